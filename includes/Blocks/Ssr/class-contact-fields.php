<?php
/**
 * The contact fields as src/components/contact-fields renders them.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks\Ssr;

defined( 'ABSPATH' ) || exit;

/**
 * The contact fields and consent checkboxes of every request form (ContactFields), empty.
 */
final class Contact_Fields {

	private const BLOCK = 'immo-wizards-contact-form';

	/**
	 * The fields (ContactFields).
	 *
	 * @param Ids                                       $ids         The id scope.
	 * @param string                                    $privacy_url The privacy policy's address, '' for none.
	 * @param array{enabled: bool, required: bool}|null $newsletter The newsletter option; null: none.
	 */
	public static function render( Ids $ids, string $privacy_url, ?array $newsletter ): string {
		$newsletter_box = empty( $newsletter['enabled'] ) ? '' : Fields::checkbox(
			$ids,
			'newsletter',
			Html::text( __( 'I would like to receive the newsletter by e-mail. I can unsubscribe at any time.', 'immo-wizards' ) ),
			array( 'required' => ! empty( $newsletter['required'] ) )
		);
		return Html::element(
			'div',
			array( 'class' => self::BLOCK ),
			Fields::select_input(
				$ids,
				'salutation',
				__( 'Salutation', 'immo-wizards' ),
				array(
					'Frau' => __( 'Ms', 'immo-wizards' ),
					'Herr' => __( 'Mr', 'immo-wizards' ),
				),
				array(
					'class'     => self::BLOCK . '__salutation',
					'clearable' => true,
				)
			),
			self::row(
				'',
				Fields::text_input( $ids, 'firstname', __( 'First name', 'immo-wizards' ), self::text( 'given-name', 100, true ) ),
				Fields::text_input( $ids, 'lastname', __( 'Last name', 'immo-wizards' ), self::text( 'family-name', 100, true ) )
			),
			self::row(
				'',
				Fields::text_input( $ids, 'phone', __( 'Phone', 'immo-wizards' ), array( 'type' => 'tel' ) + self::text( 'tel', 40 ) ),
				Fields::text_input( $ids, 'email', __( 'E-mail', 'immo-wizards' ), array( 'type' => 'email' ) + self::text( 'email', 254, true ) )
			),
			self::row(
				'street',
				Fields::text_input( $ids, 'street', __( 'Street', 'immo-wizards' ), self::text( 'address-line1', 100 ) ),
				Fields::text_input( $ids, 'number', __( 'House no.', 'immo-wizards' ), self::text( null, 20 ) )
			),
			self::row(
				'city',
				Fields::text_input( $ids, 'zip', __( 'Postcode', 'immo-wizards' ), self::text( 'postal-code', 10 ) ),
				Fields::text_input( $ids, 'city', _x( 'City', 'contact address', 'immo-wizards' ), self::text( 'address-level2', 100 ) )
			),
			Fields::checkbox(
				$ids,
				'dataPrivacy',
				// Without a privacy policy the sentence pointing to it is left out, not left dead.
				'' === $privacy_url
					? Html::text( __( 'I agree that my details are collected and stored electronically to process my request. I can revoke this consent at any time with effect for the future.', 'immo-wizards' ) )
					: Fields::privacy_label(
						__( 'I agree that my details are collected and stored electronically to process my request. I can revoke this consent at any time with effect for the future. More information is in the <a>privacy policy</a>.', 'immo-wizards' ),
						$privacy_url
					),
				array( 'required' => true )
			),
			Fields::checkbox(
				$ids,
				'acceptContact',
				Html::text( __( 'I agree to be contacted by phone, letter or e-mail about my request.', 'immo-wizards' ) ),
				array( 'required' => true )
			),
			$newsletter_box
		);
	}

	/**
	 * A row of two fields.
	 *
	 * @param string $modifier The row's modifier ('' for none).
	 * @param string ...$fields The fields' markup.
	 */
	private static function row( string $modifier, string ...$fields ): string {
		$class = self::BLOCK . '__row' . ( '' === $modifier ? '' : ' ' . self::BLOCK . '__row--' . $modifier );
		return Html::element( 'div', array( 'class' => $class ), ...$fields );
	}

	/**
	 * A text field's props.
	 *
	 * @param string|null $autocomplete Its autocomplete token.
	 * @param int         $maxlength    Its length limit.
	 * @param bool        $required     Whether it is marked as required.
	 * @return array<string, mixed>
	 */
	private static function text( ?string $autocomplete, int $maxlength, bool $required = false ): array {
		return array(
			'autocomplete' => $autocomplete,
			'maxlength'    => $maxlength,
			'required'     => $required,
		);
	}
}
