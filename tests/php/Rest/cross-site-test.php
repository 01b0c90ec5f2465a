<?php
/**
 * Write and proxy routes turn away browsers on other sites.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Rest;

use ImmoWizards\Settings\Settings;
use ImmoWizards\Tests\Fake_Osrm;
use ImmoWizards\Tests\Fake_Photon;
use ImmoWizards\Tests\Request_Payloads;
use ImmoWizards\Tests\Test_Case;

/**
 * `Origin` not this site's (or an allowed embed host's), or `Sec-Fetch-Site: cross-site`: 403
 * `immo_cross_site`, nothing stored, nothing counted, nothing asked upstream. Same-origin requests and
 * requests without both headers (servers, tools) pass.
 */
final class Cross_Site_Test extends Test_Case {

	use Request_Payloads;

	/**
	 * Points the upstream services at the fakes.
	 */
	protected function setUp(): void {
		parent::setUp();
		Settings::instance()->update(
			array(
				'geocoder_url' => Fake_Photon::url( 'ok' ),
				'routing_url'  => Fake_Osrm::url( 'ok' ),
			)
		);
	}

	/**
	 * The site's own origin, e.g. "http://example.org".
	 */
	private static function own_origin(): string {
		$parts = wp_parse_url( home_url() );
		return $parts['scheme'] . '://' . $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
	}

	/**
	 * Sends a valid request to one of the routes with the given browser headers.
	 *
	 * @param string                $route   Route name (see route_provider()).
	 * @param array<string, string> $headers Headers.
	 */
	private function send( string $route, array $headers ): \WP_REST_Response {
		$point = Fake_Osrm::start_point();
		// Each submit from another visitor: the per-address limit is not what is tested here.
		$contact                          = array( 'contact' => array( 'email' => 'visitor-' . wp_rand() . '@example.de' ) );
		[ $method, $path, $body, $query ] = match ( $route ) {
			'lead'             => array( 'POST', '/wizard/lead', $this->lead_body( $contact ), array() ),
			'saved search'     => array( 'POST', '/wizard/saved-search', $this->saved_search_body( $contact ), array() ),
			'exposé inquiry'   => array( 'POST', '/wizard/expose-inquiry', $this->inquiry_body( $contact ), array() ),
			'contact message'  => array( 'POST', '/wizard/contact', $this->message_body( $contact ), array() ),
			'newsletter'       => array( 'POST', '/wizard/contact', $this->newsletter_body( $contact ), array() ),
			'confirm'          => array( 'POST', '/wizard/confirm', array( 'k' => $this->confirmation_key() ), array() ),
			'form token'       => array( 'GET', '/wizard/form-token', null, array( 'type' => 'lead' ) ),
			'geocoder'         => array( 'GET', '/geocoder', null, array( 'q' => 'Prager Straße ' . wp_rand() ) ),
			'reverse geocoder' => array( 'GET', '/geocoder/reverse', null, array( 'lat' => $point['lat'], 'lon' => $point['lng'] ) ),
			'route'            => array( 'GET', '/route', null, $point ),
		};
		$request = new \WP_REST_Request( $method, '/immo-wizards/v1' . $path );
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		if ( null !== $body ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( wp_json_encode( $body ) );
		}
		$request->set_query_params( $query );
		return rest_do_request( $request );
	}

	/**
	 * A fresh confirmation key (from a lead submitted without browser headers).
	 */
	private function confirmation_key(): string {
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => 'key-' . wp_rand() . '@example.de' ) ) ) )->get_status() );
		return $this->key_from_last_mail();
	}

	/**
	 * Everything that a request could have left behind.
	 *
	 * @return array<string, int>
	 */
	private function traces(): array {
		return array(
			'requests'    => $this->count_rows( 'requests' ),
			'confirmed'   => $this->count_rows( 'requests', "status <> 'pending'" ),
			'outbox'      => $this->count_rows( 'outbox' ),
			'rate_limits' => $this->count_rows( 'rate_limits' ),
			'mails'       => count( $this->mails ),
			'photon'      => count( Fake_Photon::requests() ),
			'osrm'        => count( Fake_Osrm::requests() ),
		);
	}

	public function route_provider(): array {
		$routes = array( 'lead', 'saved search', 'exposé inquiry', 'contact message', 'newsletter', 'confirm', 'form token', 'geocoder', 'reverse geocoder', 'route' );
		return array_combine( $routes, array_map( static fn ( $route ) => array( $route ), $routes ) );
	}

	/**
	 * Browser headers of requests from elsewhere ({origin}: this site's origin, {host}: its host).
	 *
	 * @return array<string, array<string, string>>
	 */
	private static function cross_site_headers(): array {
		return array(
			'other site'              => array( 'Origin' => 'https://evil.example' ),
			'other site, same-site'   => array(
				'Origin'         => 'https://evil.example',
				'Sec-Fetch-Site' => 'same-site',
			),
			'opaque origin'           => array( 'Origin' => 'null' ),
			'host as prefix'          => array( 'Origin' => '{origin}.evil.example' ),
			'subdomain'               => array( 'Origin' => 'http://www.{host}' ),
			'other port'              => array( 'Origin' => 'http://{host}:8444' ),
			'userinfo trick'          => array( 'Origin' => 'http://{host}@evil.example' ),
			'garbage origin'          => array( 'Origin' => 'javascript:alert(1)' ),
			'2 MB origin'             => array( 'Origin' => 'https://' . str_repeat( 'a', 2097152 ) . '.example' ),
			'DNS rebinding'           => array(
				'Origin' => 'http://rebound.example',
				'Host'   => 'rebound.example',
			),
			'fetch metadata only'     => array( 'Sec-Fetch-Site' => 'cross-site' ),
			'fetch metadata in caps'  => array( 'Sec-Fetch-Site' => ' Cross-Site ' ),
			'own origin, cross-site'  => array(
				'Origin'         => '{origin}',
				'Sec-Fetch-Site' => 'cross-site',
			),
		);
	}

	/**
	 * Browser headers of requests from the site itself, and no headers at all (servers, tools).
	 *
	 * @return array<string, array<string, string>>
	 */
	private static function same_site_headers(): array {
		return array(
			'no browser headers'   => array(),
			'same origin'          => array(
				'Origin'         => '{origin}',
				'Sec-Fetch-Site' => 'same-origin',
			),
			'origin in caps'       => array( 'Origin' => 'HTTP://{HOST}' ),
			'other scheme'         => array( 'Origin' => 'https://{host}' ),
			'same-origin GET'      => array( 'Sec-Fetch-Site' => 'same-origin' ),
			'typed into the bar'   => array( 'Sec-Fetch-Site' => 'none' ),
			'unknown fetch value'  => array( 'Sec-Fetch-Site' => 'whatever' ),
		);
	}

	/**
	 * Headers with the placeholders filled in.
	 *
	 * @param array<string, string> $headers Headers.
	 * @return array<string, string>
	 */
	private static function fill( array $headers ): array {
		$host = (string) wp_parse_url( home_url(), PHP_URL_HOST );
		$map  = array(
			'{origin}' => self::own_origin(),
			'{host}'   => $host,
			'{HOST}'   => strtoupper( $host ),
		);
		return array_map( static fn ( $value ) => strtr( $value, $map ), $headers );
	}

	/**
	 * @dataProvider route_provider
	 *
	 * @param string $route Route.
	 */
	public function test_cross_site_requests_are_rejected( string $route ): void {
		foreach ( self::cross_site_headers() as $case => $headers ) {
			$this->mails = array();
			$before      = $this->traces();
			$response    = $this->send( $route, self::fill( $headers ) );
			$this->assertSame( 403, $response->get_status(), "$route, $case" );
			$this->assertSame(
				array(
					'code'    => 'immo_cross_site',
					'message' => 'Requests from other websites are not accepted. Please use the form on our website.',
					'data'    => array( 'status' => 403 ),
				),
				$this->json( $response ),
				"$route, $case"
			);
			$after = $this->traces();
			if ( 'confirm' === $route ) {
				// The key for the attempt comes from a submit without browser headers.
				$before['requests']++;
				$before['outbox']++;
				$before['mails']++;
				$before['rate_limits'] = $after['rate_limits'];
			}
			$this->assertSame( $before, $after, "$route, $case: nothing stored, counted or asked upstream" );
		}
	}

	/**
	 * @dataProvider route_provider
	 *
	 * @param string $route Route.
	 */
	public function test_same_site_and_header_less_requests_pass( string $route ): void {
		foreach ( self::same_site_headers() as $case => $headers ) {
			$response = $this->send( $route, self::fill( $headers ) );
			$this->assertContains( $response->get_status(), array( 200, 201 ), "$route, $case: " . wp_json_encode( $this->json( $response ) ) );
		}
	}

	public function test_an_allowed_embed_origin_passes(): void {
		$headers = array(
			'Origin'         => 'https://www.agency.example',
			'Sec-Fetch-Site' => 'cross-site',
		);
		$this->assertSame( 403, $this->send( 'lead', $headers )->get_status(), 'empty allow-list by default' );
		add_filter( 'immo_wizards_allowed_origins', static fn () => array( 'HTTPS://www.agency.example:443/', 'not an origin', 42 ) );
		$this->assertSame( 201, $this->send( 'lead', $headers )->get_status() );
		$this->assertSame( 200, $this->send( 'geocoder', $headers )->get_status() );
		$this->assertSame( 403, $this->send( 'lead', array( 'Origin' => 'http://www.agency.example' ) )->get_status(), 'exact origin: the scheme counts' );
		$this->assertSame( 403, $this->send( 'lead', array( 'Origin' => 'https://agency.example' ) )->get_status() );
		$this->assertSame( 403, $this->send( 'lead', array( 'Sec-Fetch-Site' => 'cross-site' ) )->get_status(), 'no origin, no allow-list' );
	}

	public function test_read_only_routes_stay_open(): void {
		foreach ( array( array( 'POST', '/wizard/fields', '{}' ), array( 'GET', '/wizard/locations', null ) ) as [ $method, $path, $body ] ) {
			$request = new \WP_REST_Request( $method, '/immo-wizards/v1' . $path );
			$request->set_header( 'Origin', 'https://evil.example' );
			$request->set_header( 'Sec-Fetch-Site', 'cross-site' );
			if ( null !== $body ) {
				$request->set_header( 'Content-Type', 'application/json' );
				$request->set_body( $body );
			}
			$this->assertSame( 200, rest_do_request( $request )->get_status(), "$path: public data" );
		}
	}
}
