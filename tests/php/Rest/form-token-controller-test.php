<?php
/**
 * GET /wizard/form-token.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Rest;

use ImmoWizards\Tests\Lead_Payloads;
use ImmoWizards\Tests\Test_Case;

/**
 * The server-measured fill time.
 */
final class Form_Token_Controller_Test extends Test_Case {

	use Lead_Payloads;

	public function test_route_is_public_read_only_with_schema(): void {
		$routes = rest_get_server()->get_routes();
		$this->assertArrayHasKey( '/immo-wizards/v1/wizard/form-token', $routes );
		$endpoint = $routes['/immo-wizards/v1/wizard/form-token'][0];
		$this->assertSame( array( 'GET' => true ), $endpoint['methods'] );
		$this->assertIsCallable( $endpoint['permission_callback'] );
		$this->assertContains( $this->rest( 'POST', '/wizard/form-token', array() )->get_status(), array( 404, 405 ), 'read only' );
		$schema = call_user_func( rest_get_server()->get_route_options( '/immo-wizards/v1/wizard/form-token' )['schema'] );
		$this->assertSame( 'string', $schema['properties']['token']['type'] );
	}

	public function test_token_is_signed_time_and_not_cacheable(): void {
		$response = $this->rest( 'GET', '/wizard/form-token' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'no-store', $response->get_headers()['Cache-Control'] ?? null );
		$token = $this->json( $response )['token'];
		$this->assertMatchesRegularExpression( '/^[0-9]+\.[0-9a-f]{64}$/', $token );
		$this->assertEqualsWithDelta( time(), (int) strtok( $token, '.' ), 2 );
		$this->assertSame( array( 'token' ), array_keys( $this->json( $response ) ) );
	}

	public function test_fresh_token_is_too_fast_unless_the_fill_time_is_zero(): void {
		$token    = $this->json( $this->rest( 'GET', '/wizard/form-token' ) )['token'];
		$response = $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'formToken' => $token ) ) );
		$this->assertSame( 'immo_wizards_too_fast', $this->error_code( $response ) );
		$this->assertSame( 0, $this->count_rows( 'requests' ) );

		add_filter( 'immo_wizards_min_fill_time', static fn () => 0.0 );
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'formToken' => $token ) ) )->get_status() );
	}

	public function test_rate_limited_per_ip(): void {
		add_filter( 'immo_wizards_rate_limit', static fn ( $limit, $kind ) => 'form_token_ip' === $kind ? 2 : $limit, 10, 2 );
		$codes = array();
		foreach ( range( 1, 3 ) as $i ) {
			$codes[] = $this->rest( 'GET', '/wizard/form-token' )->get_status();
		}
		$this->assertSame( array( 200, 200, 429 ), $codes );
	}
}
