<?php
/**
 * Honeypot and minimum fill time (signed, bound, single-use form tokens).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Security;

use ImmoWizards\Errors\Invalid_Form_Token;
use ImmoWizards\Errors\Too_Fast;
use ImmoWizards\Storage\Form_Token_Repository;
use ImmoWizards\Storage\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Anti-automation for every wizard submit. The fill time is measured by the server: a wizard fetches a
 * form token for its request type (`GET /wizard/form-token?type=…`) when it is shown,
 * `<issued unix time>.<random>.<HMAC-SHA256>`, and sends it with the submit. The HMAC covers the time,
 * the random part, the request type and the client's network (IPv4 address, IPv6 /64), so a token
 * cannot be back-dated, fetched elsewhere (another site's visitors, a token farm) or used for another
 * form. A token serves one submission: its random part is remembered until it expires.
 * Errors (both 400): `immo_wizards_invalid_form_token` for a missing, malformed, forged, future,
 * expired (> 2 h), foreign (other network or type) or used token; `immo_wizards_too_fast` for a valid
 * token younger than the minimum fill time (filter `immo_wizards_min_fill_time`).
 */
final class Spam_Guard {

	/** Tokens older than this are rejected (the visitor reloads the form). */
	public const TOKEN_MAX_AGE = 2 * HOUR_IN_SECONDS;

	/** Longest token accepted (time + random + signature + dots, with room). */
	public const TOKEN_MAX_LENGTH = 120;

	/** Shape of a token: time, 128 random bits, signature. */
	private const PATTERN = '/^([0-9]{1,12})\.([0-9a-f]{32})\.([0-9a-f]{64})$/D';

	/**
	 * Constructor.
	 *
	 * @param Form_Token_Repository $used Used tokens.
	 */
	public function __construct( private Form_Token_Repository $used ) {
	}

	/**
	 * Whether the honeypot field was filled (a bot): the caller then pretends success.
	 *
	 * @param mixed $honeypot Honeypot value.
	 */
	public function is_bot( $honeypot ): bool {
		return null !== $honeypot && '' !== $honeypot;
	}

	/**
	 * A new form token for one request type and the client's network.
	 *
	 * @param string      $type Request type name (e.g. "lead").
	 * @param int|null    $now  Unix time of issue (tests); default now.
	 * @param string|null $ip   Client IP; default the current client's.
	 */
	public function issue_form_token( string $type, ?int $now = null, ?string $ip = null ): string {
		$time   = (string) ( $now ?? time() );
		$random = bin2hex( random_bytes( 16 ) );
		return $time . '.' . $random . '.' . self::signature( $time, $random, $type, $ip ?? Rate_Limiter::client_ip() );
	}

	/**
	 * Accepts a token for one submission: signed for this type and network, not older than two hours,
	 * older than the minimum fill time, and not used by another submission. The same submission may
	 * present it again (a retry after a rate limit or a failed commit).
	 *
	 * @param mixed  $token         Form token from the submit.
	 * @param string $type          Request type of the submit.
	 * @param string $ip            Client IP of the submit.
	 * @param string $submission_id Lower-cased submission id (idempotency key).
	 * @throws Invalid_Form_Token When the token is missing, malformed, forged, foreign, expired or used.
	 * @throws Too_Fast When sent too fast.
	 * @throws \ImmoWizards\Errors\Storage_Error When the used tokens cannot be read or written.
	 */
	public function check_form_token( $token, string $type, string $ip, string $submission_id ): void {
		$parts = self::parse( $token, $type, $ip );
		$age   = null === $parts ? null : time() - (int) $parts[0];
		if ( null === $age || $age < 0 || $age > self::TOKEN_MAX_AGE ) {
			throw self::invalid();
		}
		/**
		 * Filters the minimum fill time of a wizard, in seconds.
		 *
		 * @param float $seconds Default 3.
		 */
		$minimum = (float) apply_filters( 'immo_wizards_min_fill_time', 3.0 );
		if ( $age < $minimum ) {
			// Not used up: the visitor may check the form and send it again with the same token.
			throw new Too_Fast( __( 'The form was sent too quickly. Please check your details and send it again.', 'immo-wizards' ), $minimum - $age );
		}
		$expires = Tables::now( self::TOKEN_MAX_AGE - $age + 1 );
		if ( ! $this->used->claim( hash( 'sha256', $parts[1] ), $submission_id, $expires ) ) {
			throw self::invalid();
		}
	}

	/**
	 * Forgets used tokens that have expired.
	 */
	public function clean_up(): int {
		return $this->used->delete_expired( Tables::now() );
	}

	/**
	 * Time and random part of a well-formed token signed for this type and network; null otherwise.
	 *
	 * @param mixed  $token Form token.
	 * @param string $type  Request type.
	 * @param string $ip    Client IP.
	 * @return array{0:string,1:string}|null
	 */
	private static function parse( $token, string $type, string $ip ): ?array {
		if ( ! is_string( $token ) || strlen( $token ) > self::TOKEN_MAX_LENGTH || 1 !== preg_match( self::PATTERN, $token, $parts ) ) {
			return null;
		}
		if ( ! hash_equals( self::signature( $parts[1], $parts[2], $type, $ip ), $parts[3] ) ) {
			return null;
		}
		return array( $parts[1], $parts[2] );
	}

	/**
	 * HMAC of time, random part, type and network with a key derived from the site's salts (not stored
	 * in the database).
	 *
	 * @param string $time   Issue time (decimal digits).
	 * @param string $random Random part (hex).
	 * @param string $type   Request type.
	 * @param string $ip     Client IP (reduced to its rate-limit network: IPv6 per /64).
	 */
	private static function signature( string $time, string $random, string $type, string $ip ): string {
		$key = hash_hmac( 'sha256', 'immo-wizards-form-token', wp_salt( 'nonce' ), true );
		return hash_hmac( 'sha256', implode( '|', array( $time, $random, $type, Rate_Limiter::network( $ip ) ) ), $key );
	}

	/**
	 * The one answer for every unusable token.
	 */
	private static function invalid(): Invalid_Form_Token {
		return new Invalid_Form_Token( __( 'The form has expired or is incomplete. Please reload the page and send it again.', 'immo-wizards' ) );
	}
}
