<?php
/**
 * Keys table (hashes of the keys in links).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Storage;

use ImmoWizards\Errors\Storage_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Stores only the SHA-256 of each key, with purpose, expiry and use count.
 */
final class Key_Repository {

	/**
	 * Inserts a key hash.
	 *
	 * @param array{key_hash:string,purpose:string,request_id:int,contact_id:int,user_id:int,expires_at:string,max_uses:int} $data Row.
	 * @throws Storage_Error When the insert fails.
	 */
	public function insert( array $data ): int {
		global $wpdb;
		$result = $wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			Tables::name( 'keys' ),
			$data + array(
				'uses'       => 0,
				'created_at' => Tables::now(),
			)
		);
		Storage_Error::check( $result, 'insert key' );
		return (int) $wpdb->insert_id;
	}

	/**
	 * Finds a key row by hash.
	 *
	 * @param string $key_hash SHA-256 hex.
	 */
	public function find_by_hash( string $key_hash ): ?object {
		global $wpdb;
		$table = Tables::name( 'keys' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM $table WHERE key_hash = %s", $key_hash ) );
		return $row ? $row : null;
	}

	/**
	 * Whether a user has a key of a purpose made after $since that is neither used nor expired.
	 *
	 * @param string $purpose Purpose.
	 * @param int    $user_id User.
	 * @param string $since   DATETIME (UTC).
	 */
	public function has_unused( string $purpose, int $user_id, string $since ): bool {
		global $wpdb;
		$table = Tables::name( 'keys' );
		// Through the expiry index: only keys that still work are read.
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		return (bool) $wpdb->get_var( $wpdb->prepare( "SELECT 1 FROM $table WHERE expires_at > %s AND purpose = %s AND user_id = %d AND uses = 0 AND created_at > %s LIMIT 1", Tables::now(), $purpose, $user_id, $since ) );
	}

	/**
	 * Counts one use, atomically: false when the key was used up or expired meanwhile.
	 *
	 * @param int $id Key id.
	 */
	public function use_once( int $id ): bool {
		global $wpdb;
		$table = Tables::name( 'keys' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		$rows = $wpdb->query( $wpdb->prepare( "UPDATE $table SET uses = uses + 1 WHERE id = %d AND uses < max_uses AND expires_at > %s", $id, Tables::now() ) );
		return 1 === $rows;
	}

	/**
	 * Deletes the keys of a request.
	 *
	 * @param int $request_id Request id.
	 */
	public function delete_for_request( int $request_id ): void {
		global $wpdb;
		$wpdb->delete( Tables::name( 'keys' ), array( 'request_id' => $request_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Deletes the keys issued to a WordPress user (the user is deleted).
	 *
	 * @param int $user_id User id.
	 */
	public function delete_for_user( int $user_id ): void {
		global $wpdb;
		$wpdb->delete( Tables::name( 'keys' ), array( 'user_id' => $user_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Deletes up to $limit keys that expired before $before.
	 *
	 * @param string $before DATETIME (UTC).
	 * @param int    $limit  Batch size.
	 * @return array{0:int,1:int} Keys found, keys deleted.
	 */
	public function delete_expired( string $before, int $limit = 500 ): array {
		global $wpdb;
		$table = Tables::name( 'keys' );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare
		$ids = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT id FROM $table WHERE expires_at < %s ORDER BY expires_at LIMIT %d", $before, $limit ) ) );
		if ( ! $ids ) {
			return array( 0, 0 );
		}
		$deleted = $wpdb->query( $wpdb->prepare( "DELETE FROM $table WHERE id IN (" . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')', $ids ) );
		// phpcs:enable
		return array( count( $ids ), (int) $deleted );
	}

	/**
	 * Deletes every key (deactivation: links in mails stop working, nothing secret is left behind).
	 *
	 * @return int Keys deleted.
	 */
	public function delete_all(): int {
		global $wpdb;
		$table = Tables::name( 'keys' );
		return (int) $wpdb->query( "DELETE FROM $table" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
	}
}
