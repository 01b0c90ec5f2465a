<?php
/**
 * The alert log: every (saved search, listing) pair found, and whether it was mailed.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Alerts;

use ImmoWizards\Errors\Storage_Error;
use ImmoWizards\Storage\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Pairs are written pending by the Matcher and handed out per contact, claimed with a lease, so one
 * contact gets one mail for everything found for all of their searches since the last mail.
 */
final class Alert_Log {
	// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables, names from Tables.

	public const PENDING = 'pending';

	public const SENT = 'sent';

	/** Found, but the search or the listing no longer wanted it by the time of the mail. */
	public const DROPPED = 'dropped';

	/**
	 * Logs pairs as pending; pairs found before are dropped by the unique key.
	 *
	 * @param string $pairs A SELECT of (search_id, post_id) (Search_Region_Repository::pairs_sql()).
	 * @return int New pairs.
	 * @throws Storage_Error When the insert fails.
	 */
	public function add_pending( string $pairs ): int {
		global $wpdb;
		$log    = Tables::name( 'alert_log' );
		$now    = Tables::now();
		$result = $wpdb->query( "INSERT IGNORE INTO $log (search_id, post_id, status, created_at) SELECT m.search_id, m.post_id, 'pending', '$now' FROM ($pairs) m" ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- built from integers and table names.
		Storage_Error::check( $result, 'log alerts' );
		return (int) $result;
	}

	/**
	 * Forgets the pairs of those of these saved searches that no longer exist (an inactive one keeps
	 * its history, so nothing is announced twice when it comes back).
	 *
	 * @param int[] $ids Saved search ids (not empty).
	 * @throws Storage_Error When the delete fails.
	 */
	public function forget_deleted_searches( array $ids ): void {
		global $wpdb;
		$list     = implode( ',', array_map( 'intval', $ids ) );
		$log      = Tables::name( 'alert_log' );
		$searches = Tables::name( 'saved_searches' );
		Storage_Error::check( $wpdb->query( "DELETE FROM $log WHERE search_id IN ($list) AND search_id NOT IN (SELECT id FROM $searches WHERE id IN ($list))" ), 'clear alert log' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- $list holds integers.
	}

	/**
	 * Contacts with pending, unclaimed pairs.
	 *
	 * @param int $limit Most contacts.
	 * @return int[]
	 */
	public function pending_contacts( int $limit ): array {
		global $wpdb;
		[ $log, $searches ] = array( Tables::name( 'alert_log' ), Tables::name( 'saved_searches' ) );
		return array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT s.contact_id FROM $log g JOIN $searches s ON s.id = g.search_id WHERE g.status = 'pending' AND ( g.lease_until IS NULL OR g.lease_until <= %s ) ORDER BY s.contact_id LIMIT %d", Tables::now(), $limit ) ) );
	}

	/**
	 * Claims a contact's pending pairs for $lease seconds.
	 *
	 * @param int $contact_id Contact id.
	 * @param int $lease      Seconds.
	 * @return object[] Rows: id, search_id, post_id, uuid, active (of the search).
	 */
	public function claim( int $contact_id, int $lease ): array {
		global $wpdb;
		[ $log, $searches ] = array( Tables::name( 'alert_log' ), Tables::name( 'saved_searches' ) );
		$token              = bin2hex( random_bytes( 16 ) );
		$wpdb->query( $wpdb->prepare( "UPDATE $log g JOIN $searches s ON s.id = g.search_id SET g.lease = %s, g.lease_until = %s WHERE s.contact_id = %d AND g.status = 'pending' AND ( g.lease_until IS NULL OR g.lease_until <= %s )", $token, Tables::now( $lease ), $contact_id, Tables::now() ) );
		return $wpdb->get_results( $wpdb->prepare( "SELECT g.id, g.search_id, g.post_id, s.uuid, s.active FROM $log g JOIN $searches s ON s.id = g.search_id WHERE s.contact_id = %d AND g.lease = %s ORDER BY g.search_id, g.post_id", $contact_id, $token ) );
	}

	/**
	 * Ends pairs as sent (with their mail) or dropped.
	 *
	 * @param int[]  $ids       Log ids.
	 * @param string $status    self::SENT or self::DROPPED.
	 * @param int    $outbox_id The mail (0 for none).
	 * @throws Storage_Error When the update fails.
	 */
	public function finish( array $ids, string $status, int $outbox_id = 0 ): void {
		global $wpdb;
		if ( ! $ids ) {
			return;
		}
		$log  = Tables::name( 'alert_log' );
		$list = implode( ',', array_map( 'intval', $ids ) );
		Storage_Error::check( $wpdb->query( $wpdb->prepare( "UPDATE $log SET status = %s, outbox_id = %d, sent_at = %s, lease = '', lease_until = NULL WHERE id IN ($list)", $status, $outbox_id, Tables::now() ) ), 'finish alerts' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- $list holds integers.
	}

	/**
	 * Whether pairs wait for a mail.
	 */
	public function pending(): bool {
		global $wpdb;
		$log = Tables::name( 'alert_log' );
		return (bool) $wpdb->get_var( "SELECT 1 FROM $log WHERE status = 'pending' LIMIT 1" );
	}
	// phpcs:enable
}
