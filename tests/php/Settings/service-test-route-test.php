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
 * "Test connection" against the local fakes: status and content type of the answer (never its body),
 * no redirect followed, only public http(s) addresses unless the site allows a host, administrators
 * only. The fakes listen on 127.0.0.1, which a site allows as it would a service in its own network.
 */
final class Service_Test_Route_Test extends Test_Case {

	use Settings_Rest;

	/**
	 * Allows the local fakes (core's filter, as a site allows a service in its own network).
	 */
	protected function setUp(): void {
		parent::setUp();
		add_filter( 'http_request_host_is_external', static fn ( $external, $host ) => '127.0.0.1' === $host ? true : $external, 10, 2 );
		add_filter( 'http_allowed_safe_ports', static fn ( $ports, $host, $url ) => '127.0.0.1' === $host ? array_merge( (array) $ports, array( (int) wp_parse_url( $url, PHP_URL_PORT ) ) ) : $ports, 10, 3 );
	}

	public function test_a_working_geocoder_answers_its_status_time_and_content_type_but_not_its_body(): void {
		$this->sign_in();
		$before   = count( Fake_Photon::requests() );
		$response = $this->rest( 'POST', '/settings/test-service', array( 'service' => 'geocoder', 'url' => Fake_Photon::url( 'ok' ) . '/' ) );
		$answer   = $this->json( $response );
		$this->assertTrue( $answer['ok'] );
		$this->assertSame( 200, $answer['status'] );
		$this->assertGreaterThanOrEqual( 0, $answer['timeMs'] );
		$this->assertSame( 'application/json', $answer['contentType'] );
		$this->assertSame( array( 'ok', 'status', 'timeMs', 'contentType', 'error' ), array_keys( $answer ) );
		$this->assertStringNotContainsString( 'FeatureCollection', (string) wp_json_encode( $response->get_data() ) );
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
		$this->assertSame( 500, $answer['status'], (string) $answer['error'] );
		$this->assertSame( 'The service answered with HTTP status 500.', $answer['error'] );
		$this->assertArrayNotHasKey( 'excerpt', $answer );
	}

	public function test_local_and_private_addresses_are_not_asked_unless_the_site_allows_them(): void {
		remove_all_filters( 'http_request_host_is_external' );
		remove_all_filters( 'http_allowed_safe_ports' );
		$this->sign_in();
		$before = count( Fake_Photon::requests() );
		foreach ( array( Fake_Photon::url( 'ok' ), 'http://10.0.0.1', 'http://localhost:8080', 'http://169.254.169.254' ) as $url ) {
			$answer = $this->json( $this->rest( 'POST', '/settings/test-service', array( 'service' => 'geocoder', 'url' => $url ) ) );
			$this->assertFalse( $answer['ok'], $url );
			$this->assertNull( $answer['status'], $url );
			$this->assertStringContainsString( 'may not be called', (string) $answer['error'], $url );
		}
		$this->assertSame( $before, count( Fake_Photon::requests() ) );
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
