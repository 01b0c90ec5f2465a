<?php
/**
 * The form primitives as src/components/form and the shared wizard parts render them.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks\Ssr;

defined( 'ABSPATH' ) || exit;

/**
 * Field parts shared by the server-rendered first steps.
 */
final class Fields {

	/**
	 * The visual asterisk of a required field (RequiredMark).
	 */
	public static function required_mark(): string {
		return Html::element(
			'span',
			array(
				'class'       => 'immo-wizards-field__required',
				'aria-hidden' => 'true',
			),
			Html::text( ' *' )
		);
	}

	/**
	 * The primary submit button, not sending (SubmitButton).
	 *
	 * @param string $block BEM block of the form.
	 * @param string $label Its text.
	 */
	public static function submit_button( string $block, string $label ): string {
		return Html::element(
			'button',
			array(
				'type'      => 'submit',
				'class'     => $block . '__button ' . $block . '__button--primary',
				'aria-busy' => 'false',
			),
			Html::text( $label )
		);
	}
}
