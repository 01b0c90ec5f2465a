<?php
/**
 * GET /route against a local fake OSRM.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Geo;

use ImmoWizards\Settings\Settings;
use ImmoWizards\Tests\Fake_Osrm;
use ImmoWizards\Tests\Test_Case;

/**
 * Proxy, validation, caching, upstream failures (down, slow, garbage, code != Ok, NoRoute), bad
 * parameters, rate limit.
 */
final class Route_Controller_Test extends Test_Case {

	/**
	 * Points the routing service at a fake mode.
	 *
	 * @param string $mode Fake behaviour.
	 */
	private function use_fake( string $mode ): void {
		$this->assertSame( array(), Settings::instance()->update( array( 'routing_url' => Fake_Osrm::url( $mode ) ) ) );
	}

	public function test_nothing_is_cached_in_wp_options_without_a_persistent_object_cache(): void {
		global $wpdb;
		$this->use_fake( 'ok' );
		$before = count( Fake_Osrm::requests() );
		$start  = $this->start();
		$this->assertSame( 200, $this->rest( 'GET', '/route', null, $start )->get_status() );
		$this->assertSame( 200, $this->rest( 'GET', '/route', null, $start )->get_status() );
		$this->assertCount( 2, array_slice( Fake_Osrm::requests(), $before ) );
		$this->assertSame( 0, (int) $wpdb->get_var( "SELECT COUNT(*) FROM $wpdb->options WHERE option_name LIKE '%immo_wizards_route%'" ) );
	}

	/**
	 * A start point near Dresden that no other test uses (the cache is per rounded start point).
	 *
	 * @return array{lat:float,lng:float}
	 */
	private function start(): array {
		return array(
			'lat' => 51.0 + wp_rand( 1, 9999 ) / 1e5,
			'lng' => 13.6 + wp_rand( 1, 9999 ) / 1e5,
		);
	}

	public function test_route_is_proxied_and_shaped(): void {
		$this->use_fake( 'ok' );
		$start    = $this->start();
		$before   = count( Fake_Osrm::requests() );
		$response = $this->rest( 'GET', '/route', null, $start );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $this->json( $response ) ) );
		$data = $this->json( $response );
		$this->assertSame( array( 'distance', 'duration', 'geometry', 'office' ), array_keys( $data ) );
		$this->assertEquals( 1234.6, $data['distance'] );
		$this->assertEquals( 321, $data['duration'] );
		$this->assertSame( 'LineString', $data['geometry']['type'] );
		$this->assertCount( 3, $data['geometry']['coordinates'] );
		$this->assertEqualsWithDelta( array( $start['lng'], $start['lat'] ), $data['geometry']['coordinates'][0], 1e-4 );
		$this->assertEquals( array( 13.7373, 51.0455 ), $data['geometry']['coordinates'][2] );
		$this->assertEquals( array( 'lat' => 51.0455, 'lng' => 13.7373 ), $data['office'] );

		$requests = array_slice( Fake_Osrm::requests(), $before );
		$this->assertCount( 1, $requests );
		$this->assertMatchesRegularExpression( '#^/ok/route/v1/driving/13\.\d{1,4},51\.\d{1,4};13\.7373,51\.0455\?overview=full&geometries=geojson$#', $requests[0] );
	}

	public function test_office_comes_from_the_settings(): void {
		$this->use_fake( 'ok' );
		Settings::instance()->update( array( 'office_lat' => '51,1', 'office_lng' => '13.8' ) );
		$data = $this->json( $this->rest( 'GET', '/route', null, $this->start() ) );
		$this->assertEquals( array( 'lat' => 51.1, 'lng' => 13.8 ), $data['office'] );
		$this->assertEquals( array( 13.8, 51.1 ), end( $data['geometry']['coordinates'] ) );
	}

	public function test_answers_are_cached_by_rounded_start_point(): void {
		wp_using_ext_object_cache( true );
		$this->use_fake( 'ok' );
		$before = count( Fake_Osrm::requests() );
		$start  = $this->start();
		$first  = $this->json( $this->rest( 'GET', '/route', null, $start ) );
		$near   = $this->json( $this->rest( 'GET', '/route', null, array( 'lat' => $start['lat'] + 0.000001, 'lng' => (string) $start['lng'] ) ) );
		$this->assertSame( $first, $near );
		$this->assertCount( 1, array_slice( Fake_Osrm::requests(), $before ), 'the second answer comes from the cache' );
	}

	/**
	 * @dataProvider failing_upstream_provider
	 *
	 * @param string $mode Fake behaviour.
	 */
	public function test_upstream_failures_answer_502( string $mode ): void {
		add_filter( 'immo_wizards_routing_timeout', static fn () => 1 );
		$this->use_fake( $mode );
		$started  = microtime( true );
		$response = $this->rest( 'GET', '/route', null, $this->start() );
		$this->assertLessThan( 2.5, microtime( true ) - $started );
		$this->assertSame( 502, $response->get_status() );
		$this->assertSame(
			array(
				'code'    => 'immo_wizards_routing_unavailable',
				'message' => 'Route planning is not available right now.',
				'data'    => array( 'status' => 502 ),
			),
			$this->json( $response )
		);
	}

	public function failing_upstream_provider(): array {
		return array(
			'slow'           => array( 'slow' ),
			'garbage'        => array( 'garbage' ),
			'wrong shape'    => array( 'wrong' ),
			'bad geometry'   => array( 'badgeometry' ),
			'code not Ok'    => array( 'invalid' ),
			'http 500'       => array( 'broken' ),
			'http 404'       => array( 'missing' ),
		);
	}

	public function test_unreachable_service_answers_502(): void {
		Settings::instance()->update( array( 'routing_url' => 'http://127.0.0.1:9' ) );
		$response = $this->rest( 'GET', '/route', null, $this->start() );
		$this->assertSame( 502, $response->get_status() );
		$this->assertSame( 'immo_wizards_routing_unavailable', $this->error_code( $response ) );
	}

	/**
	 * @dataProvider no_route_provider
	 *
	 * @param string $mode Fake behaviour.
	 */
	public function test_no_route_answers_404( string $mode ): void {
		$this->use_fake( $mode );
		$response = $this->rest( 'GET', '/route', null, $this->start() );
		$this->assertSame( 404, $response->get_status() );
		$this->assertSame( 'immo_wizards_no_route', $this->error_code( $response ) );
		$this->assertSame( 'No route found from this address.', $this->json( $response )['message'] );
	}

	public function no_route_provider(): array {
		return array(
			'NoRoute'   => array( 'noroute' ),
			'NoSegment' => array( 'nosegment' ),
			'no routes' => array( 'empty' ),
		);
	}

	public function test_failures_are_not_cached(): void {
		wp_using_ext_object_cache( true );
		$this->use_fake( 'ok' );
		$url   = Fake_Osrm::url( 'ok' );
		$start = $this->start();
		add_filter( 'pre_http_request', static fn ( $pre, $args, $request_url ) => str_starts_with( $request_url, $url ) ? new \WP_Error( 'http_request_failed', 'down' ) : $pre, 10, 3 );
		$this->assertSame( 502, $this->rest( 'GET', '/route', null, $start )->get_status() );
		remove_all_filters( 'pre_http_request' );
		$this->assertSame( 200, $this->rest( 'GET', '/route', null, $start )->get_status() );
	}

	public function test_german_message(): void {
		$this->use_fake( 'noroute' );
		add_filter( 'determine_locale', static fn () => 'de_DE' );
		switch_to_locale( 'de_DE' );
		load_textdomain( 'immo-wizards', IMMO_TESTS_MOFILE, 'de_DE' );
		$response = $this->rest( 'GET', '/route', null, $this->start() );
		// Reloadable: from WordPress 6.7 on, a domain unloaded for good is never loaded just in time again.
		unload_textdomain( 'immo-wizards', true );
		restore_previous_locale();
		$this->assertSame( 'Für diese Adresse wurde keine Route gefunden.', $this->json( $response )['message'] );
	}

	/**
	 * @dataProvider bad_params_provider
	 *
	 * @param array<string,mixed> $query Query.
	 */
	public function test_bad_params_are_rejected( array $query ): void {
		$this->use_fake( 'ok' );
		$before   = count( Fake_Osrm::requests() );
		$response = $this->rest( 'GET', '/route', null, $query );
		$this->assertSame( 400, $response->get_status() );
		$this->assertContains( $this->error_code( $response ), array( 'rest_invalid_param', 'rest_missing_callback_param' ) );
		$this->assertCount( $before, Fake_Osrm::requests() );
	}

	public function bad_params_provider(): array {
		return array(
			'nothing'   => array( array() ),
			'no lng'    => array( array( 'lat' => 51 ) ),
			'no lat'    => array( array( 'lng' => 13 ) ),
			'lat 91'    => array( array( 'lat' => 91, 'lng' => 13 ) ),
			'lat -91'   => array( array( 'lat' => -91, 'lng' => 13 ) ),
			'lng 181'   => array( array( 'lat' => 51, 'lng' => 181 ) ),
			'lat text'  => array( array( 'lat' => 'abc', 'lng' => 13 ) ),
			'lat sql'   => array( array( 'lat' => '51 OR 1=1', 'lng' => 13 ) ),
			'lng array' => array( array( 'lat' => 51, 'lng' => array( 13 ) ) ),
			'lat empty' => array( array( 'lat' => '', 'lng' => 13 ) ),
			'lat huge'  => array( array( 'lat' => str_repeat( '9', 400 ), 'lng' => 13 ) ),
		);
	}

	public function test_rate_limit(): void {
		$this->use_fake( 'ok' );
		add_filter( 'immo_wizards_rate_limit', static fn ( $limit, $kind ) => 'route_ip' === $kind ? 2 : $limit, 10, 2 );
		$statuses = array();
		for ( $i = 0; $i < 3; $i++ ) {
			$statuses[] = $this->rest( 'GET', '/route', null, array( 'lat' => 51.05, 'lng' => 13.74 ) )->get_status();
		}
		$this->assertSame( array( 200, 200, 429 ), $statuses );
		$_SERVER['REMOTE_ADDR'] = '192.0.2.9';
		$this->assertSame( 200, $this->rest( 'GET', '/route', null, array( 'lat' => 51.05, 'lng' => 13.74 ) )->get_status() );
	}
}
