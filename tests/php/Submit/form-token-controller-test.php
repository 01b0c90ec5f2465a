<?php
/**
 * GET /wizard/form-token?type=….
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Submit;

use ImmoWizards\Tests\Request_Payloads;
use ImmoWizards\Tests\Test_Case;

/**
 * The server-measured fill time, with tokens bound to the form type and the client's network.
 */
final class Form_Token_Controller_Test extends Test_Case {

	use Request_Payloads;

	/**
	 * A token from the route.
	 *
	 * @param string $type Request type.
	 */
	private function fetch_token( string $type ): string {
		$response = $this->rest( 'GET', '/wizard/form-token', null, array( 'type' => $type ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return $this->json( $response )['token'];
	}

	public function test_route_is_public_read_only_with_schema(): void {
		$routes = rest_get_server()->get_routes();
		$this->assertArrayHasKey( '/immo-wizards/v1/wizard/form-token', $routes );
		$endpoint = $routes['/immo-wizards/v1/wizard/form-token'][0];
		$this->assertSame( array( 'GET' => true ), $endpoint['methods'] );
		$this->assertIsCallable( $endpoint['permission_callback'] );
		$this->assertSame( array( 'lead', 'saved_search', 'expose_inquiry', 'message', 'newsletter' ), $endpoint['args']['type']['enum'] );
		$this->assertTrue( $endpoint['args']['type']['required'] );
		$this->assertContains( $this->rest( 'POST', '/wizard/form-token', array(), array( 'type' => 'lead' ) )->get_status(), array( 404, 405 ), 'read only' );
		$schema = call_user_func( rest_get_server()->get_route_options( '/immo-wizards/v1/wizard/form-token' )['schema'] );
		$this->assertSame( 'string', $schema['properties']['token']['type'] );
	}

	public function test_token_is_signed_time_with_a_random_part_and_not_cacheable(): void {
		$response = $this->rest( 'GET', '/wizard/form-token', null, array( 'type' => 'lead' ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'no-store', $response->get_headers()['Cache-Control'] ?? null );
		$this->assertSame( array( 'token' ), array_keys( $this->json( $response ) ) );
		$token = $this->json( $response )['token'];
		$this->assertMatchesRegularExpression( '/^[0-9]+\.[0-9a-f]{32}\.[0-9a-f]{64}$/', $token );
		$this->assertEqualsWithDelta( time(), (int) strtok( $token, '.' ), 2 );
		$this->assertNotSame( explode( '.', $token )[1], explode( '.', $this->fetch_token( 'lead' ) )[1], 'a new random part each time' );
		$this->assertSame( 0, $this->count_rows( 'form_tokens' ), 'issuing stores nothing' );
	}

	/**
	 * @dataProvider bad_type_provider
	 *
	 * @param mixed $type Bad type (null: missing).
	 */
	public function test_bad_type_is_a_400( $type ): void {
		$response = $this->rest( 'GET', '/wizard/form-token', null, null === $type ? array() : array( 'type' => $type ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertContains( $this->error_code( $response ), array( 'rest_missing_callback_param', 'rest_invalid_param' ) );
		$this->assertNotSame( '', (string) $this->json( $response )['message'] );
		$this->assertArrayNotHasKey( 'token', $this->json( $response ) );
	}

	public function bad_type_provider(): array {
		return array(
			'missing'       => array( null ),
			'empty'         => array( '' ),
			'unknown'       => array( 'admin' ),
			'upper case'    => array( 'LEAD' ),
			'array'         => array( array( 'lead' ) ),
			'SQL'           => array( "lead' OR 1=1 --" ),
			'separator'     => array( 'lead|203.0.113.1' ),
			'2 MB'          => array( str_repeat( 'x', 2 * 1024 * 1024 ) ),
			'numeric'       => array( 1 ),
			'route fragment' => array( '../lead' ),
		);
	}

	public function test_fresh_token_is_too_fast_unless_the_fill_time_is_zero(): void {
		$token    = $this->fetch_token( 'lead' );
		$response = $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'formToken' => $token ) ) );
		$this->assertSame( 'immo_wizards_too_fast', $this->error_code( $response ) );
		$wait = $response->get_data()['data']['retryAfter'] ?? null;
		$this->assertContains( $wait, array( 1, 2, 3 ), 'says how long until the same token is accepted (the browser sends again by itself)' );
		$this->assertSame( 0, $this->count_rows( 'requests' ) );
		$this->assertSame( 0, $this->count_rows( 'form_tokens' ), 'a too fast submit does not use the token up' );

		add_filter( 'immo_wizards_min_fill_time', static fn () => 0.0 );
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'formToken' => $token ) ) )->get_status() );
	}

	public function test_token_is_bound_to_its_form_type(): void {
		add_filter( 'immo_wizards_min_fill_time', static fn () => 0.0 );
		$routes = array(
			'message'        => array( '/wizard/contact', $this->message_body() ),
			'newsletter'     => array( '/wizard/contact', $this->newsletter_body() ),
			'saved_search'   => array( '/wizard/saved-search', $this->saved_search_body() ),
			'expose_inquiry' => array( '/wizard/expose-inquiry', $this->inquiry_body() ),
			'lead'           => array( '/wizard/lead', $this->lead_body() ),
		);
		$lead_token = $this->fetch_token( 'lead' );
		foreach ( $routes as $type => [ $route, $body ] ) {
			if ( 'lead' !== $type ) {
				$foreign = $this->rest( 'POST', $route, array( 'formToken' => $lead_token ) + $body );
				$this->assertSame( 'immo_wizards_invalid_form_token', $this->error_code( $foreign ), "lead token on $type" );
				$this->assertSame( 'The form has expired or is incomplete. Please reload the page and send it again.', $this->json( $foreign )['message'] );
			}
			$this->assertSame( 201, $this->rest( 'POST', $route, array( 'formToken' => $this->fetch_token( $type ) ) + $body )->get_status(), $type );
		}
		$this->assertSame( 5, $this->count_rows( 'requests' ) );
	}

	/**
	 * @dataProvider network_provider
	 *
	 * @param string $issued_to Client IP when the token was fetched.
	 * @param string $sent_from Client IP of the submit.
	 * @param int    $status    Expected status of the submit.
	 */
	public function test_token_is_bound_to_the_clients_network( string $issued_to, string $sent_from, int $status ): void {
		add_filter( 'immo_wizards_min_fill_time', static fn () => 0.0 );
		$_SERVER['REMOTE_ADDR'] = $issued_to;
		$token                  = $this->fetch_token( 'lead' );
		$_SERVER['REMOTE_ADDR'] = $sent_from;
		$response               = $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'formToken' => $token ) ) );
		$this->assertSame( $status, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( 201 === $status ? 1 : 0, $this->count_rows( 'requests' ) );
		if ( 400 === $status ) {
			$this->assertSame( 'immo_wizards_invalid_form_token', $this->error_code( $response ) );
		}
	}

	public function network_provider(): array {
		return array(
			'same IPv4'                   => array( '198.51.100.7', '198.51.100.7', 201 ),
			'other IPv4 in the same /24'  => array( '198.51.100.7', '198.51.100.8', 400 ),
			'same IPv6 /64, other host'   => array( '2001:db8:1:2::1', '2001:db8:1:2:ffff::9', 201 ),
			'other IPv6 /64'              => array( '2001:db8:1:2::1', '2001:db8:1:3::1', 400 ),
			'IPv4 and its mapped IPv6'    => array( '198.51.100.7', '::ffff:198.51.100.7', 201 ),
			'IPv4 token sent from IPv6'   => array( '198.51.100.7', '2001:db8::7', 400 ),
		);
	}

	public function test_rate_limited_per_ip(): void {
		add_filter( 'immo_wizards_rate_limit', static fn ( $limit, $kind ) => 'form_token_ip' === $kind ? 2 : $limit, 10, 2 );
		$codes = array();
		foreach ( range( 1, 3 ) as $i ) {
			$codes[] = $this->rest( 'GET', '/wizard/form-token', null, array( 'type' => 'lead' ) )->get_status();
		}
		$this->assertSame( array( 200, 200, 429 ), $codes );
	}
}
