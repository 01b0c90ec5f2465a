<?php
/**
 * The upstream client does not follow redirects.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Geo;

use ImmoWizards\Geo\Upstream;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Tests\Fake_Osrm;
use ImmoWizards\Tests\Fake_Photon;
use ImmoWizards\Tests\Test_Case;

/**
 * A geocoder or routing service that answers with a redirect to a private address (here the fake
 * itself on 127.0.0.1) must not make the server fetch that address: the answer is a failed service.
 */
final class Upstream_Test extends Test_Case {

	public function test_a_redirect_is_not_followed(): void {
		$before = count( Fake_Photon::requests() );
		$this->assertNull( Upstream::get_json( Fake_Photon::url( 'redirect' ) . '/api?q=x', 2, 10000 ) );
		$this->assertSame( array( '/redirect/api?q=x' ), array_slice( Fake_Photon::requests(), $before ), 'the redirect target was not requested' );
		$this->assertSame( 200, Upstream::get_json( Fake_Photon::url( 'ok' ) . '/api?q=x', 2, 100000 )['status'], 'the target itself answers' );
	}

	public function test_geocoder_redirect_answers_502_without_fetching_the_target(): void {
		Settings::instance()->update( array( 'geocoder_url' => Fake_Photon::url( 'redirect' ) ) );
		$before   = count( Fake_Photon::requests() );
		$response = $this->rest( 'GET', '/geocoder', null, array( 'q' => 'Prager Straße ' . wp_rand() ) );
		$this->assertSame( 502, $response->get_status() );
		$this->assertSame( 'immo_wizards_geocoder_unavailable', $this->error_code( $response ) );
		$requests = array_slice( Fake_Photon::requests(), $before );
		$this->assertCount( 1, $requests );
		$this->assertStringStartsWith( '/redirect/api?', $requests[0] );
	}

	public function test_routing_redirect_answers_502_without_fetching_the_target(): void {
		Settings::instance()->update( array( 'routing_url' => Fake_Osrm::url( 'redirect' ) ) );
		$before   = count( Fake_Osrm::requests() );
		$response = $this->rest( 'GET', '/route', null, Fake_Osrm::start_point() );
		$this->assertSame( 502, $response->get_status() );
		$this->assertSame( 'immo_wizards_routing_unavailable', $this->error_code( $response ) );
		$requests = array_slice( Fake_Osrm::requests(), $before );
		$this->assertCount( 1, $requests );
		$this->assertStringStartsWith( '/redirect/route/v1/driving/', $requests[0] );
	}
}
