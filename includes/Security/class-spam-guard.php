<?php
/**
 * Honeypot and minimum fill time (signed form tokens).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Security;

use ImmoWizards\Errors\Invalid_Form_Token;
use ImmoWizards\Errors\Too_Fast;

defined( 'ABSPATH' ) || exit;

/**
 * Anti-automation for every wizard submit. The fill time is measured by the server: a wizard fetches a
 * form token (`GET /wizard/form-token`) when it is shown, `<issued unix time>.<HMAC-SHA256 of that time>`,
 * and sends it with the submit. The client cannot choose the start time without the site's salt.
 * Errors (both 400): `immo_wizards_invalid_form_token` for a missing, malformed, forged, future or
 * expired (> 24 h) token, including old clients that still send only `startedAt`;
 * `immo_wizards_too_fast` for a valid token younger than the minimum fill time
 * (filter `immo_wizards_min_fill_time`).
 */
final class Spam_Guard {

	/** Tokens older than this are rejected (the visitor reloads the form). */
	public const TOKEN_MAX_AGE = DAY_IN_SECONDS;

	/** Longest token accepted (time + dot + 64 hex digits, with room). */
	public const TOKEN_MAX_LENGTH = 100;

	/**
	 * Whether the honeypot field was filled (a bot): the caller then pretends success.
	 *
	 * @param mixed $honeypot Honeypot value.
	 */
	public function is_bot( $honeypot ): bool {
		return null !== $honeypot && '' !== $honeypot;
	}

	/**
	 * A new form token issued now (or at $now).
	 *
	 * @param int|null $now Unix time of issue (tests); default now.
	 */
	public function issue_form_token( ?int $now = null ): string {
		$time = (string) ( $now ?? time() );
		return $time . '.' . self::signature( $time );
	}

	/**
	 * Rejects forms sent sooner after their token was issued than the minimum fill time, and missing,
	 * forged, future or expired (older than a day) tokens.
	 *
	 * @param mixed $token Form token from the submit.
	 * @throws Invalid_Form_Token When the token is missing, malformed, forged, from the future or expired.
	 * @throws Too_Fast When sent too fast.
	 */
	public function check_form_token( $token ): void {
		$age = self::age( $token );
		if ( null === $age || $age < 0 || $age > self::TOKEN_MAX_AGE ) {
			throw new Invalid_Form_Token( __( 'The form has expired or is incomplete. Please reload the page and send it again.', 'immo-wizards' ) );
		}
		/**
		 * Filters the minimum fill time of a wizard, in seconds.
		 *
		 * @param float $seconds Default 3.
		 */
		$minimum = (float) apply_filters( 'immo_wizards_min_fill_time', 3.0 );
		if ( $age < $minimum ) {
			throw new Too_Fast( __( 'The form was sent too quickly. Please check your details and send it again.', 'immo-wizards' ) );
		}
	}

	/**
	 * Seconds since a well-formed token with a valid signature was issued; null for anything else.
	 *
	 * @param mixed $token Form token.
	 */
	private static function age( $token ): ?int {
		if ( ! is_string( $token ) || strlen( $token ) > self::TOKEN_MAX_LENGTH || 1 !== preg_match( '/^([0-9]{1,12})\.([0-9a-f]{64})$/D', $token, $parts ) ) {
			return null;
		}
		if ( ! hash_equals( self::signature( $parts[1] ), $parts[2] ) ) {
			return null;
		}
		return time() - (int) $parts[1];
	}

	/**
	 * HMAC of the issue time with a key derived from the site's salts (not stored in the database).
	 *
	 * @param string $time Issue time (decimal digits).
	 */
	private static function signature( string $time ): string {
		$key = hash_hmac( 'sha256', 'immo-wizards-form-token', wp_salt( 'nonce' ), true );
		return hash_hmac( 'sha256', $time, $key );
	}
}
