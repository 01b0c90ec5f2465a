<?php
/**
 * Listings waiting to be matched against the saved searches.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Alerts;

use ImmoWizards\Errors\Storage_Error;
use ImmoWizards\Storage\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * A listing is queued in the request that saved it and matched later in the background. A run claims
 * a batch with a lease (like the outbox and the import): a run that dies leaves its batch to the next.
 */
final class Alert_Queue {
	// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables.

	/**
	 * Queues a listing (again: its lease is dropped so the next run takes the new state).
	 *
	 * @param int $post_id Listing id.
	 * @throws Storage_Error When the write fails.
	 */
	public function add( int $post_id ): void {
		global $wpdb;
		$table = Tables::name( 'alert_queue' );
		Storage_Error::check( $wpdb->query( $wpdb->prepare( "REPLACE INTO $table (post_id, queued_at, lease, lease_until) VALUES (%d, %s, '', NULL)", $post_id, Tables::now() ) ), 'queue listing' );
	}

	/**
	 * Claims up to $limit queued listings for $lease seconds.
	 *
	 * @param int $limit Batch size.
	 * @param int $lease Seconds.
	 * @return array{0:string,1:int[]} The claim's token and the listing ids.
	 */
	public function claim( int $limit, int $lease ): array {
		global $wpdb;
		$table = Tables::name( 'alert_queue' );
		$token = bin2hex( random_bytes( 16 ) );
		$wpdb->query( $wpdb->prepare( "UPDATE $table SET lease = %s, lease_until = %s WHERE lease_until IS NULL OR lease_until <= %s ORDER BY post_id LIMIT %d", $token, Tables::now( $lease ), Tables::now(), $limit ) );
		return array( $token, array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT post_id FROM $table WHERE lease = %s ORDER BY post_id", $token ) ) ) );
	}

	/**
	 * Removes a claim's listings, except those queued again meanwhile (their claim was dropped).
	 *
	 * @param string $token The claim's token.
	 */
	public function done( string $token ): void {
		global $wpdb;
		$wpdb->delete( Tables::name( 'alert_queue' ), array( 'lease' => $token ) );
	}

	/**
	 * Whether listings are waiting.
	 */
	public function pending(): bool {
		global $wpdb;
		$table = Tables::name( 'alert_queue' );
		return (bool) $wpdb->get_var( "SELECT 1 FROM $table LIMIT 1" );
	}
	// phpcs:enable
}
