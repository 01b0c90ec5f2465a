<?php
/**
 * The funnel's link from an unconfirmed request to where it was sent from.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Analytics;

use ImmoWizards\Errors\Storage_Error;
use ImmoWizards\Storage\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * A request's screen and source, from its submit until its double opt-in counts it as confirmed
 * (then the row goes). Rows of requests that were never confirmed go with the retention period, or
 * with their contact when its personal data are erased.
 */
final class Pending_Repository {
	// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- the table name is ours; values are prepared.

	/**
	 * Remembers a request's screen and source.
	 *
	 * @param int    $request_id Request id.
	 * @param string $screen     Screen.
	 * @param int    $source_id  Source id.
	 * @throws Storage_Error When the database fails.
	 */
	public function add( int $request_id, string $screen, int $source_id ): void {
		global $wpdb;
		$table  = self::table();
		$result = $wpdb->query( $wpdb->prepare( "INSERT INTO $table (request_id, screen, source_id, created_at) VALUES (%d, %s, %d, %s) ON DUPLICATE KEY UPDATE request_id = request_id", $request_id, $screen, $source_id, Tables::now() ) );
		Storage_Error::check( $result, 'remember funnel source' );
	}

	/**
	 * Takes a request's screen and source (the row is deleted), or null when it has none.
	 *
	 * @param int $request_id Request id.
	 * @return array{0:string,1:int}|null [screen, source id].
	 */
	public function take( int $request_id ): ?array {
		global $wpdb;
		$table = self::table();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT screen, source_id FROM $table WHERE request_id = %d", $request_id ) );
		if ( ! $row ) {
			return null;
		}
		// Only the caller that deletes the row counts it (a confirmation racing with itself counts once).
		$deleted = $wpdb->query( $wpdb->prepare( "DELETE FROM $table WHERE request_id = %d", $request_id ) );
		return 1 === $deleted ? array( (string) $row->screen, (int) $row->source_id ) : null;
	}

	/**
	 * Deletes the rows of requests (their contact is being erased).
	 *
	 * @param int[] $request_ids Request ids.
	 * @throws Storage_Error When the database fails.
	 */
	public function delete_for_requests( array $request_ids ): void {
		global $wpdb;
		$table = self::table();
		foreach ( array_chunk( array_map( 'intval', $request_ids ), 500 ) as $ids ) {
			$in = implode( ', ', $ids );
			Storage_Error::check( $wpdb->query( "DELETE FROM $table WHERE request_id IN ($in)" ), 'erase funnel sources' );
		}
	}

	/**
	 * Deletes up to $limit rows older than $before (their requests were never confirmed).
	 *
	 * @param string $before DATETIME (UTC).
	 * @param int    $limit  Rows.
	 * @return int Rows deleted.
	 */
	public function delete_before( string $before, int $limit ): int {
		global $wpdb;
		$table = self::table();
		return (int) $wpdb->query( $wpdb->prepare( "DELETE FROM $table WHERE created_at < %s LIMIT %d", $before, $limit ) );
	}

	/**
	 * The table.
	 */
	private static function table(): string {
		return Tables::name( 'funnel_pending' );
	}
}
