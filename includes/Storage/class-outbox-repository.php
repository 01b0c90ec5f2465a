<?php
/**
 * Outbox table (mails waiting to be sent).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Storage;

use ImmoWizards\Errors\Storage_Error;
use ImmoWizards\Queue\Queue_Table;

defined( 'ABSPATH' ) || exit;

/**
 * Rows are claimed by moving next_attempt_at forward, so two workers never send the same mail and a
 * worker that dies mid-send leaves the row to be retried later.
 */
final class Outbox_Repository implements Queue_Table {

	/** The columns of a row without its body (what a sent or cancelled mail keeps of it; an attachment's name and size stay). */
	private const NO_BODY = array(
		'html'       => '',
		'text'       => '',
		'headers'    => null,
		'attachment' => null,
	);

	/**
	 * Inserts a pending mail due now.
	 *
	 * @param array{recipient:string,reply_to:string,subject:string,html:string,text:string,locale:string,request_id:int,kind:string,recipient_key:string,retry_until:string,attachment?:?string,attachment_name?:string,attachment_size?:int} $data Row.
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
	 * Marks a mail sent and drops its bodies and extra headers (they may hold keys and personal
	 * data); recipient, subject and status stay for the mail log.
	 *
	 * @param int  $id        Row id.
	 * @param bool $keep_body Keep the (sealed) bodies: only for mails captured instead of sent (Mail_Capture).
	 */
	public function mark_sent( int $id, bool $keep_body = false ): void {
		global $wpdb;
		$data = array(
			'status'     => 'sent',
			'sent_at'    => Tables::now(),
			'last_error' => null,
		);
		$wpdb->update( Tables::name( 'outbox' ), $keep_body ? $data : $data + self::NO_BODY, array( 'id' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
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
	 * The mails of a request, oldest first, without their bodies.
	 *
	 * @param int $request_id Request id.
	 * @return object[]
	 */
	public function for_request( int $request_id ): array {
		global $wpdb;
		$table = Tables::name( 'outbox' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		return $wpdb->get_results( $wpdb->prepare( "SELECT id, kind, subject, status, attempts, last_error, created_at, sent_at FROM $table WHERE request_id = %d ORDER BY id", $request_id ) );
	}

	/**
	 * Deletes the unsent mails (pending, failed or cancelled) of a request.
	 *
	 * @param int $request_id Request id.
	 */
	public function delete_pending_for_request( int $request_id ): void {
		global $wpdb;
		$table = Tables::name( 'outbox' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		$wpdb->query( $wpdb->prepare( "DELETE FROM $table WHERE request_id = %d AND status <> 'sent'", $request_id ) );
	}

	/**
	 * Deletes sent and cancelled mails older than $before. Failed mails stay until they are resent:
	 * they may be the only trace of a lead, and the admin is shown them.
	 *
	 * @param string $before DATETIME (UTC).
	 */
	public function delete_finished_before( string $before ): int {
		global $wpdb;
		$table = Tables::name( 'outbox' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		return (int) $wpdb->query( $wpdb->prepare( "DELETE FROM $table WHERE status IN ('sent','cancelled') AND created_at < %s", $before ) );
	}

	/**
	 * Replaces the (sealed) bodies of a mail, e.g. after rebuilding one that could not be decrypted.
	 *
	 * @param int                 $id         Row id.
	 * @param string              $subject    Subject.
	 * @param string              $html       Sealed HTML body.
	 * @param string              $text       Sealed plain-text body.
	 * @param array<string,mixed> $attachment The attachment's columns (Mail_Attachment::columns()).
	 */
	public function replace_body( int $id, string $subject, string $html, string $text, array $attachment = array() ): void {
		global $wpdb;
		$wpdb->update( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			Tables::name( 'outbox' ),
			array(
				'subject' => mb_substr( $subject, 0, 255 ),
				'html'    => $html,
				'text'    => $text,
			) + $attachment,
			array( 'id' => $id )
		);
	}

	/**
	 * Ends a mail that is no longer wanted (its request does not wait for it any more).
	 *
	 * @param int    $id     Row id.
	 * @param string $reason Why (no personal data).
	 */
	public function mark_cancelled( int $id, string $reason ): void {
		global $wpdb;
		$wpdb->update( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			Tables::name( 'outbox' ),
			array(
				'status'     => 'cancelled',
				'last_error' => $reason,
			) + self::NO_BODY,
			array( 'id' => $id )
		);
	}

	/**
	 * Mails of one kind stored for a recipient since $since (any status).
	 *
	 * @param string $recipient_key Folded recipient (hash).
	 * @param string $kind          Kind of mail.
	 * @param string $since         DATETIME (UTC).
	 */
	public function count_for_recipient_since( string $recipient_key, string $kind, string $since ): int {
		global $wpdb;
		$table = Tables::name( 'outbox' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM $table WHERE recipient_key = %s AND kind = %s AND created_at >= %s", $recipient_key, $kind, $since ) );
	}

	/**
	 * Mails of one kind to a recipient whose request has the type of $request_id and still waits for
	 * its confirmation: pending, with a key of $purpose that is neither used nor expired.
	 *
	 * @param string $recipient_key Folded recipient (hash).
	 * @param string $kind          Kind of mail.
	 * @param int    $request_id    The request about to get a mail (not counted itself).
	 * @param string $purpose       Key purpose of the confirmation.
	 * @param string $since         Only mails created after this DATETIME (UTC) hold back a new one.
	 */
	public function count_open_for_recipient( string $recipient_key, string $kind, int $request_id, string $purpose, string $since ): int {
		global $wpdb;
		$outbox   = Tables::name( 'outbox' );
		$requests = Tables::name( 'requests' );
		$keys     = Tables::name( 'keys' );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$sql = $wpdb->prepare(
			"SELECT COUNT(*) FROM $outbox o
			JOIN $requests r ON r.id = o.request_id
			JOIN $requests cur ON cur.id = %d AND cur.type = r.type
			WHERE o.recipient_key = %s AND o.kind = %s AND o.request_id <> %d AND r.status = 'pending' AND o.created_at > %s
			AND EXISTS ( SELECT 1 FROM $keys k WHERE k.request_id = r.id AND k.purpose = %s AND k.uses < k.max_uses AND k.expires_at > %s )",
			$request_id,
			$recipient_key,
			$kind,
			$request_id,
			$since,
			$purpose,
			Tables::now()
		);
		// phpcs:enable
		return (int) $wpdb->get_var( $sql ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Puts failed mails (every one, or the one $id, which may also be pending) back into the queue,
	 * due now, with a new retry deadline.
	 *
	 * @param string   $retry_until DATETIME (UTC) until which they are retried.
	 * @param int|null $id          One mail, or null for every failed one.
	 * @return int Number of mails requeued.
	 */
	public function requeue( string $retry_until, ?int $id = null ): int {
		global $wpdb;
		$table = Tables::name( 'outbox' );
		$which = null === $id ? "status = 'failed'" : $wpdb->prepare( "id = %d AND status IN ('failed','pending')", $id );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery
		return (int) $wpdb->query( $wpdb->prepare( "UPDATE $table SET status = 'pending', attempts = 0, next_attempt_at = %s, retry_until = %s WHERE $which", Tables::now(), $retry_until ) );
	}

	/**
	 * Drops the bodies that sent mails still hold (versions before 10 kept their extra headers).
	 */
	public function drop_sent_bodies(): void {
		global $wpdb;
		$table = Tables::name( 'outbox' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		$wpdb->query( "UPDATE $table SET html = '', text = '', headers = NULL, attachment = NULL WHERE status IN ('sent','cancelled') AND ( html <> '' OR text <> '' OR headers IS NOT NULL OR attachment IS NOT NULL )" );
	}
}
