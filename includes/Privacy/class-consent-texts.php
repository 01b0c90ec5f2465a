<?php
/**
 * The consent wording recorded with each request.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Privacy;

use ImmoWizards\Mail\Mailer;
use ImmoWizards\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Versioned consent texts: the shipped wording is version VERSION; a text the agency words in the
 * settings replaces it and raises the version (Settings\Consent_Settings), so every record says
 * exactly what the visitor agreed to.
 */
final class Consent_Texts {

	public const VERSION = '1';

	/**
	 * Consent texts keyed by kind, in the language of $locale.
	 *
	 * @param string $locale Visitor's locale.
	 * @return array<string, string>
	 */
	public static function all( string $locale ): array {
		$texts = Mailer::in_locale(
			$locale,
			static fn () => array(
				'data_privacy'   => __( 'I agree that the details I entered are collected and stored electronically to answer my request. I can revoke this consent at any time by e-mail.', 'immo-wizards' ),
				'accept_contact' => __( 'I agree to be contacted about my request by phone, letter or e-mail.', 'immo-wizards' ),
				'newsletter'     => __( 'I would like to receive the newsletter.', 'immo-wizards' ),
			)
		);
		$texts = array_merge( $texts, array_filter( Settings::instance()->consent_texts()[0] ) );
		/**
		 * Filters the consent texts recorded with requests. Bump the version filter too when changing them.
		 *
		 * @param array  $texts  Texts keyed by kind.
		 * @param string $locale Visitor's locale.
		 */
		return (array) apply_filters( 'immo_wizards_consent_texts', $texts, $locale );
	}

	/**
	 * What a consent of a kind agrees to, named for the agency (the kind itself when unknown).
	 *
	 * @param string $kind Consent kind (Consent_Settings::KINDS).
	 */
	public static function label( string $kind ): string {
		$labels = array(
			'data_privacy'   => __( 'Data processing', 'immo-wizards' ),
			'accept_contact' => __( 'Contact by phone, letter or e-mail', 'immo-wizards' ),
			'newsletter'     => __( 'Newsletter', 'immo-wizards' ),
		);
		return $labels[ $kind ] ?? $kind;
	}

	/**
	 * Current text version.
	 */
	public static function version(): string {
		/**
		 * Filters the consent text version.
		 *
		 * @param string $version Version.
		 */
		return (string) apply_filters( 'immo_wizards_consent_text_version', (string) Settings::instance()->consent_texts()[1] );
	}
}
