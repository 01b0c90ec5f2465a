<?php
/**
 * Outbox table (mails waiting to be sent).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Storage;

use ImmoWizards\Errors\Storage_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Rows are claimed by moving next_attempt_at forward, so two workers never send the same mail and a
 * worker that dies mid-send leaves the row to be retried later.
 */
final class Outbox_Repository {

	/**
	 * Inserts a pending mail due now.
	 *
	 * @param array{recipient:string,reply_to:string,subject:string,html:string,text:string,locale:string,request_id:int} $data Row.
	 * @throws Storage_Error When the insert fails.
	 */
	public function insert( array $data ): int {
		global $wpdb;
		$now    = Tables::now();
		$result = $wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			Tables::name( 'outbox' ),
			$data + array(
				'status'          => 'pending',
				'attempts'        => 0,
				'next_attempt_at' => $now,
				'created_at'      => $now,
			)
		);
		Storage_Error::check( $result, 'insert mail' );
		return (int) $wpdb->insert_id;
	}

	/**
	 * Finds a mail row.
	 *
	 * @param int $id Row id.
	 */
	public function find( int $id ): ?object {
		global $wpdb;
		$table = Tables::name( 'outbox' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM $table WHERE id = %d", $id ) );
		return $row ? $row : null;
	}

	/**
	 * Ids of pending mails that are due.
	 *
	 * @param int $limit Batch size.
	 * @return int[]
	 */
	public function due_ids( int $limit ): array {
		global $wpdb;
		$table = Tables::name( 'outbox' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT id FROM $table WHERE status = 'pending' AND next_attempt_at <= %s ORDER BY next_attempt_at LIMIT %d", Tables::now(), $limit ) );
		return array_map( 'intval', $ids );
	}

	/**
	 * Claims a due mail for one attempt: counts the attempt and hides the row for $lease seconds.
	 *
	 * @param int $id    Row id.
	 * @param int $lease Seconds until another worker may retry it.
	 */
	public function claim( int $id, int $lease ): bool {
		global $wpdb;
		$table = Tables::name( 'outbox' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		$rows = $wpdb->query( $wpdb->prepare( "UPDATE $table SET attempts = attempts + 1, next_attempt_at = %s WHERE id = %d AND status = 'pending' AND next_attempt_at <= %s", Tables::now( $lease ), $id, Tables::now() ) );
		return 1 === $rows;
	}

	/**
	 * Marks a mail sent and drops its bodies (they may hold keys and personal data).
	 *
	 * @param int $id Row id.
	 */
	public function mark_sent( int $id ): void {
		global $wpdb;
		$wpdb->update( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			Tables::name( 'outbox' ),
			array(
				'status'     => 'sent',
				'sent_at'    => Tables::now(),
				'html'       => '',
				'text'       => '',
				'last_error' => null,
			),
			array( 'id' => $id )
		);
	}

	/**
	 * Records a failed attempt.
	 *
	 * @param int         $id    Row id.
	 * @param string|null $retry DATETIME of the next attempt, or null to give up.
	 * @param string      $error Error text (no personal data).
	 */
	public function mark_failed( int $id, ?string $retry, string $error ): void {
		global $wpdb;
		$data = array( 'last_error' => substr( $error, 0, 1000 ) );
		if ( null === $retry ) {
			$data['status'] = 'failed';
		} else {
			$data['next_attempt_at'] = $retry;
		}
		$wpdb->update( Tables::name( 'outbox' ), $data, array( 'id' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Deletes the unsent mails of a request.
	 *
	 * @param int $request_id Request id.
	 */
	public function delete_pending_for_request( int $request_id ): void {
		global $wpdb;
		$wpdb->delete( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			Tables::name( 'outbox' ),
			array(
				'request_id' => $request_id,
				'status'     => 'pending',
			)
		);
	}

	/**
	 * Deletes finished (sent or given up) mails older than $before.
	 *
	 * @param string $before DATETIME (UTC).
	 */
	public function delete_finished_before( string $before ): int {
		global $wpdb;
		$table = Tables::name( 'outbox' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		return (int) $wpdb->query( $wpdb->prepare( "DELETE FROM $table WHERE status IN ('sent','failed') AND created_at < %s", $before ) );
	}
}
