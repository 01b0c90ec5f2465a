<?php
/**
 * Rate-limit counters.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Storage;

use ImmoWizards\Errors\Log;

defined( 'ABSPATH' ) || exit;

/**
 * Fixed-window counters keyed by a hash of the bucket (no raw IPs or addresses at rest).
 */
final class Rate_Limit_Repository {

	/**
	 * Adds one hit to the current window and returns its count and the previous window's, or null
	 * when the database failed (the caller must then refuse the hit).
	 *
	 * @param string $bucket         Bucket name.
	 * @param int    $window_start   Start of the current window (Unix time).
	 * @param int    $previous_start Start of the previous window.
	 * @return array{0:int,1:int}|null Hits in the current and in the previous window.
	 */
	public function increment( string $bucket, int $window_start, int $previous_start ): ?array {
		global $wpdb;
		$table = Tables::name( 'rate_limits' );
		$hash  = hash( 'sha256', wp_salt( 'nonce' ) . '|' . $bucket );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		$written = $wpdb->query( $wpdb->prepare( "INSERT INTO $table (bucket, window_start, hits) VALUES (%s, %d, 1) ON DUPLICATE KEY UPDATE hits = hits + 1", $hash, $window_start ) );
		if ( false === $written ) {
			return self::failed();
		}
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT window_start, hits FROM $table WHERE bucket = %s AND window_start IN (%d, %d)", $hash, $window_start, $previous_start ) );
		$hits = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$hits[ (int) $row->window_start ] = (int) $row->hits;
		}
		// The row just written must be there: a missing one means the read failed.
		if ( '' !== $wpdb->last_error || empty( $hits[ $window_start ] ) ) {
			return self::failed();
		}
		return array( $hits[ $window_start ], $hits[ $previous_start ] ?? 0 );
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

	/**
	 * Logs the failed query; the answer of increment() for it.
	 */
	private static function failed(): ?array {
		global $wpdb;
		Log::error( 'rate-limit counter failed: ' . $wpdb->last_error );
		return null;
	}
}
