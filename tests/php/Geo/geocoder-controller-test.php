<?php
/**
 * GET /geocoder and /geocoder/reverse against a local fake Photon.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Geo;

use ImmoWizards\Settings\Settings;
use ImmoWizards\Tests\Fake_Photon;
use ImmoWizards\Tests\Test_Case;

/**
 * Proxy, sanitising, caching, upstream failures, bad parameters, rate limit.
 */
final class Geocoder_Controller_Test extends Test_Case {

	/**
	 * Points the geocoder at a fake mode.
	 *
	 * @param string $mode Fake behaviour.
	 */
	private function use_fake( string $mode ): void {
		Settings::instance()->update( array( 'geocoder_url' => Fake_Photon::url( $mode ) ) );
	}

	public function test_search_is_proxied_and_sanitised(): void {
		$this->use_fake( 'ok' );
		$response = $this->rest( 'GET', '/geocoder', null, array( 'q' => 'Prager Straße ' . wp_rand() ) );
		$this->assertSame( 200, $response->get_status() );
		$data = $this->json( $response );
		$this->assertSame( 'FeatureCollection', $data['type'] );
		$this->assertCount( 2, $data['features'], 'invalid features are dropped' );
		$first = $data['features'][0];
		$this->assertSame( array( 'type' => 'Point', 'coordinates' => array( 13.7381, 51.0493 ) ), $first['geometry'] );
		$this->assertSame( array( 'street', 'housenumber', 'postcode', 'city', 'district', 'name', 'state', 'country', 'osm_key', 'osm_value' ), array_keys( $first['properties'] ) );
		$this->assertSame( '01069', $first['properties']['postcode'] );
		$this->assertStringNotContainsString( '<', $first['properties']['name'] );
		$this->assertSame( '01067', $data['features'][1]['properties']['postcode'] );
	}

	public function test_no_cache_in_wp_options_without_a_persistent_object_cache(): void {
		global $wpdb;
		$this->use_fake( 'ok' );
		$options = (int) $wpdb->get_var( "SELECT COUNT(*) FROM $wpdb->options" );
		$before  = count( Fake_Photon::requests() );
		foreach ( range( 1, 3 ) as $i ) {
			$this->assertSame( 200, $this->rest( 'GET', '/geocoder', null, array( 'q' => 'Unique ' . wp_rand() . " $i" ) )->get_status() );
		}
		$this->assertSame( 200, $this->rest( 'GET', '/geocoder', null, array( 'q' => 'Unique 3' ) )->get_status() );
		$this->assertSame( 200, $this->rest( 'GET', '/geocoder', null, array( 'q' => 'Unique 3' ) )->get_status() );
		$this->assertSame( $options, (int) $wpdb->get_var( "SELECT COUNT(*) FROM $wpdb->options" ), 'unique queries add no rows to wp_options' );
		$this->assertSame( 0, (int) $wpdb->get_var( "SELECT COUNT(*) FROM $wpdb->options WHERE option_name LIKE '%immo_wizards_geo%'" ) );
		$this->assertCount( 5, array_slice( Fake_Photon::requests(), $before ), 'no cache: every search goes upstream' );
	}

	public function test_limit_lang_and_cache(): void {
		wp_using_ext_object_cache( true );
		$this->use_fake( 'ok' );
		$query  = array( 'q' => 'Dresden ' . wp_rand(), 'limit' => 1, 'lang' => 'en' );
		$before = count( Fake_Photon::requests() );
		$first  = $this->json( $this->rest( 'GET', '/geocoder', null, $query ) );
		$second = $this->json( $this->rest( 'GET', '/geocoder', null, $query ) );
		$this->assertCount( 1, $first['features'] );
		$this->assertSame( $first, $second );
		$requests = array_slice( Fake_Photon::requests(), $before );
		$this->assertCount( 1, $requests, 'second answer comes from the cache' );
		$this->assertStringContainsString( '/ok/api?', $requests[0] );
		$this->assertStringContainsString( 'lang=en', $requests[0] );
		$this->assertStringContainsString( 'limit=1', $requests[0] );
	}

	public function test_reverse(): void {
		$this->use_fake( 'ok' );
		$response = $this->rest( 'GET', '/geocoder/reverse', null, array( 'lat' => '51.05', 'lon' => 13.74 + wp_rand( 1, 999 ) / 1e6 ) );
		$this->assertSame( 200, $response->get_status() );
		$data = $this->json( $response );
		$this->assertCount( 1, $data['features'] );
		$this->assertSame( 'Dresden', $data['features'][0]['properties']['city'] );
		$requests = Fake_Photon::requests();
		$this->assertStringContainsString( '/ok/reverse?lat=51.05', (string) end( $requests ) );
	}

	public function test_empty_answer(): void {
		$this->use_fake( 'empty' );
		$data = $this->json( $this->rest( 'GET', '/geocoder', null, array( 'q' => 'nowhere' ) ) );
		$this->assertSame( array( 'type' => 'FeatureCollection', 'features' => array() ), $data );
	}

	/**
	 * @dataProvider failing_upstream_provider
	 *
	 * @param string $mode Fake behaviour.
	 */
	public function test_upstream_failures_answer_502( string $mode ): void {
		add_filter( 'immo_wizards_geocoder_timeout', static fn () => 1 );
		$this->use_fake( $mode );
		$started  = microtime( true );
		$response = $this->rest( 'GET', '/geocoder', null, array( 'q' => 'Dresden ' . $mode ) );
		$this->assertLessThan( 2.5, microtime( true ) - $started );
		$this->assertSame( 502, $response->get_status() );
		$this->assertSame( 'immo_wizards_geocoder_unavailable', $this->error_code( $response ) );
		$this->assertSame( 'The address search is not available right now.', $this->json( $response )['message'] );
	}

	public function failing_upstream_provider(): array {
		return array(
			'garbage'     => array( 'garbage' ),
			'wrong shape' => array( 'wrong' ),
			'http 500'    => array( 'broken' ),
			'not found'   => array( 'missing' ),
			'slow'        => array( 'slow' ),
		);
	}

	public function test_unreachable_upstream_answers_502(): void {
		Settings::instance()->update( array( 'geocoder_url' => 'http://127.0.0.1:9' ) );
		$this->assertSame( 502, $this->rest( 'GET', '/geocoder', null, array( 'q' => 'x' ) )->get_status() );
	}

	/**
	 * @dataProvider bad_params_provider
	 *
	 * @param string              $route Route.
	 * @param array<string,mixed> $query Query.
	 */
	public function test_bad_params_are_rejected( string $route, array $query ): void {
		$this->use_fake( 'ok' );
		$before   = count( Fake_Photon::requests() );
		$response = $this->rest( 'GET', $route, null, $query );
		$this->assertSame( 400, $response->get_status() );
		$this->assertContains( $this->error_code( $response ), array( 'rest_invalid_param', 'rest_missing_callback_param' ) );
		$this->assertCount( $before, Fake_Photon::requests() );
	}

	public function bad_params_provider(): array {
		return array(
			'no q'          => array( '/geocoder', array() ),
			'empty q'       => array( '/geocoder', array( 'q' => '' ) ),
			'blank q'       => array( '/geocoder', array( 'q' => '   ' ) ),
			'long q'        => array( '/geocoder', array( 'q' => str_repeat( 'a', 201 ) ) ),
			'q as array'    => array( '/geocoder', array( 'q' => array( 'a' ) ) ),
			'limit 0'       => array( '/geocoder', array( 'q' => 'a', 'limit' => 0 ) ),
			'limit 21'      => array( '/geocoder', array( 'q' => 'a', 'limit' => 21 ) ),
			'limit text'    => array( '/geocoder', array( 'q' => 'a', 'limit' => 'abc' ) ),
			'lang fr'       => array( '/geocoder', array( 'q' => 'a', 'lang' => 'fr' ) ),
			'no lat'        => array( '/geocoder/reverse', array( 'lon' => 13 ) ),
			'lat 91'        => array( '/geocoder/reverse', array( 'lat' => 91, 'lon' => 13 ) ),
			'lon -181'      => array( '/geocoder/reverse', array( 'lat' => 51, 'lon' => -181 ) ),
			'lat text'      => array( '/geocoder/reverse', array( 'lat' => 'abc', 'lon' => 13 ) ),
			'lat sql'       => array( '/geocoder/reverse', array( 'lat' => '1 OR 1=1', 'lon' => 13 ) ),
		);
	}

	public function test_rate_limit(): void {
		$this->use_fake( 'ok' );
		add_filter( 'immo_wizards_rate_limit', static fn ( $limit, $kind ) => 'geocoder_ip' === $kind ? 2 : $limit, 10, 2 );
		$statuses = array();
		for ( $i = 0; $i < 3; $i++ ) {
			$statuses[] = $this->rest( 'GET', '/geocoder', null, array( 'q' => 'Dresden' ) )->get_status();
		}
		$this->assertSame( array( 200, 200, 429 ), $statuses );
	}
}
