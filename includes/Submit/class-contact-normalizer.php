<?php
/**
 * Checks and normalises the contact part of every submission.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Submit;

use ImmoWizards\Errors\Invalid_Request;
use ImmoWizards\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Server-side rules for the contact form (authoritative; the React form mirrors them).
 */
final class Contact_Normalizer {

	private const OPTIONAL = array(
		'phone'  => 40,
		'street' => 100,
		'number' => 20,
		'zip'    => 10,
		'city'   => 100,
	);

	/**
	 * Constructor.
	 *
	 * @param Settings $settings Plugin settings (newsletter rules).
	 */
	public function __construct( private Settings $settings ) {
	}

	/**
	 * Normalised contact; unknown keys are dropped.
	 *
	 * @param mixed $input Submitted contact.
	 * @return array{salutation:string,firstname:string,lastname:string,email:string,phone:string,street:string,number:string,zip:string,city:string,customFields:array{dataPrivacy:bool,acceptContact:bool,newsletter:bool}}
	 * @throws Invalid_Request When a rule is broken.
	 */
	public function normalize( $input ): array {
		if ( ! is_array( $input ) ) {
			throw new Invalid_Request( __( 'Please check your input.', 'immo-wizards' ) );
		}
		$salutation = $input['salutation'] ?? null;
		if ( null !== $salutation && '' !== $salutation && ! in_array( $salutation, array( 'Frau', 'Herr' ), true ) ) {
			throw new Invalid_Request( __( 'Please choose a valid salutation.', 'immo-wizards' ) );
		}
		$out = array( 'salutation' => (string) $salutation );

		$required = array(
			'firstname' => __( 'Please enter your first name.', 'immo-wizards' ),
			'lastname'  => __( 'Please enter your last name.', 'immo-wizards' ),
		);
		foreach ( $required as $key => $message ) {
			$value = Text::line( $input[ $key ] ?? null, 100 );
			if ( null === $value || '' === $value ) {
				throw new Invalid_Request( $message ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped
			}
			$out[ $key ] = $value;
		}

		$out['email'] = Email::contact( $input['email'] ?? null );

		foreach ( self::OPTIONAL as $key => $max ) {
			$value = Text::line( $input[ $key ] ?? null, $max );
			if ( null === $value ) {
				throw new Invalid_Request( __( 'Please check your input.', 'immo-wizards' ) );
			}
			$out[ $key ] = $value;
		}

		$custom = is_array( $input['customFields'] ?? null ) ? $input['customFields'] : array();
		if ( true !== ( $custom['dataPrivacy'] ?? null ) || true !== ( $custom['acceptContact'] ?? null ) ) {
			throw new Invalid_Request( __( 'Please agree to the privacy policy and to being contacted.', 'immo-wizards' ) );
		}
		$newsletter = $this->settings->newsletter_enabled() && true === ( $custom['newsletter'] ?? null );
		if ( $this->settings->newsletter_required() && ! $newsletter ) {
			throw new Invalid_Request( __( 'Please agree to receive the newsletter.', 'immo-wizards' ) );
		}
		$out['customFields'] = array(
			'dataPrivacy'   => true,
			'acceptContact' => true,
			'newsletter'    => $newsletter,
		);
		return $out;
	}
}
