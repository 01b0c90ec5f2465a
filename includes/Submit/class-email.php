<?php
/**
 * E-mail address normalisation.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Submit;

use ImmoWizards\Errors\Invalid_Request;

defined( 'ABSPATH' ) || exit;

/**
 * One address per field, no header tricks, internationalised domains as punycode, lower-cased so the
 * same person is one contact whatever the case, and short enough for a WordPress user.
 */
final class Email {

	/** WordPress stores a user's address in 100 characters (`user_email`): a longer one gets no portal user. */
	public const MAX_LENGTH = 100;

	/** Longest address accepted as typed (the limit of a mail path), before normalising. */
	public const TYPED_MAX = 254;

	/**
	 * Normalised address of a contact (it becomes a portal user's address when confirmed).
	 *
	 * @param mixed $value Input.
	 * @throws Invalid_Request When the address is invalid or longer than MAX_LENGTH once normalised.
	 */
	public static function contact( $value ): string {
		$email = self::normalize( $value );
		if ( null === $email ) {
			throw new Invalid_Request( __( 'Please enter a valid e-mail address.', 'immo-wizards' ) );
		}
		if ( strlen( $email ) > self::MAX_LENGTH ) {
			/* translators: %d: maximum number of characters */
			$message = sprintf( __( 'Please enter an e-mail address of at most %d characters.', 'immo-wizards' ), self::MAX_LENGTH );
			throw new Invalid_Request( $message ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- a JSON message, escaped where shown.
		}
		return $email;
	}

	/**
	 * Normalised address, or null when invalid.
	 *
	 * @param mixed $value Input.
	 */
	public static function normalize( $value ): ?string {
		if ( ! is_string( $value ) ) {
			return null;
		}
		$value = trim( $value );
		if ( '' === $value || strlen( $value ) > self::TYPED_MAX || preg_match( '/[\s,;<>"\x00-\x1F\x7F]/u', $value ) ) {
			return null;
		}
		$parts = explode( '@', $value );
		if ( 2 !== count( $parts ) || '' === $parts[0] || '' === $parts[1] || strlen( $parts[0] ) > 64 ) {
			return null;
		}
		[ $local, $domain ] = $parts;
		if ( preg_match( '/[^\x20-\x7E]/', $local ) ) {
			return null;
		}
		if ( preg_match( '/[^\x20-\x7E]/', $domain ) ) {
			if ( ! function_exists( 'idn_to_ascii' ) ) {
				return null;
			}
			$ascii = idn_to_ascii( $domain, IDNA_NONTRANSITIONAL_TO_ASCII, INTL_IDNA_VARIANT_UTS46 );
			if ( false === $ascii ) {
				return null;
			}
			$domain = $ascii;
		}
		$email = strtolower( $local . '@' . $domain );
		if ( strlen( $email ) > self::TYPED_MAX || is_email( $email ) !== $email ) {
			return null;
		}
		return $email;
	}
}
