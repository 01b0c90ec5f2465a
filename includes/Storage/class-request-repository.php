<?php
/**
 * Requests table.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Storage;

use ImmoWizards\Errors\Storage_Error;

defined( 'ABSPATH' ) || exit;

/**
 * One row per submission (lead, saved search, exposé inquiry, message, newsletter).
 */
final class Request_Repository {

	/**
	 * Inserts a pending request and returns its id.
	 *
	 * @param array{uuid:string,submission_id:string,type:string,contact_id:int,payload:array,locale:string} $data Row.
	 * @throws Storage_Error When the insert fails (e.g. duplicate submission id).
	 */
	public function insert( array $data ): int {
		global $wpdb;
		$result = $wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			Tables::name( 'requests' ),
			array(
				'uuid'          => $data['uuid'],
				'submission_id' => $data['submission_id'],
				'type'          => $data['type'],
				'status'        => 'pending',
				'contact_id'    => $data['contact_id'],
				'payload'       => wp_json_encode( $data['payload'] ),
				'locale'        => $data['locale'],
				'created_at'    => Tables::now(),
			)
		);
		Storage_Error::check( $result, 'insert request' );
		return (int) $wpdb->insert_id;
	}

	/**
	 * Finds a request by id.
	 *
	 * @param int $id Request id.
	 */
	public function find( int $id ): ?object {
		return $this->find_by( 'id', $id );
	}

	/**
	 * Finds a request by the client's submission id.
	 *
	 * @param string $submission_id UUID sent by the client.
	 */
	public function find_by_submission( string $submission_id ): ?object {
		return $this->find_by( 'submission_id', strtolower( $submission_id ) );
	}

	/**
	 * Finds a request by its public uuid.
	 *
	 * @param string $uuid UUID.
	 */
	public function find_by_uuid( string $uuid ): ?object {
		return $this->find_by( 'uuid', strtolower( $uuid ) );
	}

	/**
	 * Marks a request confirmed.
	 *
	 * @param int $id Request id.
	 * @throws Storage_Error When the update fails.
	 */
	public function confirm( int $id ): void {
		global $wpdb;
		$result = $wpdb->update( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			Tables::name( 'requests' ),
			array(
				'status'       => 'confirmed',
				'confirmed_at' => Tables::now(),
			),
			array( 'id' => $id )
		);
		Storage_Error::check( $result, 'confirm request' );
	}

	/**
	 * Replaces a request's payload.
	 *
	 * @param int                 $id      Request id.
	 * @param array<string,mixed> $payload Payload.
	 */
	public function update_payload( int $id, array $payload ): void {
		global $wpdb;
		$wpdb->update( Tables::name( 'requests' ), array( 'payload' => wp_json_encode( $payload ) ), array( 'id' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Sets how far the agency got with a request and its internal note (only the given ones).
	 *
	 * @param int                                   $id   Request id.
	 * @param array{workflow?:string, note?:string} $data Workflow and/or note.
	 * @throws Storage_Error When the update fails.
	 */
	public function update_handling( int $id, array $data ): void {
		$data = array_intersect_key( $data, array_flip( array( 'workflow', 'note' ) ) );
		if ( ! $data ) {
			return;
		}
		global $wpdb;
		Storage_Error::check( $wpdb->update( Tables::name( 'requests' ), $data, array( 'id' => $id ) ), 'update request handling' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Ids of unconfirmed requests created before $before.
	 *
	 * @param string $before DATETIME (UTC).
	 * @param int    $limit  Batch size.
	 * @return int[]
	 */
	public function stale_pending_ids( string $before, int $limit = 500 ): array {
		global $wpdb;
		$table = Tables::name( 'requests' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT id FROM $table WHERE status = 'pending' AND created_at < %s ORDER BY created_at LIMIT %d", $before, $limit ) );
		return array_map( 'intval', $ids );
	}

	/**
	 * Number of unconfirmed requests created since $since, counted up to $limit (so a flood costs no
	 * more than the cap to count).
	 *
	 * @param string $since DATETIME (UTC).
	 * @param int    $limit Count at most this many.
	 */
	public function count_pending_since( string $since, int $limit ): int {
		global $wpdb;
		$table = Tables::name( 'requests' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM (SELECT 1 FROM $table WHERE status = 'pending' AND created_at >= %s LIMIT %d) AS recent", $since, $limit ) );
	}

	/**
	 * Number of requests created since $since per type (one grouped count); types without any are
	 * missing.
	 *
	 * @param string $since DATETIME (UTC).
	 * @return array<string,int> Count by type name.
	 */
	public function count_by_type_since( string $since ): array {
		global $wpdb;
		$table = Tables::name( 'requests' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT type, COUNT(*) AS n FROM $table WHERE created_at >= %s GROUP BY type", $since ) );
		return array_map( 'intval', array_column( (array) $rows, 'n', 'type' ) );
	}

	/**
	 * The confirmed requests of a contact, oldest first: what the person behind the address may see
	 * (export, portal). A pending request may come from someone who mistyped the address.
	 *
	 * @param int $contact_id Contact id.
	 * @return object[]
	 */
	public function confirmed_for_contact( int $contact_id ): array {
		global $wpdb;
		$table = Tables::name( 'requests' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		return $wpdb->get_results( $wpdb->prepare( "SELECT * FROM $table WHERE contact_id = %d AND confirmed_at IS NOT NULL ORDER BY id", $contact_id ) );
	}

	/**
	 * The language of a contact's latest confirmed request ('' when it has none).
	 *
	 * @param int $contact_id Contact id.
	 */
	public function latest_confirmed_locale( int $contact_id ): string {
		global $wpdb;
		$table = Tables::name( 'requests' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		return (string) $wpdb->get_var( $wpdb->prepare( "SELECT locale FROM $table WHERE contact_id = %d AND confirmed_at IS NOT NULL ORDER BY id DESC LIMIT 1", $contact_id ) );
	}

	/**
	 * Ids of every request of a contact, whatever its status (erasure).
	 *
	 * @param int $contact_id Contact id.
	 * @return int[]
	 */
	public function ids_for_contact( int $contact_id ): array {
		global $wpdb;
		$table = Tables::name( 'requests' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		return array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT id FROM $table WHERE contact_id = %d", $contact_id ) ) );
	}

	/**
	 * The newest confirmed requests of a contact of some types, newest first (the portal's
	 * Anfragen). Read through the contact's index: one person has few requests.
	 *
	 * @param int      $contact_id Contact id.
	 * @param string[] $types      Type names (Request_Type::name()).
	 * @param int      $limit      Rows at most.
	 * @return object[]
	 */
	public function latest_confirmed_for_contact( int $contact_id, array $types, int $limit ): array {
		if ( ! $types ) {
			return array();
		}
		global $wpdb;
		$table = Tables::name( 'requests' );
		$in    = implode( ', ', array_fill( 0, count( $types ), '%s' ) );
		$args  = array_merge( array( $contact_id ), array_values( $types ), array( $limit ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber,WordPress.DB.DirectDatabaseQuery
		return $wpdb->get_results( $wpdb->prepare( "SELECT * FROM $table WHERE contact_id = %d AND type IN ($in) AND confirmed_at IS NOT NULL ORDER BY created_at DESC, id DESC LIMIT %d", $args ) );
	}

	/**
	 * Deletes a request row.
	 *
	 * @param int $id Request id.
	 * @return bool Whether a row was deleted.
	 */
	public function delete( int $id ): bool {
		global $wpdb;
		return (bool) $wpdb->delete( Tables::name( 'requests' ), array( 'id' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Decoded payload of a request row.
	 *
	 * @param object $row Request row.
	 * @return array<string,mixed>
	 */
	public static function payload( object $row ): array {
		$data = json_decode( (string) $row->payload, true );
		return is_array( $data ) ? $data : array();
	}

	/**
	 * Single-row lookup by an indexed column.
	 *
	 * @param string     $column Column (id, uuid or submission_id).
	 * @param int|string $value  Value.
	 */
	private function find_by( string $column, $value ): ?object {
		global $wpdb;
		$table = Tables::name( 'requests' );
		$query = 'id' === $column
			? $wpdb->prepare( "SELECT * FROM $table WHERE id = %d", $value ) // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			: $wpdb->prepare( "SELECT * FROM $table WHERE $column = %s", $value ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$row   = $wpdb->get_row( $query ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery
		return $row ? $row : null;
	}
}
