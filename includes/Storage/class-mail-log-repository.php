<?php
/**
 * The mail log: the outbox's rows as the admin lists them.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Storage;

defined( 'ABSPATH' ) || exit;

/**
 * Reads only what the log shows (never the bodies), with the type of the request a mail belongs
 * to. Writes stay with Outbox_Repository.
 */
final class Mail_Log_Repository {

	/** The columns the log shows, plus the request's type. */
	private const COLUMNS = 'o.id, o.recipient, o.subject, o.kind, o.status, o.attempts, o.last_error, o.created_at, o.sent_at, o.request_id, o.attachment_name, o.attachment_size, r.type AS request_type, ( o.html <> \'\' ) AS has_body';

	/**
	 * One page of mails matching $filters and their total.
	 *
	 * @param array{status?:string,kind?:string,search?:string,after?:string,before?:string,order?:string} $filters Filters (validated by the route); after/before are UTC DATETIMEs.
	 * @param int                                                                                          $page     Page (1-based).
	 * @param int                                                                                          $per_page Rows per page.
	 * @return array{0:object[],1:int} Rows and total.
	 */
	public function page( array $filters, int $page, int $per_page ): array {
		global $wpdb;
		[ $outbox, $requests ] = array( Tables::name( 'outbox' ), Tables::name( 'requests' ) );
		$where                 = $this->where( $filters );
		$order                 = 'asc' === ( $filters['order'] ?? 'desc' ) ? 'ASC' : 'DESC';
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery
		$total = (int) $wpdb->get_var( "SELECT COUNT(*) FROM $outbox o WHERE $where" );
		$rows  = $wpdb->get_results(
			$wpdb->prepare(
				'SELECT ' . self::COLUMNS . " FROM $outbox o LEFT JOIN $requests r ON r.id = o.request_id WHERE $where ORDER BY o.created_at $order, o.id $order LIMIT %d OFFSET %d",
				$per_page,
				( $page - 1 ) * $per_page
			)
		);
		// phpcs:enable
		return array( (array) $rows, $total );
	}

	/**
	 * One mail as the log shows it, or null.
	 *
	 * @param int $id Mail id.
	 */
	public function find( int $id ): ?object {
		global $wpdb;
		[ $outbox, $requests ] = array( Tables::name( 'outbox' ), Tables::name( 'requests' ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT ' . self::COLUMNS . " FROM $outbox o LEFT JOIN $requests r ON r.id = o.request_id WHERE o.id = %d", $id ) );
		return $row ? $row : null;
	}

	/**
	 * Failed mails and pending mails created before $pending_before (stuck or retrying): count and
	 * the oldest creation time of each.
	 *
	 * @param string $pending_before DATETIME (UTC).
	 * @return array{failed:array{count:int,oldest:?string},pending:array{count:int,oldest:?string}}
	 */
	public function unsent_summary( string $pending_before ): array {
		global $wpdb;
		$table = Tables::name( 'outbox' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		$rows    = $wpdb->get_results( $wpdb->prepare( "SELECT status, COUNT(*) AS n, MIN(created_at) AS oldest FROM $table WHERE status = 'failed' OR ( status = 'pending' AND created_at < %s ) GROUP BY status", $pending_before ) );
		$summary = array(
			'failed'  => array(
				'count'  => 0,
				'oldest' => null,
			),
			'pending' => array(
				'count'  => 0,
				'oldest' => null,
			),
		);
		foreach ( (array) $rows as $row ) {
			$summary[ $row->status ] = array(
				'count'  => (int) $row->n,
				'oldest' => (string) $row->oldest,
			);
		}
		return $summary;
	}

	/**
	 * The SQL condition of the filters (each value prepared).
	 *
	 * @param array<string,string> $filters Filters.
	 */
	private function where( array $filters ): string {
		global $wpdb;
		$conditions = array( '1=1' );
		$sql        = array(
			'status' => 'o.status = %s',
			'kind'   => 'o.kind = %s',
			'after'  => 'o.created_at >= %s',
			'before' => 'o.created_at < %s',
		);
		foreach ( $sql as $name => $condition ) {
			if ( isset( $filters[ $name ] ) && '' !== $filters[ $name ] ) {
				$conditions[] = $wpdb->prepare( $condition, $filters[ $name ] ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
			}
		}
		if ( isset( $filters['search'] ) && '' !== trim( $filters['search'] ) ) {
			$conditions[] = $wpdb->prepare( 'o.recipient LIKE %s', '%' . $wpdb->esc_like( trim( $filters['search'] ) ) . '%' );
		}
		return implode( ' AND ', $conditions );
	}
}
