<?php
/**
 * The contact form as src/wizards/contact-form/app.tsx renders it.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks\Ssr;

use ImmoWizards\Submit\Message_Type;

defined( 'ABSPATH' ) || exit;

/**
 * The message (prefilled with the block's default message) and the contact fields (ContactFormApp).
 */
final class Contact_Form implements First_Step {

	/**
	 * The form.
	 *
	 * @param array<string, mixed> $config The contact form's config.
	 * @param Ids                  $ids    Its id scope.
	 */
	public function render( array $config, Ids $ids ): ?string {
		$message = Fields::textarea(
			$ids,
			'message',
			__( 'Message', 'immo-wizards' ),
			array(
				'required'  => true,
				'rows'      => 5,
				'maxlength' => Message_Type::MAX,
				'value'     => is_string( $config['defaultMessage'] ?? null ) ? $config['defaultMessage'] : '',
			)
		);
		return Request_Form::screen(
			'contact-form',
			Request_Form::one_step( $ids, Request_Form::settings( $config ), $message )
		);
	}
}
