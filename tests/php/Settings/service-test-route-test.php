<?php
/**
 * POST /settings/test-service.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Settings;

use ImmoWizards\Tests\Fake_Osrm;
use ImmoWizards\Tests\Fake_Photon;
use ImmoWizards\Tests\Settings_Rest;
use ImmoWizards\Tests\Test_Case;
use ImmoWizards\Users\Roles;

/**
 * "Test connection" against the local fakes: what the service answered, no redirect followed, only
 * http(s) URLs, administrators only.
 */
final class Service_Test_Route_Test extends Test_Case {

	use Settings_Rest;

	public function test_a_working_geocoder_answers_its_status_time_and_an_excerpt(): void {
		$this->sign_in();
		$before = count( Fake_Photon::requests() );
		$answer = $this->json( $this->rest( 'POST', '/settings/test-service', array( 'service' => 'geocoder', 'url' => Fake_Photon::url( 'ok' ) . '/' ) ) );
		$this->assertTrue( $answer['ok'] );
		$this->assertSame( 200, $answer['status'] );
		$this->assertGreaterThanOrEqual( 0, $answer['timeMs'] );
		$this->assertStringContainsString( 'FeatureCollection', $answer['excerpt'] );
		$this->assertLessThanOrEqual( 200, mb_strlen( $answer['excerpt'] ) );
		$this->assertNull( $answer['error'] );
		$this->assertSame( array( '/ok/api?q=Dresden&limit=1' ), array_slice( Fake_Photon::requests(), $before ) );
	}

	public function test_a_routing_service_is_asked_for_a_route(): void {
		$this->sign_in();
		$before = count( Fake_Osrm::requests() );
		$answer = $this->json( $this->rest( 'POST', '/settings/test-service', array( 'service' => 'routing', 'url' => Fake_Osrm::url( 'ok' ) ) ) );
		$this->assertTrue( $answer['ok'] );
		$this->assertStringStartsWith( '/ok/route/v1/driving/', array_slice( Fake_Osrm::requests(), $before )[0] );
	}

	public function test_a_failing_service_answers_its_status_and_the_error(): void {
		$this->sign_in();
		$answer = $this->json( $this->rest( 'POST', '/settings/test-service', array( 'service' => 'tiles', 'url' => Fake_Photon::url( 'broken' ) . '/{z}/{x}/{y}.png' ) ) );
		$this->assertFalse( $answer['ok'] );
		$this->assertSame( 500, $answer['status'] );
		$this->assertSame( 'The service answered with HTTP status 500.', $answer['error'] );
		$this->assertStringContainsString( 'internal error', $answer['excerpt'] );
	}

	public function test_a_redirect_is_not_followed(): void {
		$this->sign_in();
		$before = count( Fake_Photon::requests() );
		$answer = $this->json( $this->rest( 'POST', '/settings/test-service', array( 'service' => 'geocoder', 'url' => Fake_Photon::url( 'redirect' ) ) ) );
		$this->assertFalse( $answer['ok'] );
		$this->assertSame( 302, $answer['status'] );
		$this->assertSame( array( '/redirect/api?q=Dresden&limit=1' ), array_slice( Fake_Photon::requests(), $before ), 'the target was not requested' );
	}

	public function test_no_answer_is_an_error_without_status(): void {
		$this->sign_in();
		$answer = $this->json( $this->rest( 'POST', '/settings/test-service', array( 'service' => 'geocoder', 'url' => 'http://127.0.0.1:9' ) ) );
		$this->assertFalse( $answer['ok'] );
		$this->assertNull( $answer['status'] );
		$this->assertNotEmpty( $answer['error'] );
	}

	/**
	 * URLs the settings refuse are not fetched.
	 */
	public function bad_url_provider(): array {
		return array(
			'file'       => array( 'file:///etc/passwd' ),
			'gopher'     => array( 'gopher://127.0.0.1:6379/_INFO' ),
			'javascript' => array( 'javascript:alert(1)' ),
			'no host'    => array( 'http:///x' ),
			'empty'      => array( '' ),
		);
	}

	/**
	 * @dataProvider bad_url_provider
	 *
	 * @param string $url URL.
	 */
	public function test_only_http_urls_are_fetched( string $url ): void {
		$this->sign_in();
		$answer = $this->json( $this->rest( 'POST', '/settings/test-service', array( 'service' => 'geocoder', 'url' => $url ) ) );
		$this->assertFalse( $answer['ok'] );
		$this->assertSame( 'Please enter a valid http(s) URL.', $answer['error'] );
		$this->assertSame( 0, $answer['timeMs'] );
	}

	public function test_bad_inputs_answer_400(): void {
		$this->sign_in();
		foreach ( array( array( 'service' => 'ftp', 'url' => 'https://a.example' ), array( 'service' => 'geocoder' ), array( 'service' => array( 'tiles' ), 'url' => 'https://a.example' ), array( 'service' => 'tiles', 'url' => str_repeat( 'a', 2001 ) ) ) as $bad ) {
			$this->assertSame( 400, $this->rest( 'POST', '/settings/test-service', $bad )->get_status(), wp_json_encode( $bad ) );
		}
		$this->assertSame( 400, $this->rest( 'POST', '/settings/test-service', '{"service":' )->get_status() );
	}

	public function test_only_administrators(): void {
		$before = count( Fake_Photon::requests() );
		$body   = array( 'service' => 'geocoder', 'url' => Fake_Photon::url( 'ok' ) );
		$this->assertSame( 401, $this->rest( 'POST', '/settings/test-service', $body )->get_status() );
		foreach ( array( 'subscriber', 'editor', Roles::ROLE ) as $role ) {
			$this->sign_in( $role );
			$this->assertSame( 403, $this->rest( 'POST', '/settings/test-service', $body )->get_status(), $role );
		}
		$this->assertSame( $before, count( Fake_Photon::requests() ) );
	}
}
