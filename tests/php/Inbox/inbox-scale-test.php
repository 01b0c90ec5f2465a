<?php
/**
 * The inbox with 100,000 requests: indexes, pages, export memory.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Inbox;

use ImmoWizards\Inbox\Inbox_Module;
use ImmoWizards\Inbox\Request_Filter;
use ImmoWizards\Plugin;
use ImmoWizards\Storage\Request_List;
use ImmoWizards\Storage\Tables;

require_once __DIR__ . '/class-inbox-test-case.php';
require_once dirname( __DIR__ ) . '/includes/inbox-rows.php';

/**
 * One test (the rows are inserted once, inside its transaction): EXPLAIN of the list query per main
 * filter and order, the same pages whichever way they are read, and the export's memory. No times:
 * the rows of an open transaction are slower to read than committed ones, so `tools/bench.sh inbox`
 * measures them (committed, every list query).
 */
final class Inbox_Scale_Test extends Inbox_Test_Case {

	private const REQUESTS = 100000;

	private const CONTACTS = 20000;

	/**
	 * EXPLAIN rows of the list query of a filter.
	 *
	 * @param Request_Filter $filter Filter.
	 * @param bool           $sort   Whether the filter's rows are sorted (see Request_List::page_sql()).
	 * @return object[]
	 */
	private function explain( Request_Filter $filter, bool $sort = false ): array {
		global $wpdb;
		return $wpdb->get_results( 'EXPLAIN ' . ( new Request_List() )->page_sql( $filter, 20, 0, false, $sort ) ); // phpcs:ignore
	}

	public function test_100000_requests(): void {
		immo_tests_fill_inbox( self::REQUESTS, self::CONTACTS );
		$this->assertSame( self::REQUESTS, $this->count_rows( 'requests' ) );

		// Each main filter and the default order are served by an index; the date order needs no sort.
		$cases = array(
			'default (date desc)' => array( new Request_Filter(), 'created_at' ),
			'date asc'            => array( new Request_Filter( order: 'asc' ), 'created_at' ),
			'type'                => array( new Request_Filter( type: 'lead' ), 'type_created' ),
			'status'              => array( new Request_Filter( status: 'pending' ), 'status_created' ),
			'workflow'            => array( new Request_Filter( workflow: 'done' ), 'workflow_created' ),
			'date range'          => array( new Request_Filter( after: '2025-01-01 00:00:00', before: '2025-02-01 00:00:00' ), null ),
		);
		foreach ( $cases as $name => [ $filter, $key ] ) {
			$plan     = $this->explain( $filter );
			$requests = $plan[0];
			$this->assertNotNull( $requests->key, "$name: " . wp_json_encode( $plan ) );
			if ( null !== $key ) {
				$this->assertSame( $key, $requests->key, $name );
			}
			$this->assertStringNotContainsString( 'filesort', (string) $requests->Extra, "$name: " . wp_json_encode( $plan ) );
			$this->assertCount( 1, $plan, "$name: the contacts are not joined for the ids" );
		}
		// The orders by name and e-mail read the contacts first, in their index's order: no sort of the join.
		foreach ( array( 'name' => 'name_order', 'email' => 'email' ) as $orderby => $key ) {
			foreach ( array( new Request_Filter( orderby: $orderby ), new Request_Filter( type: 'lead', orderby: $orderby, order: 'asc' ) ) as $filter ) {
				$plan = $this->explain( $filter );
				$this->assertSame( array( 'c', 'r' ), array_column( $plan, 'table' ), "order by $orderby: " . wp_json_encode( $plan ) );
				$this->assertSame( $key, $plan[0]->key, "order by $orderby" );
				$this->assertSame( 'contact_id', $plan[1]->key, "order by $orderby" );
				$this->assertStringNotContainsString( 'filesort', $plan[0]->Extra . $plan[1]->Extra, "order by $orderby: " . wp_json_encode( $plan ) );
			}
		}

		// A page in the far half, read backwards, is the page the offset names.
		global $wpdb;
		$list = new Request_List();
		foreach ( array( new Request_Filter(), new Request_Filter( type: 'lead', order: 'asc' ), new Request_Filter( orderby: 'workflow' ) ) as $filter ) {
			$last     = (int) ceil( $list->count( $filter ) / 30 );
			$forward  = array_map( 'intval', $wpdb->get_col( $list->page_sql( $filter, 30, ( $last - 1 ) * 30 ) ) ); // phpcs:ignore
			$backward = array_map( 'intval', array_column( $list->page( $filter, $last, 30 )[0], 'id' ) );
			$this->assertNotEmpty( $forward );
			$this->assertSame( $forward, $backward, 'far page of ' . wp_json_encode( $filter ) );
		}

		// A narrow search finds its contacts through their indexes; a broad one walks the date order.
		$plan     = $this->explain( new Request_Filter( search: 'person123' ), true );
		$contacts = array_values( array_filter( $plan, static fn ( $row ) => 'c' === $row->table ) )[0];
		$this->assertNotNull( $contacts->key, 'the search uses the contacts\' indexes: ' . wp_json_encode( $plan ) );
		$plan = $this->explain( new Request_Filter( search: 'person1' ) );
		$this->assertSame( array( 'r', 'c' ), array_column( $plan, 'table' ), wp_json_encode( $plan ) );
		$this->assertSame( 'created_at', $plan[0]->key, wp_json_encode( $plan ) );
		$this->assertStringNotContainsString( 'filesort', $plan[0]->Extra . $plan[1]->Extra, wp_json_encode( $plan ) );

		// A narrow filter in the contacts' order is sorted from the filter's index, not found by
		// walking every contact; either way, and as the list chooses, a page holds the same rows.
		$narrow = new Request_Filter( type: 'lead', status: 'pending', workflow: 'new', orderby: 'email' );
		$plan   = $this->explain( $narrow, true );
		$this->assertSame( array( 'r', 'c' ), array_column( $plan, 'table' ), wp_json_encode( $plan ) );
		$this->assertNotNull( $plan[0]->key, wp_json_encode( $plan ) );
		$this->assertSame( 'PRIMARY', $plan[1]->key, wp_json_encode( $plan ) );
		$filters = array( $narrow, new Request_Filter( type: 'lead', orderby: 'name', order: 'asc' ), new Request_Filter( search: 'person12', orderby: 'name' ), new Request_Filter( search: 'person12' ), new Request_Filter( search: 'Nachname1', type: 'message', order: 'asc' ) );
		foreach ( $filters as $filter ) {
			foreach ( array( 1, 40 ) as $page ) {
				$walked = array_map( 'intval', $wpdb->get_col( $list->page_sql( $filter, 25, ( $page - 1 ) * 25 ) ) ); // phpcs:ignore
				$sorted = array_map( 'intval', $wpdb->get_col( $list->page_sql( $filter, 25, ( $page - 1 ) * 25, false, true ) ) ); // phpcs:ignore
				$listed = array_map( 'intval', array_column( $list->page( $filter, $page, 25 )[0], 'id' ) );
				$this->assertNotEmpty( $walked, 'page ' . $page . ' of ' . wp_json_encode( $filter ) );
				$this->assertSame( $walked, $sorted, 'page ' . $page . ' of ' . wp_json_encode( $filter ) );
				$this->assertSame( $walked, $listed, 'page ' . $page . ' of ' . wp_json_encode( $filter ) );
			}
		}

		// The export streams: memory stays flat for all 100,000 rows.
		$handle = fopen( 'php://temp/maxmemory:0', 'w+' );
		gc_collect_cycles();
		memory_reset_peak_usage();
		$before  = memory_get_usage();
		$written = ( new Inbox_Module( Plugin::instance() ) )->export()->write( new Request_Filter(), $handle );
		$growth  = memory_get_peak_usage() - $before;
		$this->assertSame( self::REQUESTS, $written );
		$this->assertLessThan( 8 * MB_IN_BYTES, $growth, 'peak memory growth while exporting' );
	}
}
