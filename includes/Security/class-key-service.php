<?php
/**
 * The one key (token) service behind every link.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Security;

use ImmoWizards\Errors\Invalid_Key;
use ImmoWizards\Storage\Key_Repository;
use ImmoWizards\Storage\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Keys are 256 random bits as 64 lower-case hex characters; only their SHA-256 is stored.
 * Every failure (unknown, malformed, expired, used up, other purpose) throws the same Invalid_Key.
 */
final class Key_Service {

	private const PATTERN = '/^[0-9a-f]{64}$/';

	/**
	 * Constructor.
	 *
	 * @param Key_Repository $keys Key storage.
	 */
	public function __construct( private Key_Repository $keys ) {
	}

	/**
	 * Creates a key and returns it raw (the only time it exists in clear).
	 *
	 * @param string $purpose    What the key may be used for (e.g. "confirm").
	 * @param int    $request_id Request it belongs to (0 for none).
	 * @param int    $contact_id Contact it belongs to (0 for none).
	 * @param int    $ttl        Lifetime in seconds.
	 * @param int    $max_uses   How often it may be used.
	 * @param int    $user_id    WordPress user it belongs to (0 for none).
	 */
	public function create( string $purpose, int $request_id, int $contact_id, int $ttl, int $max_uses = 1, int $user_id = 0 ): string {
		$raw = bin2hex( random_bytes( 32 ) );
		$this->keys->insert(
			array(
				'key_hash'   => self::hash( $raw ),
				'purpose'    => $purpose,
				'request_id' => $request_id,
				'contact_id' => $contact_id,
				'user_id'    => $user_id,
				'expires_at' => Tables::now( max( 1, $ttl ) ),
				'max_uses'   => max( 1, $max_uses ),
			)
		);
		return $raw;
	}

	/**
	 * Uses a key once and returns its row (request_id, contact_id, user_id …).
	 *
	 * @param mixed  $raw     Key from the link.
	 * @param string $purpose Expected purpose.
	 * @throws Invalid_Key For every kind of failure alike.
	 */
	public function consume( $raw, string $purpose ): object {
		$row = $this->check( $raw, $purpose );
		if ( ! $this->keys->use_once( (int) $row->id ) ) {
			throw self::invalid();
		}
		return $row;
	}

	/**
	 * Validates a key without using it.
	 *
	 * @param mixed  $raw     Key from the link.
	 * @param string $purpose Expected purpose.
	 * @throws Invalid_Key For every kind of failure alike.
	 */
	public function check( $raw, string $purpose ): object {
		if ( ! is_string( $raw ) || 1 !== preg_match( self::PATTERN, $raw ) ) {
			throw self::invalid();
		}
		$hash = self::hash( $raw );
		$row  = $this->keys->find_by_hash( $hash );
		if ( ! $row
			|| ! hash_equals( (string) $row->key_hash, $hash )
			|| ! hash_equals( (string) $row->purpose, $purpose )
			|| (int) $row->uses >= (int) $row->max_uses
			|| strtotime( $row->expires_at . ' UTC' ) <= time()
		) {
			throw self::invalid();
		}
		return $row;
	}

	/**
	 * SHA-256 of a raw key.
	 *
	 * @param string $raw Raw key.
	 */
	public static function hash( string $raw ): string {
		return hash( 'sha256', $raw );
	}

	/**
	 * The one failure.
	 */
	private static function invalid(): Invalid_Key {
		return new Invalid_Key( __( 'This link is invalid or has expired.', 'immo-wizards' ) );
	}
}
