<?php
/**
 * Batch ids the beacon route has counted.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Analytics;

use ImmoWizards\Errors\Storage_Error;
use ImmoWizards\Storage\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Each batch carries a random id; the id is kept for a short time so that a replayed batch counts
 * once (the pattern of the used form tokens).
 */
final class Batch_Repository {
	// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- the table name is ours; values are prepared.

	/**
	 * Claims a batch id: true the first time, false when it was seen before.
	 *
	 * @param string $batch_id   32 hex characters.
	 * @param string $expires_at DATETIME (UTC) until which it is remembered.
	 * @throws Storage_Error When the database fails.
	 */
	public function claim( string $batch_id, string $expires_at ): bool {
		global $wpdb;
		$table  = Tables::name( 'funnel_batches' );
		$result = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO $table (batch_id, expires_at) VALUES (%s, %s)", $batch_id, $expires_at ) );
		Storage_Error::check( $result, 'claim funnel batch' );
		return 1 === (int) $result;
	}

	/**
	 * Forgets ids that expired before $before.
	 *
	 * @param string $before DATETIME (UTC).
	 * @return int Rows deleted.
	 */
	public function delete_expired( string $before ): int {
		global $wpdb;
		$table = Tables::name( 'funnel_batches' );
		return (int) $wpdb->query( $wpdb->prepare( "DELETE FROM $table WHERE expires_at < %s", $before ) );
	}
}
