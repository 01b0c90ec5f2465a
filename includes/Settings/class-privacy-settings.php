<?php
/**
 * Settings group: mail, privacy and limits.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Validates the notification address, the portal page, the privacy switches (consent, newsletter,
 * deleting data on uninstall), the retention period and the site-wide limit on unconfirmed requests.
 */
final class Privacy_Settings {

	/** Checkboxes: a missing one is unticked (false). */
	private const BOOLEANS = array( 'consent_required', 'newsletter_enabled', 'newsletter_required', 'delete_data_on_uninstall' );

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
		if ( isset( $input['notification_email'] ) ) {
			$raw   = is_scalar( $input['notification_email'] ) ? trim( (string) $input['notification_email'] ) : '';
			$email = sanitize_email( $raw );
			if ( '' === $email || $email !== $raw || ! is_email( $email ) ) {
				$errors['notification_email'] = __( 'Please enter a valid e-mail address for notifications.', 'immo-wizards' );
			} else {
				$out['notification_email'] = $email;
			}
		}
		if ( isset( $input['portal_page_id'] ) ) {
			$out['portal_page_id'] = max( 0, absint( $input['portal_page_id'] ) );
		}
		$privacy_url = Setting_Rules::url( $input, 'privacy_url', true, $errors );
		if ( null !== $privacy_url ) {
			$out['privacy_url'] = $privacy_url;
		}
		Setting_Rules::int_range( $input, 'retention_days', 1, 365, __( 'The retention period must be 1 to 365 days.', 'immo-wizards' ), $out, $errors );
		Setting_Rules::int_range( $input, 'pending_daily_cap', 10, 100000, __( 'The daily limit of unconfirmed requests must be 10 to 100000.', 'immo-wizards' ), $out, $errors );
	}
}
