<?php
/**
 * Webhook deliveries table.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Webhooks;

use ImmoWizards\Errors\Storage_Error;
use ImmoWizards\Queue\Queue_Table;
use ImmoWizards\Storage\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Rows are claimed as outbox rows are (Outbox_Repository): moving next_attempt_at forward hides a row
 * from other workers, and a worker that dies mid-send leaves it to be retried after the lease.
 */
final class Delivery_Repository implements Queue_Table {
	// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- plugin table, nothing to cache.

	/** Bytes kept of an error text or a response body. */
	public const EXCERPT_BYTES = 1024;

	/**
	 * Table name.
	 */
	private static function table(): string {
		return Tables::name( Webhook_Schema::TABLE );
	}

	/**
	 * Inserts a pending delivery due now.
	 *
	 * @param array{uuid:string,endpoint_id:string,endpoint_url:string,event:string,body:string,request_id:int,contact_id:int,retry_until:string} $data Row.
	 * @throws Storage_Error When the insert fails.
	 */
	public function insert( array $data ): int {
		global $wpdb;
		$now = Tables::now();
		Storage_Error::check(
			$wpdb->insert(
				self::table(),
				$data + array(
					'status'          => 'pending',
					'attempts'        => 0,
					'next_attempt_at' => $now,
					'created_at'      => $now,
				)
			),
			'insert webhook delivery'
		);
		return (int) $wpdb->insert_id;
	}

	/**
	 * A delivery by id.
	 *
	 * @param int $id Row id.
	 */
	public function find( int $id ): ?object {
		global $wpdb;
		$table = self::table();
		return $wpdb->get_row( $wpdb->prepare( "SELECT * FROM $table WHERE id = %d", $id ) ) ?? null;
	}

	/**
	 * A delivery by uuid.
	 *
	 * @param string $uuid Delivery uuid.
	 */
	public function find_by_uuid( string $uuid ): ?object {
		global $wpdb;
		$table = self::table();
		return $wpdb->get_row( $wpdb->prepare( "SELECT * FROM $table WHERE uuid = %s", strtolower( $uuid ) ) ) ?? null;
	}

	/**
	 * Ids of the pending deliveries that are due.
	 *
	 * @param int $limit Batch size.
	 * @return int[]
	 */
	public function due_ids( int $limit ): array {
		global $wpdb;
		$table = self::table();
		return array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT id FROM $table WHERE status = 'pending' AND next_attempt_at <= %s ORDER BY next_attempt_at LIMIT %d", Tables::now(), $limit ) ) );
	}

	/**
	 * Claims a due delivery for one attempt: counts it and hides the row for $lease seconds.
	 *
	 * @param int $id    Row id.
	 * @param int $lease Seconds until another worker may retry it.
	 */
	public function claim( int $id, int $lease ): bool {
		global $wpdb;
		$table = self::table();
		return 1 === $wpdb->query( $wpdb->prepare( "UPDATE $table SET attempts = attempts + 1, next_attempt_at = %s WHERE id = %d AND status = 'pending' AND next_attempt_at <= %s", Tables::now( $lease ), $id, Tables::now() ) );
	}

	/**
	 * Records an attempt's outcome.
	 *
	 * @param int                                                  $id     Row id.
	 * @param array{ok:bool,code:?int,error:string,excerpt:string} $result What the receiver answered.
	 * @param string|null                                          $retry  DATETIME of the next attempt; null: sent (ok) or failed for good.
	 */
	public function record( int $id, array $result, ?string $retry ): void {
		global $wpdb;
		$data = array(
			'response_code'    => $result['code'],
			'last_error'       => $result['ok'] ? null : mb_strcut( $result['error'], 0, self::EXCERPT_BYTES, 'UTF-8' ),
			'response_excerpt' => mb_strcut( $result['excerpt'], 0, self::EXCERPT_BYTES, 'UTF-8' ),
		);
		if ( $result['ok'] ) {
			$data += array(
				'status'  => 'sent',
				'sent_at' => Tables::now(),
			);
		} elseif ( null === $retry ) {
			$data['status'] = 'failed';
		} else {
			$data['next_attempt_at'] = $retry;
		}
		$wpdb->update( self::table(), $data, array( 'id' => $id ) );
	}

	/**
	 * Puts a delivery back into the queue, due now, retried for another $retry_until.
	 *
	 * @param int    $id          Row id.
	 * @param string $retry_until DATETIME (UTC).
	 */
	public function requeue( int $id, string $retry_until ): bool {
		global $wpdb;
		$table = self::table();
		return 1 === $wpdb->query( $wpdb->prepare( "UPDATE $table SET status = 'pending', attempts = 0, next_attempt_at = %s, retry_until = %s WHERE id = %d AND status = 'failed' AND body <> ''", Tables::now(), $retry_until, $id ) );
	}

	/**
	 * One page of deliveries, newest first, and the number of all that match.
	 *
	 * @param array{status?:string,event?:string,request_id?:int} $filters Filters.
	 * @param int                                                 $page    Page (1-based).
	 * @param int                                                 $per_page Rows per page.
	 * @return array{0:object[],1:int}
	 */
	public function page( array $filters, int $page, int $per_page ): array {
		global $wpdb;
		$table = self::table();
		$where = array( '1=1' );
		$args  = array();
		foreach ( array(
			'status'     => '%s',
			'event'      => '%s',
			'request_id' => '%d',
		) as $column => $format ) {
			if ( isset( $filters[ $column ] ) && '' !== $filters[ $column ] ) {
				$where[] = "$column = $format";
				$args[]  = $filters[ $column ];
			}
		}
		$where = implode( ' AND ', $where );
		// phpcs:disable WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare,WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- the conditions above hold only placeholders.
		$total = (int) $wpdb->get_var( $args ? $wpdb->prepare( "SELECT COUNT(*) FROM $table WHERE $where", $args ) : "SELECT COUNT(*) FROM $table" );
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT id, uuid, endpoint_id, endpoint_url, event, status, attempts, next_attempt_at, response_code, last_error, response_excerpt, request_id, created_at, sent_at, body <> '' AS has_body FROM $table WHERE $where ORDER BY id DESC LIMIT %d OFFSET %d", array_merge( $args, array( $per_page, ( $page - 1 ) * $per_page ) ) ) );
		// phpcs:enable WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare,WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber
		return array( (array) $rows, $total );
	}

	/**
	 * Drops the bodies of deliveries sent before $before (they hold personal data; the log stays).
	 *
	 * @param string $before DATETIME (UTC).
	 * @return int Rows changed.
	 */
	public function drop_sent_bodies_before( string $before ): int {
		global $wpdb;
		$table = self::table();
		return (int) $wpdb->query( $wpdb->prepare( "UPDATE $table SET body = '' WHERE status = 'sent' AND created_at < %s AND body <> ''", $before ) );
	}

	/**
	 * Deletes every delivery about a contact (erasure).
	 *
	 * @param int $contact_id Contact id.
	 * @throws Storage_Error When the delete fails.
	 */
	public function delete_for_contact( int $contact_id ): void {
		global $wpdb;
		if ( $contact_id > 0 ) {
			Storage_Error::check( $wpdb->delete( self::table(), array( 'contact_id' => $contact_id ) ), 'erase webhook deliveries' );
		}
	}
	// phpcs:enable
}
