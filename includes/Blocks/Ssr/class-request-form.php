<?php
/**
 * The request forms as src/wizards/shared/request-form renders them, before anything was typed.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks\Ssr;

defined( 'ABSPATH' ) || exit;

/**
 * The one-step request screens' parts: the screen's wrapper, the form with the screen's own fields,
 * the contact fields, the honeypot and the submit button, and the form's alerts.
 */
final class Request_Form {

	private const BLOCK = 'immo-wizards-request-form';

	/**
	 * What the forms use of the config, gaps filled (normaliseFormSettings).
	 *
	 * @param array<string, mixed> $config The screen's config.
	 * @return array{privacyUrl: string, newsletter: array{enabled: bool, required: bool}}
	 */
	public static function settings( array $config ): array {
		$newsletter = (array) ( $config['newsletter'] ?? array() );
		return array(
			'privacyUrl' => (string) ( $config['privacyUrl'] ?? '' ),
			'newsletter' => array(
				'enabled'  => (bool) ( $newsletter['enabled'] ?? false ),
				'required' => (bool) ( $newsletter['required'] ?? false ),
			),
		);
	}

	/**
	 * The screen's root around its content (RequestFormScreen).
	 *
	 * @param string $slug    Screen slug, e.g. 'contact-form'.
	 * @param string $content The screen's markup.
	 */
	public static function screen( string $slug, string $content ): string {
		return Html::element(
			'div',
			array( 'class' => 'wp-block-immo-wizards-' . $slug . '__screen immo-wizards-request-form-screen' ),
			$content
		);
	}

	/**
	 * The form of a one-step screen, not sent (OneStepRequestForm around RequestForm).
	 *
	 * @param Ids                                                                         $ids          The id scope.
	 * @param array{privacyUrl: string, newsletter: array{enabled: bool, required: bool}} $settings     See settings().
	 * @param string                                                                      $own_fields   The screen's own fields' markup (renderFields).
	 * @param string                                                                      $submit_label The submit button's text; '' for 'Send inquiry'.
	 */
	public static function one_step( Ids $ids, array $settings, string $own_fields, string $submit_label = '' ): string {
		$form = Html::element(
			'form',
			array(
				'method'     => 'post',
				'class'      => self::BLOCK . '__form',
				'novalidate' => true,
				'aria-busy'  => 'false',
			),
			$own_fields,
			Contact_Fields::render( $ids, $settings['privacyUrl'], $settings['newsletter'] ),
			self::honeypot( $ids, self::BLOCK ),
			Html::element(
				'div',
				array( 'class' => self::BLOCK . '__actions' ),
				Fields::submit_button( self::BLOCK, '' === $submit_label ? __( 'Send inquiry', 'immo-wizards' ) : $submit_label )
			)
		);
		return Html::element( 'div', array( 'class' => self::BLOCK ), $form );
	}

	/**
	 * An alert of the form (RequestForm's alert), e.g. 'error'.
	 *
	 * @param string $modifier The alert's kind.
	 * @param string $text     Its text.
	 */
	public static function alert( string $modifier, string $text ): string {
		return Html::element(
			'div',
			array(
				'class' => self::BLOCK . '__alert ' . self::BLOCK . '__alert--' . $modifier,
				'role'  => 'alert',
			),
			Html::text( $text )
		);
	}

	/**
	 * The field for bots only (Honeypot).
	 *
	 * @param Ids    $ids   The id scope.
	 * @param string $block BEM block of the form.
	 */
	public static function honeypot( Ids $ids, string $block ): string {
		$id = $ids->id( 'website' );
		return Html::element(
			'div',
			array(
				'class'       => $block . '__hp',
				'aria-hidden' => 'true',
			),
			Html::element( 'label', array( 'for' => $id ), Html::text( __( 'Website', 'immo-wizards' ) ) ),
			Html::element(
				'input',
				array(
					'id'           => $id,
					'name'         => 'website',
					'type'         => 'text',
					'tabindex'     => '-1',
					'autocomplete' => 'off',
					'value'        => '',
				)
			)
		);
	}
}
