<?php
/**
 * The report's queries at 5 years × 7 screens × 10 steps × 100 sources.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Analytics;

use ImmoWizards\Analytics\Counter_Repository;
use ImmoWizards\Analytics\Funnel_Report;
use ImmoWizards\Analytics\Source_Repository;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Tests\Test_Case;

/**
 * One test (the rows are inserted once, inside its transaction, from MariaDB's sequence tables):
 * every day of 5 years, 7 screens, 10 steps with `reached` and `completed`, 100 sources, each
 * (day, screen, step) row under one of the sources in turn, and the screens' own events (`view`,
 * `submitted`, `confirmed`) under 10 sources a day. EXPLAIN of each report query reads a month
 * along the primary key, not the table; the report of a month is the sum of its rows.
 */
final class Funnel_Scale_Test extends Test_Case {

	private const DAYS = 5 * 365;

	/**
	 * EXPLAIN of a query.
	 *
	 * @param string $sql Query.
	 * @return object[]
	 */
	private static function explain( string $sql ): array {
		global $wpdb;
		return $wpdb->get_results( 'EXPLAIN ' . $sql ); // phpcs:ignore
	}

	/**
	 * Fills the counters: step rows and screen rows for every day.
	 */
	private static function fill(): void {
		global $wpdb;
		$counts  = Tables::name( 'funnel_counts' );
		$sources = Tables::name( 'funnel_sources' );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$wpdb->query( "INSERT INTO $sources (id, source_key, post_id, embed_origin, utm_source, utm_campaign, created_on) SELECT seq, SHA2(seq, 256), seq, '', CONCAT('quelle', seq % 7), CONCAT('kampagne', seq), '2021-01-01' FROM seq_1_to_100" );
		$wpdb->query(
			"INSERT INTO $counts (day, screen, step, event, source_id, hits)
			SELECT '2021-01-01' + INTERVAL d.seq DAY, CONCAT('screen', s.seq), CONCAT('step', st.seq), e.event, 1 + (d.seq * 7 + s.seq * 10 + st.seq) % 100, 1 + st.seq
			FROM seq_0_to_1824 d, seq_0_to_6 s, seq_0_to_9 st, (SELECT 'reached' AS event UNION ALL SELECT 'completed') e"
		);
		$wpdb->query(
			"INSERT INTO $counts (day, screen, step, event, source_id, hits)
			SELECT '2021-01-01' + INTERVAL d.seq DAY, CONCAT('screen', s.seq), '', e.event, 1 + (d.seq + src.seq * 10) % 100, e.hits
			FROM seq_0_to_1824 d, seq_0_to_6 s, seq_0_to_9 src, (SELECT 'view' AS event, 20 AS hits UNION ALL SELECT 'submitted', 2 UNION ALL SELECT 'confirmed', 1) e"
		);
		// phpcs:enable
	}

	public function test_the_report_reads_a_range_of_days_along_the_primary_key(): void {
		self::fill();
		$rows = self::DAYS * 7 * ( 10 * 2 + 10 * 3 );
		$this->assertSame( $rows, $this->count_rows( 'funnel_counts' ) );

		$counters = new Counter_Repository();
		[ $from, $to ] = array( '2025-06-01', '2025-06-30' );
		$queries       = array(
			'totals'    => $counters->totals_sql( $from, $to ),
			'daily'     => $counters->daily_sql( $from, $to, array( 'submitted', 'confirmed' ) ),
			'by source' => $counters->by_source_sql( $from, $to, array( 'view', 'submitted', 'confirmed' ) ),
		);
		foreach ( $queries as $name => $sql ) {
			$plan = self::explain( $sql );
			$this->assertCount( 1, $plan, $name );
			$this->assertSame( 'PRIMARY', $plan[0]->key, "$name: " . wp_json_encode( $plan ) );
			$this->assertSame( 'range', $plan[0]->type, "$name: " . wp_json_encode( $plan ) );
			// A month is 1/60 of the rows: the estimate stays far below the table.
			$this->assertLessThan( $rows / 20, (int) $plan[0]->rows, "$name: " . wp_json_encode( $plan ) );
		}

		// The fold's read of a day's campaign values starts at that day in the primary key.
		global $wpdb;
		$day_plan = self::explain(
			$wpdb->prepare( 'SELECT s.utm_campaign, SUM(c.hits) FROM ' . Tables::name( 'funnel_counts' ) . ' c JOIN ' . Tables::name( 'funnel_sources' ) . ' s ON s.id = c.source_id WHERE c.day = %s GROUP BY s.utm_campaign', '2025-06-01' ) // phpcs:ignore
		);
		$counts   = array_values( array_filter( $day_plan, static fn ( $row ) => 'c' === $row->table ) )[0];
		$this->assertSame( 'PRIMARY', $counts->key, wp_json_encode( $day_plan ) );

		// The report of the month: the sums of the rows above, the previous month beside it.
		$report = ( new Funnel_Report( $counters, new Source_Repository() ) )->build( $from, $to );
		$this->assertCount( 30, $report['daily'] );
		$this->assertSame( array( 'day' => '2025-06-01', 'submitted' => 7 * 10 * 2, 'confirmed' => 7 * 10 ), $report['daily'][0] );
		$this->assertSame( array( 'from' => '2025-05-02', 'to' => '2025-05-31' ), $report['previous'] );
		$this->assertCount( 100, $report['sources'] );
		$this->assertSame( 30 * 7 * 10 * 2, array_sum( array_column( $report['sources'], 'submitted' ) ) );
	}
}
