<?php
/**
 * Rate limiter.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Security;

use ImmoWizards\Errors\Rate_Limited;
use ImmoWizards\Plugin;
use ImmoWizards\Security\Rate_Limiter;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Storage\Rate_Limit_Repository;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Tests\Fake_Photon;
use ImmoWizards\Tests\Lead_Payloads;
use ImmoWizards\Tests\Test_Case;

/**
 * Counters in the database, per bucket, filterable.
 */
final class Rate_Limiter_Test extends Test_Case {

	use Lead_Payloads;

	public function test_limit_per_bucket(): void {
		$limiter = Plugin::instance()->rate_limiter();
		$this->assertTrue( $limiter->hit( 'test:a', 2, 60 ) );
		$this->assertTrue( $limiter->hit( 'test:a', 2, 60 ) );
		$this->assertFalse( $limiter->hit( 'test:a', 2, 60 ) );
		$this->assertTrue( $limiter->hit( 'test:b', 2, 60 ) );
		$this->assertSame( 2, $this->count_rows( 'rate_limits' ) );
		$this->assertStringNotContainsString( 'test:a', wp_json_encode( $this->rows( 'rate_limits' ) ), 'buckets are hashed' );
	}

	public function test_filter_changes_limit(): void {
		add_filter( 'immo_wizards_rate_limit', static fn ( $limit, $kind ) => 'test' === $kind ? 0 : $limit, 10, 2 );
		$this->assertFalse( Plugin::instance()->rate_limiter()->hit( 'test:x', 100, 60 ) );
	}

	public function test_client_ip(): void {
		$_SERVER['REMOTE_ADDR'] = '203.0.113.9';
		$this->assertSame( '203.0.113.9', Rate_Limiter::client_ip() );
		$_SERVER['REMOTE_ADDR'] = "1.2.3.4'; DROP TABLE x";
		$this->assertSame( 'unknown', Rate_Limiter::client_ip() );
		add_filter( 'immo_wizards_client_ip', static fn () => '2001:db8::1' );
		$this->assertSame( '2001:db8::1', Rate_Limiter::client_ip() );
	}

	public function test_clean_up_removes_old_windows(): void {
		global $wpdb;
		$limiter = Plugin::instance()->rate_limiter();
		$limiter->hit( 'test:old', 5, 60 );
		$wpdb->query( 'UPDATE ' . \ImmoWizards\Storage\Tables::name( 'rate_limits' ) . ' SET window_start = 1000' ); // phpcs:ignore
		$limiter->hit( 'test:new', 5, 60 );
		$limiter->clean_up();
		$this->assertSame( 1, $this->count_rows( 'rate_limits' ) );
	}

	public function test_ipv6_counts_per_64(): void {
		$this->assertSame( '2001:db8:1:2::/64', Rate_Limiter::network( '2001:db8:1:2:aaaa:bbbb:cccc:dddd' ) );
		$this->assertSame( Rate_Limiter::network( '2001:db8:1:2::1' ), Rate_Limiter::network( '2001:0DB8:0001:0002:ffff::9' ) );
		$this->assertNotSame( Rate_Limiter::network( '2001:db8:1:2::1' ), Rate_Limiter::network( '2001:db8:1:3::1' ) );
		$this->assertSame( '203.0.113.5', Rate_Limiter::network( '203.0.113.5' ) );
		$this->assertSame( '203.0.113.5', Rate_Limiter::network( '::ffff:203.0.113.5' ) );
		$this->assertSame( 'unknown', Rate_Limiter::network( 'unknown' ) );
		$_SERVER['REMOTE_ADDR'] = '2001:db8:7:7::42';
		$this->assertSame( 'submit_ip:2001:db8:7:7::/64', Rate_Limiter::ip_bucket( 'submit_ip' ) );
	}

	public function test_email_subject_ignores_plus_tags_and_case(): void {
		$this->assertSame( 'anna@example.de', Rate_Limiter::email_subject( 'Anna+News@Example.de' ) );
		$this->assertSame( 'anna@example.de', Rate_Limiter::email_subject( 'anna+a+b@example.de' ) );
		$this->assertSame( 'anna@example.de', Rate_Limiter::email_subject( 'anna@example.de' ) );
		$this->assertSame( '+x@example.de', Rate_Limiter::email_subject( '+x@example.de' ) );
	}

	public function test_submits_from_one_ipv6_64_share_a_bucket(): void {
		add_filter( 'immo_wizards_rate_limit', static fn ( $limit, $kind ) => 'submit_ip' === $kind ? 2 : $limit, 10, 2 );
		$codes = array();
		foreach ( array( '2001:db8:5:5::1', '2001:db8:5:5::2', '2001:db8:5:5:ffff::3' ) as $i => $ip ) {
			$_SERVER['REMOTE_ADDR'] = $ip;
			$codes[]                = $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => "v6-$i@example.de" ) ) ) )->get_status();
		}
		$_SERVER['REMOTE_ADDR'] = '2001:db8:5:6::1';
		$codes[]                = $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => 'v6-other@example.de' ) ) ) )->get_status();
		$this->assertSame( array( 201, 201, 429, 201 ), $codes );
	}

	public function test_plus_tags_share_the_email_bucket(): void {
		add_filter( 'immo_wizards_rate_limit', static fn ( $limit, $kind ) => 'submit_email' === $kind ? 1 : $limit, 10, 2 );
		$first  = $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => 'victim+1@example.de' ) ) ) );
		$second = $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => 'Victim+2@example.de' ) ) ) );
		$this->assertSame( array( 201, 429 ), array( $first->get_status(), $second->get_status() ) );
	}

	public function test_replay_is_answered_before_rate_limits_count(): void {
		add_filter( 'immo_wizards_rate_limit', static fn ( $limit, $kind ) => in_array( $kind, array( 'submit_ip', 'submit_email' ), true ) ? 1 : $limit, 10, 2 );
		$body   = $this->lead_body();
		$first  = $this->rest( 'POST', '/wizard/lead', $body );
		$replay = $this->rest( 'POST', '/wizard/lead', $body );
		$again  = $this->rest( 'POST', '/wizard/lead', $body );
		$this->assertSame( array( 201, 200, 200 ), array( $first->get_status(), $replay->get_status(), $again->get_status() ) );
		$this->assertSame( $this->json( $first ), $this->json( $replay ) );
		$this->assertSame( 429, $this->rest( 'POST', '/wizard/lead', $this->lead_body() )->get_status(), 'a new submit is still limited' );
		$this->assertSame( 1, $this->count_rows( 'requests' ) );
	}

	/**
	 * A limiter on the real counters with the given clock.
	 *
	 * @param int $now Unix time it reads.
	 */
	private static function limiter_at( int &$now ): Rate_Limiter {
		return new Rate_Limiter( new Rate_Limit_Repository(), static function () use ( &$now ) {
			return $now;
		} );
	}

	public function test_sliding_estimate_weighs_the_previous_window(): void {
		$now     = 1800000000 + 50; // 50 s into a minute window.
		$limiter = self::limiter_at( $now );
		foreach ( range( 1, 10 ) as $i ) {
			$this->assertTrue( $limiter->hit( 'test:slide', 10, 60 ), "hit $i" );
		}
		// 5 s into the next window 55/60 of the last window still overlaps the last minute:
		// 10 × 0.917 + 1 > 10. A fixed window would start again at 1 here.
		$now += 15;
		$this->assertFalse( $limiter->hit( 'test:slide', 10, 60 ), 'a burst at a window edge is not let through twice' );
		// 55 s into it 5/60 overlaps: 10 × 0.083 + 2 (the refused hit counts too) + 1.
		$now += 50;
		$this->assertTrue( $limiter->hit( 'test:slide', 10, 60 ) );
		// Two windows later the old window no longer counts.
		$now += 120;
		foreach ( range( 1, 10 ) as $i ) {
			$this->assertTrue( $limiter->hit( 'test:slide', 10, 60 ), "later hit $i" );
		}
		$this->assertFalse( $limiter->hit( 'test:slide', 10, 60 ) );
	}

	/**
	 * Makes the database fail for queries on the counter table that match $pattern.
	 *
	 * @param string $pattern Regular expression on the SQL.
	 */
	private function break_counter_queries( string $pattern ): void {
		global $wpdb;
		$wpdb->suppress_errors( true );
		ini_set( 'error_log', '/dev/null' ); // phpcs:ignore WordPress.PHP.IniSet.Risky
		add_filter(
			'query',
			static function ( $sql ) use ( $pattern ) {
				return str_contains( $sql, Tables::name( 'rate_limits' ) ) && preg_match( $pattern, $sql ) ? $sql . ' AND no_such_column = 1' : $sql;
			}
		);
	}

	/**
	 * Restores error output.
	 */
	protected function tearDown(): void {
		global $wpdb;
		$wpdb->suppress_errors( false );
		ini_restore( 'error_log' );
		parent::tearDown();
	}

	/**
	 * @dataProvider failing_query_provider
	 *
	 * @param string $pattern Which query fails.
	 */
	public function test_a_failed_count_fails_closed( string $pattern ): void {
		$this->break_counter_queries( $pattern );
		$limiter = Plugin::instance()->rate_limiter();
		$this->assertFalse( $limiter->hit( 'test:broken', 100, 60 ) );
		$this->expectException( Rate_Limited::class );
		$limiter->enforce_policy( Rate_Limiter::ip_bucket( 'geocoder_ip' ) );
	}

	public function failing_query_provider(): array {
		return array(
			'increment fails' => array( '/^INSERT/' ),
			'read fails'      => array( '/^SELECT/' ),
		);
	}

	public function test_routes_answer_429_and_store_nothing_when_counting_fails(): void {
		Settings::instance()->update( array( 'geocoder_url' => Fake_Photon::url( 'ok' ) ) );
		$this->break_counter_queries( '/^INSERT/' );
		$before   = count( Fake_Photon::requests() );
		$geocoder = $this->rest( 'GET', '/geocoder', null, array( 'q' => 'Prager Straße' ) );
		$submit   = $this->rest( 'POST', '/wizard/lead', $this->lead_body() );
		foreach ( array( $geocoder, $submit ) as $response ) {
			$this->assertSame( 429, $response->get_status() );
			$this->assertSame( 'Too many requests. Please try again later.', $this->json( $response )['message'] );
		}
		$this->assertCount( 0, array_slice( Fake_Photon::requests(), $before ), 'nothing asked upstream' );
		$this->assertSame( 0, $this->count_rows( 'requests' ) );
		$this->assertSame( array(), $this->mails );
	}

	public function test_clean_up_keeps_windows_that_still_count(): void {
		$now     = 1800000000 - 1800000000 % DAY_IN_SECONDS; // The start of a day window.
		$limiter = self::limiter_at( $now );
		$limiter->hit( 'test:day', 5, DAY_IN_SECONDS );
		// The last second of the next day: the first day's window is still weighed.
		$now += 2 * DAY_IN_SECONDS - 1;
		$limiter->clean_up();
		$this->assertSame( 1, $this->count_rows( 'rate_limits' ), 'yesterday\'s day window still weighs' );
		$now += 2 * HOUR_IN_SECONDS;
		$limiter->clean_up();
		$this->assertSame( 0, $this->count_rows( 'rate_limits' ) );
	}

	public function test_policies_count_in_order_and_stop_at_the_first_limit(): void {
		add_filter( 'immo_wizards_rate_limit', static fn ( $limit, $kind ) => 'route_ip' === $kind ? 1 : $limit, 10, 2 );
		$limiter = Plugin::instance()->rate_limiter();
		$limiter->enforce_policy( 'route_ip:a', 'route_site' );
		try {
			$limiter->enforce_policy( 'route_ip:a', 'route_site' );
			$this->fail( 'over the per-client limit' );
		} catch ( Rate_Limited $e ) {
			$this->assertSame( 'Too many requests. Please try again later.', $e->getMessage() );
		}
		// route_ip (1 window) + route_site (minute and day windows), counted by the first call only.
		$this->assertSame( 3, $this->count_rows( 'rate_limits' ) );
		$this->assertSame( array( 1, 1, 2 ), array_map( 'intval', array_column( $this->rows_sorted_by_hits(), 'hits' ) ) );
	}

	public function test_a_kind_without_a_policy_is_a_programming_error(): void {
		$this->expectException( \LogicException::class );
		Plugin::instance()->rate_limiter()->enforce_policy( 'geocodr_site' );
	}

	/**
	 * Counter rows sorted by their hits.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private function rows_sorted_by_hits(): array {
		$rows = array_map( static fn ( $row ) => (array) $row, $this->rows( 'rate_limits' ) );
		usort( $rows, static fn ( $a, $b ) => (int) $a['hits'] <=> (int) $b['hits'] );
		return $rows;
	}
}
