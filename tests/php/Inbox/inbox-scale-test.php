<?php
/**
 * The inbox with 100,000 requests: indexes, time per page, export memory.
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

/**
 * One test (the rows are inserted once, inside its transaction): EXPLAIN of the list query per main
 * filter and order, the export's memory, and the measured times (printed, not asserted: the machine
 * decides them).
 */
final class Inbox_Scale_Test extends Inbox_Test_Case {

	private const REQUESTS = 100000;

	private const CONTACTS = 20000;

	/**
	 * Inserts the contacts and requests with multi-row INSERTs of 1,000 rows.
	 */
	private function fill(): void {
		global $wpdb;
		$types   = array( 'lead', 'saved_search', 'expose_inquiry', 'message', 'newsletter' );
		$payload = array(
			'lead'           => wp_json_encode( $this->lead() ),
			'saved_search'   => wp_json_encode( array( 'savedSearch' => array( 'categoryId' => 30225, 'marketingType' => 'buy', 'locations' => array( array( 'locationId' => 11 ) ), 'fields' => array() ) ) ),
			'expose_inquiry' => wp_json_encode( array( 'exposeInquiry' => array( 'objectId' => 7, 'customObjectId' => 'W-1', 'wish' => array( 'anruf' ), 'message' => str_repeat( 'Bitte um Rückruf. ', 10 ) ) ) ),
			'message'        => wp_json_encode( array( 'message' => str_repeat( 'Guten Tag, ich habe eine Frage. ', 10 ) ) ),
			'newsletter'     => '{}',
		);
		$now     = Tables::now();
		for ( $batch = 0; $batch < self::CONTACTS; $batch += 1000 ) {
			$values = array();
			for ( $i = $batch; $i < $batch + 1000; $i++ ) {
				$values[] = $wpdb->prepare( '(%s,%s,%s,%s,%s,%s)', hash( 'sha256', "p$i" ), "person$i@example.de", 'Vorname' . $i, 'Nachname' . $i, $now, $now );
			}
			$wpdb->query( 'INSERT INTO ' . Tables::name( 'contacts' ) . ' (email_hash, email, firstname, lastname, created_at, updated_at) VALUES ' . implode( ',', $values ) ); // phpcs:ignore
		}
		$first = (int) $wpdb->get_var( 'SELECT MIN(id) FROM ' . Tables::name( 'contacts' ) ); // phpcs:ignore
		$start = strtotime( '2024-01-01 00:00:00 UTC' );
		for ( $batch = 0; $batch < self::REQUESTS; $batch += 1000 ) {
			$values = array();
			for ( $i = $batch; $i < $batch + 1000; $i++ ) {
				$type      = $types[ $i % 5 ];
				$confirmed = 0 !== $i % 4;
				$created   = gmdate( 'Y-m-d H:i:s', $start + $i * 600 );
				$values[]  = $wpdb->prepare(
					'(%s,%s,%s,%s,%d,%s,%s,%s,%s)',
					wp_generate_uuid4(),
					wp_generate_uuid4(),
					$type,
					$confirmed ? 'confirmed' : 'pending',
					$first + $i % self::CONTACTS,
					$payload[ $type ],
					$created,
					array( 'new', 'in_progress', 'done' )[ $i % 3 ],
					$confirmed ? $created : 'NULL'
				);
			}
			$sql = 'INSERT INTO ' . Tables::name( 'requests' ) . ' (uuid, submission_id, type, status, contact_id, payload, created_at, workflow, confirmed_at) VALUES ' . implode( ',', $values );
			$wpdb->query( str_replace( "'NULL'", 'NULL', $sql ) ); // phpcs:ignore
		}
	}

	/**
	 * EXPLAIN rows of the list query of a filter.
	 *
	 * @param Request_Filter $filter Filter.
	 * @return object[]
	 */
	private function explain( Request_Filter $filter ): array {
		global $wpdb;
		return $wpdb->get_results( 'EXPLAIN ' . ( new Request_List() )->page_sql( $filter, 20, 0 ) ); // phpcs:ignore
	}

	/**
	 * Milliseconds of a list request through the REST server (median of three).
	 *
	 * @param array<string,mixed> $query Query.
	 */
	private function time_page( array $query ): float {
		$times = array();
		for ( $run = 0; $run < 3; $run++ ) {
			$start    = microtime( true );
			$response = $this->rest( 'GET', '/requests', null, $query );
			$times[]  = ( microtime( true ) - $start ) * 1000;
			$this->assertSame( 200, $response->get_status() );
		}
		sort( $times );
		return $times[1];
	}

	public function test_100000_requests(): void {
		$this->fill();
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

		$plan     = $this->explain( new Request_Filter( search: 'person123' ) );
		$contacts = array_values( array_filter( $plan, static fn ( $row ) => 'c' === $row->table ) )[0];
		$this->assertNotNull( $contacts->key, 'the search uses the contacts\' indexes: ' . wp_json_encode( $plan ) );

		$times = array(
			'page 1, newest first'        => array(),
			'page 500 (offset 49,900)'    => array(
				'page'     => 500,
				'per_page' => 100,
			),
			'page 1000 (offset 99,900)'   => array(
				'page'     => 1000,
				'per_page' => 100,
			),
			'type lead'                   => array( 'type' => 'lead' ),
			'status pending'              => array( 'status' => 'pending' ),
			'workflow done, type message' => array(
				'workflow' => 'done',
				'type'     => 'message',
			),
			'date range one month'        => array(
				'after'  => '2025-01-01T00:00:00Z',
				'before' => '2025-02-01T00:00:00Z',
			),
			'search e-mail prefix'        => array( 'search' => 'person1234' ),
			'search last name prefix'     => array( 'search' => 'Nachname99' ),
			'order by name'               => array( 'orderby' => 'name' ),
			'order by name, type lead'    => array(
				'orderby' => 'name',
				'type'    => 'lead',
			),
			'order by e-mail'             => array( 'orderby' => 'email' ),
			'order by type'               => array( 'orderby' => 'type' ),
			'order by workflow'           => array( 'orderby' => 'workflow' ),
		);
		$this->login( 'editor' );
		$report = array();
		foreach ( $times as $name => $query ) {
			$report[] = sprintf( '%-30s %7.1f ms', $name, $this->time_page( $query + array( 'per_page' => 20 ) ) );
		}

		$start    = microtime( true );
		$total    = ( new Request_List() )->count( new Request_Filter() );
		$report[] = sprintf( '%-30s %7.1f ms', "of which the total ($total)", ( microtime( true ) - $start ) * 1000 );

		// The export streams: memory stays flat for all 100,000 rows.
		$handle = fopen( 'php://temp/maxmemory:0', 'w+' );
		gc_collect_cycles();
		memory_reset_peak_usage();
		$before  = memory_get_usage();
		$start   = microtime( true );
		$written = ( new Inbox_Module( Plugin::instance() ) )->export()->write( new Request_Filter(), $handle );
		$elapsed = microtime( true ) - $start;
		$growth  = memory_get_peak_usage() - $before;
		$this->assertSame( self::REQUESTS, $written );
		$this->assertLessThan( 8 * MB_IN_BYTES, $growth, 'peak memory growth while exporting' );
		$size     = ftell( $handle );
		$report[] = sprintf( 'export of %d rows: %.1f s, %.1f MB file, peak memory +%.1f MB', $written, $elapsed, $size / MB_IN_BYTES, $growth / MB_IN_BYTES );
		fwrite( STDERR, "\nInbox with " . self::REQUESTS . " requests, server time per list page (median of 3):\n  " . implode( "\n  ", $report ) . "\n" ); // phpcs:ignore
	}
}
