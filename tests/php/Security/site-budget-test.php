<?php
/**
 * Site-wide budgets of submits, geocoder and routing.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Security;

use ImmoWizards\Security\Rate_Limiter;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Tests\Fake_Osrm;
use ImmoWizards\Tests\Fake_Photon;
use ImmoWizards\Tests\Lead_Payloads;
use ImmoWizards\Tests\Test_Case;

/**
 * Many addresses (a botnet) together cannot exceed the site's per-minute and per-day budgets without
 * paying: beyond them a submit needs a proof of work (428, see Work_Proof_Test), the geocoder and the
 * routing answer 429; one client over its own limit does not use the site's budget up.
 */
final class Site_Budget_Test extends Test_Case {

	use Lead_Payloads;

	/**
	 * Lowers one window of one kind's limit.
	 *
	 * @param string $kind   Bucket kind.
	 * @param int    $window Window.
	 * @param int    $limit  New limit.
	 */
	private static function limit( string $kind, int $window, int $limit ): void {
		add_filter(
			'immo_wizards_rate_limit',
			static fn ( $current, $k, $w ) => $k === $kind && $w === $window ? $limit : $current,
			10,
			3
		);
	}

	/**
	 * A lead submit from its own address and IP.
	 *
	 * @param int $i Visitor number.
	 */
	private function submit_from_visitor( int $i ): int {
		$_SERVER['REMOTE_ADDR'] = '203.0.113.' . $i;
		return $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => "bot-$i@example.de" ) ) ) )->get_status();
	}

	public function test_every_site_budget_has_a_minute_and_a_day_window(): void {
		foreach ( array( 'submit_site', 'geocoder_site', 'route_site' ) as $kind ) {
			$this->assertSame( array( MINUTE_IN_SECONDS, DAY_IN_SECONDS ), array_keys( Rate_Limiter::POLICIES[ $kind ] ), $kind );
			$this->assertGreaterThan( Rate_Limiter::POLICIES[ $kind ][ MINUTE_IN_SECONDS ], Rate_Limiter::POLICIES[ $kind ][ DAY_IN_SECONDS ] );
		}
	}

	public function test_submits_from_many_addresses_need_work_beyond_the_minute_budget(): void {
		self::limit( 'submit_site', MINUTE_IN_SECONDS, 3 );
		$codes = array_map( array( $this, 'submit_from_visitor' ), range( 1, 5 ) );
		$this->assertSame( array( 201, 201, 201, 428, 428 ), $codes );
		$this->assertSame( 3, $this->count_rows( 'requests' ) );
	}

	public function test_submits_need_work_beyond_the_day_budget(): void {
		self::limit( 'submit_site', DAY_IN_SECONDS, 2 );
		$this->assertSame( array( 201, 201, 428 ), array_map( array( $this, 'submit_from_visitor' ), range( 1, 3 ) ) );
		$response = $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => 'late@example.de' ) ) ) );
		$this->assertSame( 'immo_wizards_challenge_required', $this->error_code( $response ) );
	}

	public function test_a_client_over_its_own_limit_does_not_use_up_the_site_budget(): void {
		self::limit( 'submit_site', MINUTE_IN_SECONDS, 2 );
		self::limit( 'submit_ip', HOUR_IN_SECONDS, 1 );
		$_SERVER['REMOTE_ADDR'] = '198.51.100.1';
		$flood                  = array();
		foreach ( range( 1, 5 ) as $i ) {
			$flood[] = $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => "flood-$i@example.de" ) ) ) )->get_status();
		}
		$this->assertSame( array( 201, 429, 429, 429, 429 ), $flood );
		$this->assertSame( 201, $this->submit_from_visitor( 7 ), 'the site budget still has room' );
		$this->assertSame( 428, $this->submit_from_visitor( 8 ) );
	}

	public function test_geocoder_calls_from_many_addresses_stop_at_the_budget(): void {
		Settings::instance()->update( array( 'geocoder_url' => Fake_Photon::url( 'ok' ) ) );
		self::limit( 'geocoder_site', MINUTE_IN_SECONDS, 2 );
		$before = count( Fake_Photon::requests() );
		$codes  = array();
		foreach ( range( 1, 4 ) as $i ) {
			$_SERVER['REMOTE_ADDR'] = '2001:db8:' . $i . '::1';
			$path                   = 1 === $i % 2 ? '/geocoder' : '/geocoder/reverse';
			$query                  = 1 === $i % 2 ? array( 'q' => "Straße $i" ) : array(
				'lat' => 51.05,
				'lon' => 13.7 + $i / 100,
			);
			$codes[]                = $this->rest( 'GET', $path, null, $query )->get_status();
		}
		$this->assertSame( array( 200, 200, 429, 429 ), $codes, 'search and reverse share the budget' );
		$this->assertCount( 2, array_slice( Fake_Photon::requests(), $before ), 'the quota upstream is protected' );
	}

	public function test_route_calls_from_many_addresses_stop_at_the_day_budget(): void {
		Settings::instance()->update( array( 'routing_url' => Fake_Osrm::url( 'ok' ) ) );
		self::limit( 'route_site', DAY_IN_SECONDS, 2 );
		$before = count( Fake_Osrm::requests() );
		$codes  = array();
		foreach ( range( 1, 3 ) as $i ) {
			$_SERVER['REMOTE_ADDR'] = '192.0.2.' . $i;
			$codes[]                = $this->rest( 'GET', '/route', null, Fake_Osrm::start_point() )->get_status();
		}
		$this->assertSame( array( 200, 200, 429 ), $codes );
		$this->assertCount( 2, array_slice( Fake_Osrm::requests(), $before ) );
	}
}
