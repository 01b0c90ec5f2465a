<?php
/**
 * Rate-limit counters.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Storage;

defined( 'ABSPATH' ) || exit;

/**
 * Fixed-window counters keyed by a hash of the bucket (no raw IPs or addresses at rest).
 */
final class Rate_Limit_Repository {

	/**
	 * Adds one hit and returns the window's count, atomically.
	 *
	 * @param string $bucket       Bucket name.
	 * @param int    $window_start Window start (Unix time).
	 */
	public function increment( string $bucket, int $window_start ): int {
		global $wpdb;
		$table = Tables::name( 'rate_limits' );
		$hash  = hash( 'sha256', wp_salt( 'nonce' ) . '|' . $bucket );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		$wpdb->query( $wpdb->prepare( "INSERT INTO $table (bucket, window_start, hits) VALUES (%s, %d, 1) ON DUPLICATE KEY UPDATE hits = hits + 1", $hash, $window_start ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT hits FROM $table WHERE bucket = %s AND window_start = %d", $hash, $window_start ) );
	}

	/**
	 * Deletes windows that started before $before.
	 *
	 * @param int $before Unix time.
	 */
	public function delete_before( int $before ): int {
		global $wpdb;
		$table = Tables::name( 'rate_limits' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		return (int) $wpdb->query( $wpdb->prepare( "DELETE FROM $table WHERE window_start < %d", $before ) );
	}
}
