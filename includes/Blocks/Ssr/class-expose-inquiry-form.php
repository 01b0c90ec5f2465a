<?php
/**
 * The exposé inquiry as src/wizards/expose-inquiry/app.tsx renders it.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks\Ssr;

use ImmoWizards\Submit\Expose_Inquiry_Type;
use ImmoWizards\Submit\Message_Type;

defined( 'ABSPATH' ) || exit;

/**
 * The inquiry's own fields and the contact fields when the property is known, else the alert that
 * it is missing (ExposeInquiryApp). The property comes from the config or the page's query string
 * (resolveInquiryTarget); a query value the server cannot judge as the client does leaves the
 * container to the client.
 */
final class Expose_Inquiry_Form implements First_Step {

	private const MAX_OBJECT_ID = 2147483647;

	/**
	 * The form or the alert.
	 *
	 * @param array<string, mixed> $config The inquiry's config.
	 * @param Ids                  $ids    Its id scope.
	 */
	public function render( array $config, Ids $ids ): ?string {
		$known = self::has_target( $config );
		if ( null === $known ) {
			return null;
		}
		return Request_Form::screen(
			'expose-inquiry',
			$known
				? self::form( $config, $ids )
				: Request_Form::alert( 'error', __( 'This inquiry is missing the property.', 'immo-wizards' ) )
		);
	}

	/**
	 * Whether the inquiry has its property: from the config's `objectId`, else the query string's.
	 *
	 * @param array<string, mixed> $config The inquiry's config.
	 * @return bool|null Null when the query's value is not plainly a number or nothing.
	 */
	private static function has_target( array $config ): ?bool {
		$bound = $config['objectId'] ?? null;
		if ( null !== $bound && 0 !== $bound && '' !== $bound ) {
			// The server's config holds an int or null; anything else is the client's to judge.
			return is_int( $bound ) ? $bound >= 1 && $bound <= self::MAX_OBJECT_ID : null;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- only whether the page names a property, a plain number checked below.
		$query = isset( $_GET['objectId'] ) ? wp_unslash( $_GET['objectId'] ) : null;
		if ( null === $query ) {
			return false;
		}
		if ( ! is_string( $query ) || ! preg_match( '/^[0-9]{1,10}$/', $query ) ) {
			return null;
		}
		return (int) $query >= 1 && (int) $query <= self::MAX_OBJECT_ID;
	}

	/**
	 * The form with the inquiry's own fields (InquiryFields).
	 *
	 * @param array<string, mixed> $config The inquiry's config.
	 * @param Ids                  $ids    Its id scope.
	 */
	private static function form( array $config, Ids $ids ): string {
		$wishes = '';
		foreach ( Expose_Inquiry_Type::WISHES as $wish ) {
			$wishes .= Fields::checkbox( $ids, 'wish.' . $wish, Html::text( self::wish_label( $wish ) ) );
		}
		$group      = 'immo-wizards-request-form__group';
		$own_fields = Html::element(
			'div',
			array( 'class' => 'immo-wizards-request-form__own-fields' ),
			Fields::textarea(
				$ids,
				'message',
				__( 'Message', 'immo-wizards' ),
				array( 'maxlength' => Message_Type::MAX )
			),
			Html::element(
				'fieldset',
				array( 'class' => $group ),
				Html::element( 'legend', array(), Html::text( _x( 'I would like', 'inquiry form', 'immo-wizards' ) ) ),
				Html::element( 'div', array( 'class' => $group . '-options' ), $wishes )
			),
			Wizard_Parts::radio_group(
				$ids,
				'contactMethod',
				_x( 'Preferred contact method', 'inquiry form', 'immo-wizards' ),
				array(
					'email'  => __( 'E-mail', 'immo-wizards' ),
					'phone'  => __( 'Phone', 'immo-wizards' ),
					'letter' => __( 'Letter', 'immo-wizards' ),
				),
				''
			),
			Fields::text_input(
				$ids,
				'company',
				__( 'Company', 'immo-wizards' ),
				array(
					'autocomplete' => 'organization',
					'maxlength'    => Expose_Inquiry_Type::COMPANY_MAX,
				)
			)
		);
		return Request_Form::one_step( $ids, Request_Form::settings( $config ), $own_fields );
	}

	/**
	 * A wish's label (wishLabel).
	 *
	 * @param string $wish The wish.
	 */
	private static function wish_label( string $wish ): string {
		switch ( $wish ) {
			case 'besichtigung':
				return _x( 'Viewing', 'inquiry form', 'immo-wizards' );
			case 'anruf':
				return _x( 'Call back', 'inquiry form', 'immo-wizards' );
			default:
				return _x( 'Further details', 'inquiry form', 'immo-wizards' );
		}
	}
}
