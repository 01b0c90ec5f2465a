<?php
/**
 * The funnel's clean-up and the tables holding nothing personal.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Analytics;

use ImmoWizards\Analytics\Batch_Repository;
use ImmoWizards\Analytics\Counter_Repository;
use ImmoWizards\Analytics\Funnel_Maintenance;
use ImmoWizards\Analytics\Funnel_Schema;
use ImmoWizards\Analytics\Funnel_Source;
use ImmoWizards\Analytics\Pending_Repository;
use ImmoWizards\Analytics\Source_Repository;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Wiring\Jobs;

require_once __DIR__ . '/class-funnel-test-case.php';

/**
 * Counters older than the setting (25 months) go with the hourly retention job, and with them the
 * sources nothing refers to; expired batch ids and the links of requests never confirmed go too.
 */
final class Funnel_Retention_Test extends Funnel_Test_Case {

	/**
	 * Adds one counter row per day.
	 *
	 * @param string[] $days Days.
	 */
	private static function counters_on( array $days ): void {
		$sources = new Source_Repository();
		$rows    = array();
		foreach ( $days as $day ) {
			$rows[] = array( $day, 'lead-wizard', '', 'view', $sources->id_for( new Funnel_Source( 0, '', 'quelle-' . $day ), $day ), 1 );
		}
		( new Counter_Repository() )->add( $rows );
	}

	/**
	 * The clean-up as of a day.
	 *
	 * @param string $today Y-m-d.
	 */
	private static function maintenance( string $today ): Funnel_Maintenance {
		return new Funnel_Maintenance( Settings::instance(), new Counter_Repository(), new Source_Repository(), new Pending_Repository(), new Batch_Repository(), static fn () => $today );
	}

	public function test_counters_older_than_25_months_are_removed(): void {
		self::counters_on( array( '2024-01-31', '2024-02-01', '2024-02-02', '2026-02-28' ) );
		$this->assertSame( 1, self::maintenance( '2026-03-01' )->run() );
		$this->assertSame( array( '2024-02-01', '2024-02-02', '2026-02-28' ), array_column( $this->rows( 'funnel_counts' ), 'day' ) );
		// The removed day's source went with it; the others stay.
		$this->assertSame( 3, $this->count_rows( 'funnel_sources' ) );
		$this->assertSame( 0, $this->count_rows( 'funnel_sources', "utm_source = 'quelle-2024-01-31'" ) );
	}

	public function test_the_months_are_a_setting(): void {
		Settings::instance()->update( array( 'funnel_retention_months' => 1 ) );
		self::counters_on( array( '2026-01-31', '2026-02-01' ) );
		self::maintenance( '2026-03-01' )->run();
		$this->assertSame( array( '2026-02-01' ), array_column( $this->rows( 'funnel_counts' ), 'day' ) );
	}

	public function test_the_retention_job_runs_the_clean_up(): void {
		self::counters_on( array( '2001-01-01', wp_date( 'Y-m-d' ) ) );
		do_action( Jobs::HOOK, 'retention' );
		$this->assertSame( array( wp_date( 'Y-m-d' ) ), array_column( $this->rows( 'funnel_counts' ), 'day' ) );
	}

	public function test_expired_batch_ids_and_links_of_unconfirmed_requests_go(): void {
		$batches = new Batch_Repository();
		$this->assertTrue( $batches->claim( str_repeat( 'a', 32 ), Tables::now( -60 ) ) );
		$this->assertTrue( $batches->claim( str_repeat( 'b', 32 ), Tables::now( 3600 ) ) );
		$this->assertFalse( $batches->claim( str_repeat( 'b', 32 ), Tables::now( 3600 ) ) );
		$pending = new Pending_Repository();
		$source  = ( new Source_Repository() )->id_for( new Funnel_Source(), wp_date( 'Y-m-d' ) );
		$pending->add( 1, 'lead-wizard', $source );
		$pending->add( 2, 'lead-wizard', $source );
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Tables::name( 'funnel_pending' ) . ' SET created_at = %s WHERE request_id = 1', Tables::now( -( Settings::instance()->retention_days() + 2 ) * DAY_IN_SECONDS ) ) ); // phpcs:ignore

		self::maintenance( wp_date( 'Y-m-d' ) )->run();

		$this->assertSame( array( str_repeat( 'b', 32 ) ), array_column( $this->rows( 'funnel_batches' ), 'batch_id' ) );
		$this->assertSame( array( '2' ), array_column( $this->rows( 'funnel_pending' ), 'request_id' ) );
	}

	public function test_the_tables_hold_nothing_that_names_a_visitor(): void {
		global $wpdb;
		$columns = array();
		foreach ( Funnel_Schema::TABLES as $table ) {
			$columns[ $table ] = $wpdb->get_col( 'SHOW COLUMNS FROM ' . Tables::name( $table ) ); // phpcs:ignore
		}
		// Exactly these columns: a new one has to be added here, on purpose.
		$this->assertSame(
			array(
				'funnel_counts'  => array( 'day', 'screen', 'step', 'event', 'source_id', 'hits' ),
				'funnel_sources' => array( 'id', 'source_key', 'post_id', 'embed_origin', 'utm_source', 'utm_campaign', 'created_on' ),
				// The link of a stored request to where it was sent from, until its confirmation (above).
				'funnel_pending' => array( 'request_id', 'screen', 'source_id', 'created_at' ),
				'funnel_batches' => array( 'batch_id', 'expires_at' ),
			),
			$columns
		);
		$forbidden = '/ip|addr|agent|cookie|session|user|mail|contact|uuid|visitor|fingerprint|referr/i';
		foreach ( $columns as $table => $names ) {
			$this->assertSame( array(), preg_grep( $forbidden, $names ), $table );
		}
		// The counters refer to nothing but their source; no time finer than the day.
		$this->assertSame( 'date', $wpdb->get_row( 'SHOW COLUMNS FROM ' . Tables::name( 'funnel_counts' ) . " LIKE 'day'" )->Type ); // phpcs:ignore
	}

	public function test_a_beacon_stores_no_address_agent_or_cookie(): void {
		$_SERVER['HTTP_USER_AGENT'] = 'Mozilla/5.0 (Test) Unverwechselbar/1.0';
		$_COOKIE['tracking']        = 'cookie-value-123';
		$this->assertSame(
			204,
			$this->beacon(
				array(
					array(
						'screen' => 'lead-wizard',
						'event'  => 'view',
					),
				)
			)->get_status()
		);
		unset( $_SERVER['HTTP_USER_AGENT'], $_COOKIE['tracking'] );
		$stored = wp_json_encode( array_map( fn ( $table ) => $this->rows( $table ), array( 'funnel_counts', 'funnel_sources', 'funnel_batches' ) ) );
		$ip     = (string) $_SERVER['REMOTE_ADDR']; // phpcs:ignore
		foreach ( array( $ip, 'Unverwechselbar', 'cookie-value-123' ) as $needle ) {
			$this->assertStringNotContainsString( $needle, (string) $stored );
		}
	}
}
