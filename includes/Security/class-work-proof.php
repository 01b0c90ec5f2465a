<?php
/**
 * Proof of work instead of a refusal: ALTCHA challenges under site-wide pressure.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Security;

use ImmoWizards\Storage\Form_Token_Repository;
use ImmoWizards\Storage\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * When a newsletter or a TV spot sends many visitors at once, the site-wide budgets would turn real
 * leads away. Instead the submit asks for a proof of work in the format of ALTCHA (privacy-first, no
 * cookies, no third party): SHA-256 over salt, nonce and a counter the server picked at random; the
 * client finds the counter by trying them in turn (the browser does it on submit, in well under a
 * second on a phone), a bot pays with CPU for every request. The challenge is signed (HMAC with a key
 * derived from the site's salts), bound to the request type and the client's network, valid for ten
 * minutes and used by one submission only (the used nonces share the form tokens' table).
 */
final class Work_Proof {

	public const ALGORITHM = 'SHA-256';

	/** Seconds a challenge is valid. */
	public const TTL = 10 * MINUTE_IN_SECONDS;

	/** Largest counter by default: on average half of it is tried. */
	private const COST = 20000;

	/** Bytes of the key the solution must start with: the whole half of it, so only the counter fits. */
	private const PREFIX_BYTES = 16;

	/**
	 * The current Unix time.
	 *
	 * @var callable(): int
	 */
	private $clock;

	/**
	 * Constructor.
	 *
	 * @param Form_Token_Repository $used  Used nonces (single use).
	 * @param callable|null         $clock Current Unix time (default time()).
	 */
	public function __construct( private Form_Token_Repository $used, ?callable $clock = null ) {
		$this->clock = $clock ?? 'time';
	}

	/**
	 * Schema of a submit's `proof`: a solved challenge as challenge() gave it.
	 *
	 * @return array<string,mixed>
	 */
	public static function schema(): array {
		$hex = array(
			'type'      => 'string',
			'maxLength' => 128,
		);
		return array(
			'description' => __( 'A solved proof-of-work challenge, when a submit was answered with immo_wizards_challenge_required.', 'immo-wizards' ),
			'type'        => array( 'object', 'null' ),
			'properties'  => array(
				'challenge' => array(
					'type'       => 'object',
					'properties' => array(
						'parameters' => array(
							'type'          => 'object',
							'maxProperties' => 20,
						),
						'signature'  => $hex,
					),
				),
				'solution'  => array(
					'type'       => 'object',
					'properties' => array(
						'counter'    => array(
							'type'    => 'integer',
							'minimum' => 0,
							'maximum' => 4294967295,
						),
						'derivedKey' => $hex,
					),
				),
			),
		);
	}

	/**
	 * A new challenge for a request type and client.
	 *
	 * @param string $type Request type.
	 * @param string $ip   Client IP.
	 * @return array{parameters: array<string,mixed>, signature: string}
	 */
	public function challenge( string $type, string $ip ): array {
		$nonce      = bin2hex( random_bytes( 16 ) );
		$salt       = bin2hex( random_bytes( 16 ) );
		$key        = self::derive( $salt, $nonce, random_int( 0, self::cost() ) );
		$parameters = array(
			'algorithm' => self::ALGORITHM,
			'cost'      => 1,
			'data'      => array(
				'net'  => self::network( $ip ),
				'type' => $type,
			),
			'expiresAt' => (int) ( $this->clock )() + self::TTL,
			'keyLength' => 32,
			'keyPrefix' => bin2hex( substr( $key, 0, self::PREFIX_BYTES ) ),
			'nonce'     => $nonce,
			'salt'      => $salt,
		);
		return array(
			'parameters' => $parameters,
			'signature'  => self::sign( $parameters ),
		);
	}

	/**
	 * Accepts a solved challenge for one submission: signed by this site, not expired, for this type
	 * and network, the counter right, and not used by another submission (the same one may send it
	 * again).
	 *
	 * @param mixed  $answer        `{ challenge: { parameters, signature }, solution: { counter, derivedKey } }`.
	 * @param string $type          Request type of the submit.
	 * @param string $ip            Client IP of the submit.
	 * @param string $submission_id Lower-cased submission id.
	 * @throws \ImmoWizards\Errors\Storage_Error When the used nonces cannot be read or written.
	 */
	public function verify( $answer, string $type, string $ip, string $submission_id ): bool {
		$parameters = $answer['challenge']['parameters'] ?? null;
		$signature  = $answer['challenge']['signature'] ?? null;
		$counter    = $answer['solution']['counter'] ?? null;
		$derived    = $answer['solution']['derivedKey'] ?? null;
		if ( ! is_array( $parameters ) || ! is_string( $signature ) || ! is_int( $counter ) || $counter < 0 || ! is_string( $derived ) ) {
			return false;
		}
		if ( ! hash_equals( self::sign( $parameters ), $signature ) ) {
			return false;
		}
		// Signed by this site, so every field has the shape challenge() gave it.
		if ( $parameters['expiresAt'] < ( $this->clock )() || $parameters['data']['type'] !== $type || ! hash_equals( $parameters['data']['net'], self::network( $ip ) ) ) {
			return false;
		}
		$key = bin2hex( self::derive( $parameters['salt'], $parameters['nonce'], $counter ) );
		if ( ! hash_equals( $key, strtolower( $derived ) ) || ! str_starts_with( $key, $parameters['keyPrefix'] ) ) {
			return false;
		}
		return $this->used->claim( hash( 'sha256', 'work-proof:' . $parameters['nonce'] ), $submission_id, Tables::now( self::TTL ) );
	}

	/**
	 * The key of a counter: SHA-256 of salt, nonce and the counter as a big-endian 32-bit integer
	 * (ALTCHA's "SHA-256" key derivation with cost 1).
	 *
	 * @param string $salt    Salt (hex).
	 * @param string $nonce   Nonce (hex).
	 * @param int    $counter Counter.
	 */
	private static function derive( string $salt, string $nonce, int $counter ): string {
		return hash( 'sha256', (string) hex2bin( $salt ) . (string) hex2bin( $nonce ) . pack( 'N', $counter ), true );
	}

	/**
	 * HMAC-SHA256 of the parameters as canonical JSON (keys sorted), hex.
	 *
	 * @param array<string,mixed> $parameters Parameters.
	 */
	private static function sign( array $parameters ): string {
		return hash_hmac( 'sha256', (string) wp_json_encode( self::sorted( $parameters ), JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ), wp_salt( 'nonce' ) . '|work-proof' );
	}

	/**
	 * An array with its keys sorted, recursively.
	 *
	 * @param array<mixed> $value Value.
	 * @return array<mixed>
	 */
	private static function sorted( array $value ): array {
		ksort( $value );
		return array_map( static fn ( $item ) => is_array( $item ) ? self::sorted( $item ) : $item, $value );
	}

	/**
	 * The client's network, hashed (the challenge travels through the browser).
	 *
	 * @param string $ip Client IP.
	 */
	private static function network( string $ip ): string {
		return substr( hash_hmac( 'sha256', Rate_Limiter::network( $ip ), wp_salt( 'nonce' ) ), 0, 16 );
	}

	/**
	 * The largest counter, as filtered.
	 */
	public static function cost(): int {
		/**
		 * Filters the work of a challenge: the largest counter a client may have to try (on average
		 * half of it; about 10,000 SHA-256 hashes take a phone's browser well under a second).
		 *
		 * @param int $cost Default 20000.
		 */
		return max( 1, (int) apply_filters( 'immo_wizards_work_proof_cost', self::COST ) );
	}
}
