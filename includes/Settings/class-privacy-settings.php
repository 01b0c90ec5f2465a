<?php
/**
 * Settings group: privacy and limits.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Validates the portal page, the cookie banner, the privacy switches (newsletter, deleting data on
 * uninstall), the consent texts, the site-wide limit on unconfirmed requests and how long the
 * funnel statistics are kept.
 */
final class Privacy_Settings {

	/** Checkboxes: a missing one is unticked (false). */
	private const BOOLEANS = array( 'newsletter_enabled', 'newsletter_required', 'delete_data_on_uninstall' );

	/**
	 * `cookie_banner`: our own banner asks for consent ('on'), nothing waits for consent ('off'), or the
	 * site's consent plugin decides through the WP Consent API and our banner stays hidden.
	 */
	public const COOKIE_BANNER = array( 'on', 'off', 'wp_consent_api' );

	/**
	 * The group's part of the option's JSON schema.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function schema(): array {
		return array_merge(
			array_fill_keys( self::BOOLEANS, array( 'type' => 'boolean' ) ),
			array(
				'cookie_banner'           => array(
					'type' => 'string',
					'enum' => self::COOKIE_BANNER,
				),
				'portal_page_id'          => array( 'type' => 'integer' ),
				'privacy_url'             => array( 'type' => 'string' ),
				'pending_daily_cap'       => array( 'type' => 'integer' ),
				// Months the funnel statistics keep their counters.
				'funnel_retention_months' => array( 'type' => 'integer' ),
			),
			Consent_Settings::schema()
		);
	}

	/**
	 * Validates the group's submitted values into $out; invalid ones add an error.
	 *
	 * @param array<string, mixed>  $input  Submitted values.
	 * @param array<string, mixed>  $out    Sanitised values.
	 * @param array<string, string> $errors Errors by setting.
	 */
	public static function sanitize( array $input, array &$out, array &$errors ): void {
		foreach ( self::BOOLEANS as $key ) {
			$out[ $key ] = ! empty( $input[ $key ] ) && 'false' !== $input[ $key ];
		}
		if ( isset( $input['cookie_banner'] ) ) {
			if ( in_array( $input['cookie_banner'], self::COOKIE_BANNER, true ) ) {
				$out['cookie_banner'] = $input['cookie_banner'];
			} else {
				$errors['cookie_banner'] = __( 'Please choose how consent is asked for.', 'immo-wizards' );
			}
		}
		if ( isset( $input['portal_page_id'] ) ) {
			$out['portal_page_id'] = max( 0, absint( $input['portal_page_id'] ) );
		}
		$privacy_url = Setting_Rules::url( $input, 'privacy_url', true, $errors );
		if ( null !== $privacy_url ) {
			$out['privacy_url'] = $privacy_url;
		}
		Consent_Settings::sanitize( $input, $out, $errors );
		Setting_Rules::int_range( $input, 'pending_daily_cap', 10, 100000, __( 'The daily limit of unconfirmed requests must be 10 to 100000.', 'immo-wizards' ), $out, $errors );
		Setting_Rules::int_range( $input, 'funnel_retention_months', 1, 120, __( 'The statistics must be kept 1 to 120 months.', 'immo-wizards' ), $out, $errors );
	}

	/**
	 * Migration: the former switch `consent_required` (off) becomes `cookie_banner` 'off'.
	 */
	public static function migrate_consent_required(): void {
		$stored = get_option( Settings::OPTION );
		if ( is_array( $stored ) && array_key_exists( 'consent_required', $stored ) ) {
			$stored['cookie_banner'] = $stored['consent_required'] ? 'on' : 'off';
			unset( $stored['consent_required'] );
			update_option( Settings::OPTION, $stored );
		}
	}
}
