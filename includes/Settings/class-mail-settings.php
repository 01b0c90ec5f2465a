<?php
/**
 * Settings group: who gets the agency's mails and who sends them.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Settings;

use ImmoWizards\Plugin;

defined( 'ABSPATH' ) || exit;

/**
 * Validates the notification address, the recipients per request type (empty: the notification
 * address), the sender's name and address and the retention period (also the lifetime of a
 * confirmation link).
 */
final class Mail_Settings {

	/**
	 * Request types that may have their own agency recipient: every registered one.
	 *
	 * @return string[]
	 */
	public static function types(): array {
		return Plugin::instance()->request_types()->names();
	}

	/**
	 * The group's part of the option's JSON schema.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function schema(): array {
		$email = array( 'type' => 'string' );
		return array(
			'notification_email' => $email,
			'agency_recipients'  => array(
				'type'                 => 'object',
				'properties'           => array_fill_keys( self::types(), $email ),
				'additionalProperties' => false,
			),
			'sender_name'        => array( 'type' => 'string' ),
			'sender_email'       => $email,
			'retention_days'     => array( 'type' => 'integer' ),
		) + Mail_Texts::schema();
	}

	/**
	 * The sender's `From` header line, '' to leave the sender to WordPress.
	 *
	 * @param array<string, mixed> $settings All settings.
	 */
	public static function sender_header( array $settings ): string {
		$email = (string) ( $settings['sender_email'] ?? '' );
		if ( '' === $email ) {
			return '';
		}
		$name = str_replace( array( '"', '\\' ), '', (string) ( $settings['sender_name'] ?? '' ) );
		return 'From: ' . ( '' !== $name ? '"' . $name . '" ' : '' ) . '<' . $email . '>';
	}

	/**
	 * Validates the group's submitted values into $out; invalid ones add an error.
	 *
	 * @param array<string, mixed>  $input  Submitted values.
	 * @param array<string, mixed>  $out    Sanitised values.
	 * @param array<string, string> $errors Errors by setting.
	 */
	public static function sanitize( array $input, array &$out, array &$errors ): void {
		$message = __( 'Please enter a valid e-mail address.', 'immo-wizards' );
		self::email( $input, 'notification_email', false, __( 'Please enter a valid e-mail address for notifications.', 'immo-wizards' ), $out, $errors );
		self::email( $input, 'sender_email', true, $message, $out, $errors );
		if ( isset( $input['agency_recipients'] ) ) {
			$submitted  = is_array( $input['agency_recipients'] ) ? $input['agency_recipients'] : array();
			$recipients = array();
			foreach ( self::types() as $type ) {
				$field = array();
				$error = array();
				self::email( $submitted, $type, true, $message, $field, $error );
				if ( $error ) {
					$errors[ 'agency_recipients.' . $type ] = $message;
				}
				$recipients[ $type ] = $field[ $type ] ?? (string) ( $out['agency_recipients'][ $type ] ?? '' );
			}
			$out['agency_recipients'] = $recipients;
		}
		if ( isset( $input['sender_name'] ) ) {
			$name = is_scalar( $input['sender_name'] ) ? sanitize_text_field( (string) $input['sender_name'] ) : null;
			if ( null === $name || mb_strlen( $name ) > 100 ) {
				/* translators: %d: maximum number of characters */
				$errors['sender_name'] = sprintf( __( 'Please enter at most %d characters.', 'immo-wizards' ), 100 );
			} else {
				$out['sender_name'] = $name;
			}
		}
		Mail_Texts::sanitize( $input, $out, $errors );
		Setting_Rules::int_range( $input, 'retention_days', 1, 365, __( 'The retention period must be 1 to 365 days.', 'immo-wizards' ), $out, $errors );
	}

	/**
	 * One e-mail address ('' where $optional); header injection and padding are refused.
	 *
	 * @param array<string, mixed>  $input    Submitted values.
	 * @param string                $key      Setting.
	 * @param bool                  $optional Whether '' is allowed.
	 * @param string                $message  Error message.
	 * @param array<string, mixed>  $out      Sanitised values.
	 * @param array<string, string> $errors   Errors by setting.
	 */
	private static function email( array $input, string $key, bool $optional, string $message, array &$out, array &$errors ): void {
		if ( ! isset( $input[ $key ] ) ) {
			return;
		}
		$raw   = is_scalar( $input[ $key ] ) ? trim( (string) $input[ $key ] ) : null;
		$email = null === $raw ? '' : sanitize_email( $raw );
		if ( null !== $raw && '' === $raw && $optional ) {
			$out[ $key ] = '';
		} elseif ( '' === $email || $email !== $raw || ! is_email( $email ) ) {
			$errors[ $key ] = $message;
		} else {
			$out[ $key ] = $email;
		}
	}
}
