<?php
/**
 * GET /funnel/report: who may read it, which ranges, what it answers.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Analytics;

use ImmoWizards\Analytics\Counter_Repository;
use ImmoWizards\Analytics\Funnel_Source;
use ImmoWizards\Analytics\Source_Repository;

require_once __DIR__ . '/class-funnel-test-case.php';

/**
 * The inbox's users read the counters of a range beside the period before it; anyone else gets a
 * 401/403; a range that is no range gets a 400.
 */
final class Report_Route_Test extends Funnel_Test_Case {

	/**
	 * Adds counters on a day under a source.
	 *
	 * @param string            $day    Y-m-d.
	 * @param Funnel_Source     $source Source.
	 * @param array<string,int> $hits   "screen|step|event" => hits.
	 */
	private static function count_on( string $day, Funnel_Source $source, array $hits ): void {
		$id   = ( new Source_Repository() )->id_for( $source, $day );
		$rows = array();
		foreach ( $hits as $key => $count ) {
			$rows[] = array_merge( array( $day ), explode( '|', $key ), array( $id, $count ) );
		}
		( new Counter_Repository() )->add( $rows );
	}

	public function test_the_report_of_a_range_beside_the_period_before(): void {
		$page = self::page();
		self::count_on(
			'2026-03-05',
			new Funnel_Source( $page, '', 'newsletter' ),
			array(
				'lead-wizard||view'              => 10,
				'lead-wizard|category|reached'   => 8,
				'lead-wizard|category|completed' => 6,
				'lead-wizard|address|reached'    => 6,
				'lead-wizard||submitted'         => 4,
				'lead-wizard||confirmed'         => 3,
			)
		);
		self::count_on( '2026-03-07', new Funnel_Source( 0, 'https://makler-beispiel.de' ), array( 'lead-wizard||view' => 5, 'lead-wizard||submitted' => 1 ) );
		// The period before (7 days right before the range) and a day after the range.
		self::count_on( '2026-02-28', new Funnel_Source(), array( 'lead-wizard||view' => 7, 'lead-wizard||submitted' => 2 ) );
		self::count_on( '2026-03-08', new Funnel_Source(), array( 'lead-wizard||view' => 100 ) );

		$this->login( 'editor' );
		$response = $this->rest( 'GET', '/funnel/report', null, array( 'from' => '2026-03-01', 'to' => '2026-03-07' ) );
		$this->assertSame( 200, $response->get_status() );
		$report = $this->json( $response );

		$this->assertSame( array( 'from' => '2026-02-22', 'to' => '2026-02-28' ), $report['previous'] );
		$lead = array_values( array_filter( $report['screens'], static fn ( $screen ) => 'lead-wizard' === $screen['screen'] ) )[0];
		$this->assertSame( array( 'category', 'address', 'details', 'contact' ), $lead['steps'] );
		$this->assertSame( 15, $lead['current']['view'] );
		$this->assertSame( 8, $lead['current']['reached:category'] );
		$this->assertSame( 6, $lead['current']['completed:category'] );
		$this->assertSame( 5, $lead['current']['submitted'] );
		$this->assertSame( 3, $lead['current']['confirmed'] );
		$this->assertEquals( array( 'view' => 7, 'submitted' => 2 ), $lead['previous'] );
		$this->assertCount( 7, $report['screens'] );
		$this->assertCount( 7, $report['daily'] );
		$this->assertSame( array( 'day' => '2026-03-05', 'submitted' => 4, 'confirmed' => 3 ), $report['daily'][4] );
		$this->assertSame(
			array(
				array( $page, 'Immobilie bewerten', '', 'newsletter', 10, 4, 3 ),
				array( 0, '', 'https://makler-beispiel.de', '', 5, 1, 0 ),
			),
			array_map( static fn ( $row ) => array( $row['post'], $row['title'], $row['origin'], $row['utmSource'], $row['views'], $row['submitted'], $row['confirmed'] ), $report['sources'] )
		);
	}

	public function test_only_the_inbox_users_read_it(): void {
		$range = array(
			'from' => '2026-03-01',
			'to'   => '2026-03-07',
		);
		$this->assertSame( 401, $this->rest( 'GET', '/funnel/report', null, $range )->get_status() );
		$this->login( 'subscriber' );
		$this->assertSame( 403, $this->rest( 'GET', '/funnel/report', null, $range )->get_status() );
		$this->login( 'administrator' );
		$this->assertSame( 200, $this->rest( 'GET', '/funnel/report', null, $range )->get_status() );
	}

	/**
	 * Ranges that are none.
	 *
	 * @return array<string, array{0: array<string,mixed>}>
	 */
	public static function bad_ranges(): array {
		return array(
			'no range'          => array( array() ),
			'end before start'  => array( array( 'from' => '2026-03-07', 'to' => '2026-03-01' ) ),
			'no calendar day'   => array( array( 'from' => '2026-02-30', 'to' => '2026-03-01' ) ),
			'not a date'        => array( array( 'from' => 'gestern', 'to' => '2026-03-01' ) ),
			'SQL in the date'   => array( array( 'from' => "2026-03-01' OR '1'='1", 'to' => '2026-03-01' ) ),
			'date as an array'  => array( array( 'from' => array( '2026-03-01' ), 'to' => '2026-03-01' ) ),
			'more than 800days' => array( array( 'from' => '2020-01-01', 'to' => '2026-03-01' ) ),
		);
	}

	/**
	 * A clear 400.
	 *
	 * @dataProvider bad_ranges
	 * @param array<string,mixed> $query Query.
	 */
	public function test_bad_ranges_are_refused( array $query ): void {
		$this->login( 'editor' );
		$this->assertSame( 400, $this->rest( 'GET', '/funnel/report', null, $query )->get_status() );
	}
}
