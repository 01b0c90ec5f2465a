<?php
/**
 * The funnel's counters.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Analytics;

use ImmoWizards\Errors\Storage_Error;
use ImmoWizards\Storage\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * One row per (day, screen, step, event, source): counting is one upsert of the rows a batch
 * touches; the reports sum a range of days read along the primary key.
 */
final class Counter_Repository {
	// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- the table name is ours; values are prepared, one placeholder per event.

	/**
	 * Adds hits: one statement for all rows.
	 *
	 * @param array<int, array{0:string,1:string,2:string,3:string,4:int,5:int}> $rows [day, screen, step, event, source id, hits].
	 * @throws Storage_Error When the database fails.
	 */
	public function add( array $rows ): void {
		global $wpdb;
		if ( ! $rows ) {
			return;
		}
		$values = array();
		foreach ( $rows as [ $day, $screen, $step, $event, $source, $hits ] ) {
			$values[] = $wpdb->prepare( '(%s,%s,%s,%s,%d,%d)', $day, $screen, $step, $event, $source, $hits );
		}
		$table = self::table();
		// One row: a plain increment (what the SQLite drop-in of the smoke test reads); more: VALUES().
		$update = 1 === count( $rows ) ? 'hits + ' . (int) $rows[0][5] : 'hits + VALUES(hits)';
		$result = $wpdb->query( "INSERT INTO $table (day, screen, step, event, source_id, hits) VALUES " . implode( ',', $values ) . " ON DUPLICATE KEY UPDATE hits = $update" );
		Storage_Error::check( $result, 'count funnel events' );
	}

	/**
	 * Deletes up to $limit rows of days before $day.
	 *
	 * @param string $day   Y-m-d.
	 * @param int    $limit Rows.
	 * @return int Rows deleted.
	 */
	public function delete_before( string $day, int $limit ): int {
		global $wpdb;
		$table = self::table();
		return (int) $wpdb->query( $wpdb->prepare( "DELETE FROM $table WHERE day < %s LIMIT %d", $day, $limit ) );
	}

	/**
	 * Hits per screen, step and event of a range of days.
	 *
	 * @param string $from First day (Y-m-d).
	 * @param string $to   Last day.
	 * @return object[] Rows {screen, step, event, hits}.
	 */
	public function totals( string $from, string $to ): array {
		global $wpdb;
		return (array) $wpdb->get_results( $this->totals_sql( $from, $to ) );
	}

	/**
	 * The query of totals() (EXPLAIN in the scale test).
	 *
	 * @param string $from First day.
	 * @param string $to   Last day.
	 */
	public function totals_sql( string $from, string $to ): string {
		global $wpdb;
		$table = self::table();
		return $wpdb->prepare( "SELECT screen, step, event, SUM(hits) AS hits FROM $table WHERE day BETWEEN %s AND %s GROUP BY screen, step, event", $from, $to );
	}

	/**
	 * Hits of some of the screens' own events (step '') per day and screen.
	 *
	 * @param string   $from   First day.
	 * @param string   $to     Last day.
	 * @param string[] $events Events.
	 * @return object[] Rows {day, screen, event, hits}.
	 */
	public function daily( string $from, string $to, array $events ): array {
		global $wpdb;
		return (array) $wpdb->get_results( $this->daily_sql( $from, $to, $events ) );
	}

	/**
	 * The query of daily().
	 *
	 * @param string   $from   First day.
	 * @param string   $to     Last day.
	 * @param string[] $events Events.
	 */
	public function daily_sql( string $from, string $to, array $events ): string {
		global $wpdb;
		$table = self::table();
		return $wpdb->prepare( "SELECT day, screen, event, SUM(hits) AS hits FROM $table WHERE day BETWEEN %s AND %s AND step = '' AND event IN (" . self::placeholders( $events ) . ') GROUP BY day, screen, event', $from, $to, ...$events );
	}

	/**
	 * Hits of some of the screens' own events per source.
	 *
	 * @param string   $from   First day.
	 * @param string   $to     Last day.
	 * @param string[] $events Events.
	 * @return object[] Rows {source_id, event, hits}.
	 */
	public function by_source( string $from, string $to, array $events ): array {
		global $wpdb;
		return (array) $wpdb->get_results( $this->by_source_sql( $from, $to, $events ) );
	}

	/**
	 * The query of by_source().
	 *
	 * @param string   $from   First day.
	 * @param string   $to     Last day.
	 * @param string[] $events Events.
	 */
	public function by_source_sql( string $from, string $to, array $events ): string {
		global $wpdb;
		$table = self::table();
		return $wpdb->prepare( "SELECT source_id, event, SUM(hits) AS hits FROM $table WHERE day BETWEEN %s AND %s AND step = '' AND event IN (" . self::placeholders( $events ) . ') GROUP BY source_id, event', $from, $to, ...$events );
	}

	/**
	 * Moves a day's hits from one source to another (the day's rare campaign values fold into one).
	 *
	 * @param string $day  Y-m-d.
	 * @param int    $from Source id.
	 * @param int    $to   Source id.
	 * @throws Storage_Error When the database fails.
	 */
	public function move( string $day, int $from, int $to ): void {
		global $wpdb;
		$table  = self::table();
		$result = $wpdb->query( $wpdb->prepare( "INSERT INTO $table (day, screen, step, event, source_id, hits) SELECT c.day, c.screen, c.step, c.event, %d, c.hits FROM $table AS c WHERE c.day = %s AND c.source_id = %d ON DUPLICATE KEY UPDATE hits = $table.hits + VALUES(hits)", $to, $day, $from ) );
		Storage_Error::check( $result, 'fold funnel source' );
		Storage_Error::check( $wpdb->query( $wpdb->prepare( "DELETE FROM $table WHERE day = %s AND source_id = %d", $day, $from ) ), 'fold funnel source' );
	}

	/**
	 * The first day with counters, or null.
	 */
	public function first_day(): ?string {
		global $wpdb;
		$table = self::table();
		$day   = $wpdb->get_var( "SELECT MIN(day) FROM $table" );
		return is_string( $day ) ? $day : null;
	}

	/**
	 * `%s,%s,…` for a list.
	 *
	 * @param array<int,mixed> $values Values.
	 */
	private static function placeholders( array $values ): string {
		return implode( ',', array_fill( 0, max( 1, count( $values ) ), '%s' ) );
	}

	/**
	 * The table.
	 */
	private static function table(): string {
		return Tables::name( 'funnel_counts' );
	}
}
