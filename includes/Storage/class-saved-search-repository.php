<?php
/**
 * Saved searches table.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Storage;

use ImmoWizards\Errors\Storage_Error;

defined( 'ABSPATH' ) || exit;

/**
 * A saved search is stored inactive with its (pending) request and becomes active once the request is
 * confirmed; the portal lists and edits them by uuid later.
 */
final class Saved_Search_Repository {

	/** Fired with the ids of saved searches that were activated, edited, deactivated or deleted. */
	public const CHANGED = 'immo_wizards_saved_searches_changed';

	/**
	 * Inserts an inactive saved search.
	 *
	 * @param string              $uuid       Public id.
	 * @param int                 $contact_id Contact id.
	 * @param int                 $request_id Request that created it.
	 * @param array<string,mixed> $search     Normalised saved search.
	 * @throws Storage_Error When the insert fails.
	 */
	public function insert( string $uuid, int $contact_id, int $request_id, array $search ): int {
		global $wpdb;
		$now    = Tables::now();
		$result = $wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			Tables::name( 'saved_searches' ),
			array(
				'uuid'       => strtolower( $uuid ),
				'contact_id' => $contact_id,
				'request_id' => $request_id,
				'active'     => 0,
				'payload'    => wp_json_encode( $search ),
				'created_at' => $now,
				'updated_at' => $now,
			)
		);
		Storage_Error::check( $result, 'insert saved search' );
		return (int) $wpdb->insert_id;
	}

	/**
	 * Activates the saved searches created by a request.
	 *
	 * @param int $request_id Request id.
	 * @throws Storage_Error When the update fails.
	 */
	public function activate_for_request( int $request_id ): void {
		global $wpdb;
		$table = Tables::name( 'saved_searches' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		$result = $wpdb->query( $wpdb->prepare( "UPDATE $table SET active = 1, updated_at = %s WHERE request_id = %d", Tables::now(), $request_id ) );
		Storage_Error::check( $result, 'activate saved search' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		self::changed( $wpdb->get_col( $wpdb->prepare( "SELECT id FROM $table WHERE request_id = %d", $request_id ) ) );
	}

	/**
	 * Replaces a saved search and/or sets its state, and tells the derived data.
	 *
	 * @param int                      $id     Saved search id.
	 * @param array<string,mixed>|null $search Normalised saved search, or null to keep it.
	 * @param bool|null                $active New state, or null to keep it.
	 * @throws Storage_Error When the update fails.
	 */
	public function update( int $id, ?array $search, ?bool $active ): void {
		global $wpdb;
		$columns = array_filter(
			array(
				'payload' => null === $search ? null : wp_json_encode( $search ),
				'active'  => null === $active ? null : (int) $active,
			),
			static fn ( $value ) => null !== $value
		);
		$result  = $wpdb->update( Tables::name( 'saved_searches' ), $columns + array( 'updated_at' => Tables::now() ), array( 'id' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		Storage_Error::check( $result, 'update saved search' );
		self::changed( array( $id ) );
	}

	/**
	 * Tells the derived data (alert criteria) which saved searches changed.
	 *
	 * @param array<int|string> $ids Saved search ids.
	 */
	public static function changed( array $ids ): void {
		if ( $ids ) {
			/**
			 * Fires after saved searches were activated, edited, deactivated or deleted.
			 *
			 * @param int[] $ids Saved search ids.
			 */
			do_action( self::CHANGED, array_map( 'intval', $ids ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- the constant holds immo_wizards_saved_searches_changed.
		}
	}

	/**
	 * Finds a saved search by uuid.
	 *
	 * @param string $uuid UUID.
	 */
	public function find_by_uuid( string $uuid ): ?object {
		global $wpdb;
		$table = Tables::name( 'saved_searches' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM $table WHERE uuid = %s", strtolower( $uuid ) ) );
		return $row ? $row : null;
	}

	/**
	 * Finds a saved search by id, with its request's uuid (`request_uuid`, null when it has none).
	 *
	 * @param int $id Saved search id.
	 */
	public function find_with_request_uuid( int $id ): ?object {
		global $wpdb;
		$searches = Tables::name( 'saved_searches' );
		$requests = Tables::name( 'requests' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT s.*, r.uuid AS request_uuid FROM $searches s LEFT JOIN $requests r ON r.id = s.request_id WHERE s.id = %d", $id ) );
		return $row ? $row : null;
	}

	/**
	 * Ids of every saved search of a contact, active or not (erasure).
	 *
	 * @param int $contact_id Contact id.
	 * @return int[]
	 */
	public function ids_for_contact( int $contact_id ): array {
		global $wpdb;
		$table = Tables::name( 'saved_searches' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		return array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT id FROM $table WHERE contact_id = %d", $contact_id ) ) );
	}

	/**
	 * Deletes a contact's saved search (the id of another contact's deletes nothing).
	 *
	 * @param int $id         Saved search id.
	 * @param int $contact_id Contact id.
	 */
	public function delete_of_contact( int $id, int $contact_id ): void {
		global $wpdb;
		$wpdb->delete( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			Tables::name( 'saved_searches' ),
			array(
				'id'         => $id,
				'contact_id' => $contact_id,
			)
		);
		self::changed( array( $id ) );
	}

	/**
	 * Ids of the saved searches after $after, in id order (batches over all of them).
	 *
	 * @param int $after Last id handled.
	 * @param int $limit Batch size.
	 * @return int[]
	 */
	public function ids_after( int $after, int $limit ): array {
		global $wpdb;
		$table = Tables::name( 'saved_searches' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		return array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT id FROM $table WHERE id > %d ORDER BY id LIMIT %d", $after, $limit ) ) );
	}

	/**
	 * Turns these saved searches off (the key of an alert mail) and tells the derived data.
	 *
	 * @param int[] $ids Saved search ids (not empty).
	 * @throws Storage_Error When the update fails.
	 */
	public function deactivate( array $ids ): void {
		global $wpdb;
		$table = Tables::name( 'saved_searches' );
		$list  = implode( ',', array_map( 'intval', $ids ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- integers.
		Storage_Error::check( $wpdb->query( $wpdb->prepare( "UPDATE $table SET active = 0, updated_at = %s WHERE id IN ($list) AND active = 1", Tables::now() ) ), 'deactivate saved search' );
		self::changed( $ids );
	}

	/**
	 * Deletes the inactive saved searches of a request (retention of unconfirmed requests).
	 *
	 * @param int $request_id Request id.
	 */
	public function delete_inactive_for_request( int $request_id ): void {
		global $wpdb;
		$wpdb->delete( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			Tables::name( 'saved_searches' ),
			array(
				'request_id' => $request_id,
				'active'     => 0,
			)
		);
	}

	/**
	 * Deletes every saved search of a request (the request is deleted in the inbox).
	 *
	 * @param int $request_id Request id.
	 */
	public function delete_for_request( int $request_id ): void {
		global $wpdb;
		$table = Tables::name( 'saved_searches' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT id FROM $table WHERE request_id = %d", $request_id ) );
		$wpdb->delete( $table, array( 'request_id' => $request_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		self::changed( $ids );
	}

	/**
	 * Decoded payload of a row.
	 *
	 * @param object $row Saved search row.
	 * @return array<string,mixed>
	 */
	public static function payload( object $row ): array {
		$data = json_decode( (string) $row->payload, true );
		return is_array( $data ) ? $data : array();
	}
}
