<?php
/**
 * Imports and their log.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Import;

use ImmoWizards\Errors\Storage_Error;
use ImmoWizards\Storage\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * An import is claimed by one worker at a time with a lease (like the outbox): a worker that dies
 * leaves the lease to expire and the next run resumes at the stored position. Position and counts move
 * in the same transaction as the object's writes, so no object is counted or applied twice.
 */
final class Import_Repository {

	/** Seconds the logs of a finished import (and a refused pickup file) are kept. */
	public const RETENTION = 30 * DAY_IN_SECONDS;
	// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables, names from Tables.

	public const COUNTERS = array( 'created', 'updated', 'unchanged', 'deleted', 'failed' );

	/** Statuses a worker still has to work on. */
	public const OPEN = array( 'queued', 'running' );

	/**
	 * Inserts a queued import.
	 *
	 * @param array{source:string,file_name:string,file_path:string,file_hash:string,user_id:int} $data Import.
	 * @throws Storage_Error When the insert fails.
	 */
	public function insert( array $data ): int {
		global $wpdb;
		$now    = Tables::now();
		$result = $wpdb->insert(
			Tables::name( 'imports' ),
			$data + array(
				'status'     => 'queued',
				'phase'      => 'prepare',
				'created_at' => $now,
				'updated_at' => $now,
			)
		);
		Storage_Error::check( $result, 'insert import' );
		return (int) $wpdb->insert_id;
	}

	/**
	 * An import.
	 *
	 * @param int $id Import id.
	 */
	public function find( int $id ): ?object {
		global $wpdb;
		$table = Tables::name( 'imports' );
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM $table WHERE id = %d", $id ) );
		return $row ? $row : null;
	}

	/**
	 * One page of imports, newest first, and how many there are.
	 *
	 * @param int $page     Page (1-based).
	 * @param int $per_page Imports per page.
	 * @return array{0:object[],1:int}
	 */
	public function page( int $page, int $per_page ): array {
		global $wpdb;
		$table = Tables::name( 'imports' );
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM $table ORDER BY id DESC LIMIT %d OFFSET %d", $per_page, ( $page - 1 ) * $per_page ) );
		return array( $rows, (int) $wpdb->get_var( "SELECT COUNT(*) FROM $table" ) );
	}

	/**
	 * The oldest import still to work on (imports run in the order they arrived).
	 */
	public function next_open(): ?object {
		global $wpdb;
		$table = Tables::name( 'imports' );
		$row   = $wpdb->get_row( "SELECT * FROM $table WHERE status IN ('queued','running') ORDER BY id LIMIT 1" );
		return $row ? $row : null;
	}

	/**
	 * Imports older than $id whose withdrawal waits for confirmation.
	 *
	 * @param int $id Import id.
	 * @return object[]
	 */
	public function awaiting_before( int $id ): array {
		global $wpdb;
		$table = Tables::name( 'imports' );
		return $wpdb->get_results( $wpdb->prepare( "SELECT * FROM $table WHERE status = 'awaiting_confirmation' AND id < %d ORDER BY id", $id ) );
	}

	/**
	 * Claims an import for $lease seconds (false when another worker holds it).
	 *
	 * @param int $id    Import id.
	 * @param int $lease Seconds.
	 */
	public function claim( int $id, int $lease ): bool {
		global $wpdb;
		$table = Tables::name( 'imports' );
		$now   = Tables::now();
		$rows  = $wpdb->query( $wpdb->prepare( "UPDATE $table SET status = 'running', lease_until = %s, updated_at = %s WHERE id = %d AND status IN ('queued','running') AND (lease_until IS NULL OR lease_until <= %s)", Tables::now( $lease ), $now, $id, $now ) );
		return 1 === $rows;
	}

	/**
	 * Updates columns.
	 *
	 * @param int                 $id     Import id.
	 * @param array<string,mixed> $fields Columns.
	 * @throws Storage_Error When the update fails.
	 */
	public function update( int $id, array $fields ): void {
		global $wpdb;
		$fields['updated_at'] = Tables::now();
		Storage_Error::check( $wpdb->update( Tables::name( 'imports' ), $fields, array( 'id' => $id ) ), 'update import' );
	}

	/**
	 * Ends an import as done (its lease and any held withdrawal with it).
	 *
	 * @param int $id Import id.
	 * @throws Storage_Error When the update fails.
	 */
	public function finish( int $id ): void {
		$this->update(
			$id,
			array(
				'status'             => 'done',
				'phase'              => 'done',
				'pending_withdrawal' => null,
				'lease_until'        => null,
				'finished_at'        => Tables::now(),
			)
		);
	}

	/**
	 * Moves past an object and counts its outcome.
	 *
	 * @param int    $id       Import id.
	 * @param int    $position Next position.
	 * @param string $counter  One of COUNTERS, or '' for none.
	 * @throws Storage_Error When the update fails.
	 */
	public function advance( int $id, int $position, string $counter ): void {
		global $wpdb;
		$table = Tables::name( 'imports' );
		$count = in_array( $counter, self::COUNTERS, true ) ? ", $counter = $counter + 1" : '';
		Storage_Error::check( $wpdb->query( $wpdb->prepare( "UPDATE $table SET position = %d, updated_at = %s $count WHERE id = %d", $position, Tables::now(), $id ) ), 'advance import' );
	}

	/**
	 * Adds to a counter.
	 *
	 * @param int    $id      Import id.
	 * @param string $counter One of COUNTERS.
	 * @param int    $by      Amount.
	 */
	public function add( int $id, string $counter, int $by ): void {
		global $wpdb;
		if ( ! in_array( $counter, self::COUNTERS, true ) || $by < 1 ) {
			return;
		}
		$table = Tables::name( 'imports' );
		$wpdb->query( $wpdb->prepare( "UPDATE $table SET $counter = $counter + %d, updated_at = %s WHERE id = %d", $by, Tables::now(), $id ) );
	}

	/**
	 * Logs an error or warning about an object (or the file: position 0, no reference).
	 *
	 * @param int    $id       Import id.
	 * @param int    $position Object position (1-based; 0 for the file).
	 * @param string $ref      Object number.
	 * @param string $level    error or warning.
	 * @param string $message  Message (translated, plain text).
	 */
	public function log( int $id, int $position, string $ref, string $level, string $message ): void {
		global $wpdb;
		$wpdb->insert(
			Tables::name( 'import_log' ),
			array(
				'import_id'  => $id,
				'position'   => $position,
				'object_ref' => mb_substr( sanitize_text_field( $ref ), 0, 100 ),
				'level'      => 'warning' === $level ? 'warning' : 'error',
				'message'    => mb_substr( sanitize_textarea_field( $message ), 0, 2000 ),
			),
			array( '%d', '%d', '%s', '%s', '%s' )
		);
	}

	/**
	 * Deletes imports (and their logs) that ended before a date; open and held ones stay.
	 *
	 * @param string $before DATETIME (UTC).
	 * @return int Imports deleted.
	 */
	public function delete_finished_before( string $before ): int {
		global $wpdb;
		$imports = Tables::name( 'imports' );
		$log     = Tables::name( 'import_log' );
		$ids     = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT id FROM $imports WHERE status IN ('done','failed') AND finished_at < %s ORDER BY id LIMIT 500", $before ) ) );
		if ( ! $ids ) {
			return 0;
		}
		$in = implode( ',', $ids );
		$wpdb->query( "DELETE FROM $log WHERE import_id IN ($in)" ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- integers.
		$wpdb->query( "DELETE FROM $imports WHERE id IN ($in)" ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- integers.
		return count( $ids );
	}

	/**
	 * Log entries, oldest first.
	 *
	 * @param int $id    Import id.
	 * @param int $limit Most entries.
	 * @return object[]
	 */
	public function log_entries( int $id, int $limit ): array {
		global $wpdb;
		$table = Tables::name( 'import_log' );
		return $wpdb->get_results( $wpdb->prepare( "SELECT position, object_ref, level, message FROM $table WHERE import_id = %d ORDER BY id LIMIT %d", $id, $limit ) );
	}

	/**
	 * Number of log entries per level.
	 *
	 * @param int $id Import id.
	 * @return array{error:int,warning:int}
	 */
	public function log_counts( int $id ): array {
		global $wpdb;
		$table  = Tables::name( 'import_log' );
		$counts = array(
			'error'   => 0,
			'warning' => 0,
		);
		foreach ( $wpdb->get_results( $wpdb->prepare( "SELECT level, COUNT(*) AS n FROM $table WHERE import_id = %d GROUP BY level", $id ) ) as $row ) {
			$counts[ $row->level ] = (int) $row->n;
		}
		return $counts;
	}
}
