<?php
/**
 * The base controller's one way to build and register an endpoint.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Rest;

use ImmoWizards\Rest\Controller;
use ImmoWizards\Tests\Test_Case;

/**
 * Routes of a small controller on a REST server of their own (so they do not join the plugin's).
 */
final class Controller_Test extends Test_Case {

	/**
	 * The REST server before the test.
	 *
	 * @var \WP_REST_Server
	 */
	private \WP_REST_Server $server;

	/**
	 * Registers the controller's routes on a fresh server.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->server              = rest_get_server();
		$GLOBALS['wp_rest_server'] = new \WP_REST_Server(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$controller                = new class() extends Controller {

			/**
			 * Namespace of its own.
			 *
			 * @var string
			 */
			protected $namespace = 'immo-wizards-test/v1';

			/**
			 * Route base.
			 *
			 * @var string
			 */
			protected $rest_base = 'echo';

			/**
			 * Like the write routes.
			 *
			 * @var bool
			 */
			protected $same_site_only = true;

			/**
			 * A POST with args, and a GET in another namespace answered by a closure.
			 */
			public function register_routes(): void {
				$args = array(
					'name'  => array(
						'type'      => 'string',
						'maxLength' => 5,
						'required'  => true,
					),
					'count' => array(
						'type'    => 'integer',
						'default' => 3,
					),
					'note'  => array( 'type' => array( 'string', 'null' ) ),
					'id'    => array(
						'type'     => 'integer',
						'readonly' => true,
					),
				);
				$this->register_route( '', $this->endpoint( \WP_REST_Server::CREATABLE, 'echo_args', '__return_true', $args ) );
				$this->register_route( '', $this->endpoint( \WP_REST_Server::READABLE, static fn () => array( 'closure' => true ), '__return_true' ), null, 'immo-wizards-test' );
			}

			/**
			 * The args as the callback gets them.
			 *
			 * @param \WP_REST_Request $request Request.
			 */
			public function echo_args( \WP_REST_Request $request ): array {
				return array(
					'name'  => $request['name'],
					'count' => $request['count'],
					'id'    => $request['id'],
				);
			}
		};
		$controller->register_routes();
	}

	/**
	 * Puts the plugin's REST server back.
	 */
	protected function tearDown(): void {
		$GLOBALS['wp_rest_server'] = $this->server; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		parent::tearDown();
	}

	/**
	 * Dispatches a request on the test's server.
	 *
	 * @param string                $method  Method.
	 * @param string                $route   Full route.
	 * @param array<string,mixed>   $body    JSON body.
	 * @param array<string, string> $headers Headers.
	 */
	private function send( string $method, string $route, array $body = array(), array $headers = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( $method, $route );
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		if ( $body ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( wp_json_encode( $body ) );
		}
		return rest_do_request( $request );
	}

	public function test_args_keep_required_and_default_and_leave_out_read_only_properties(): void {
		$answer = $this->send( 'POST', '/immo-wizards-test/v1/echo', array( 'name' => 'Anna' ) );
		$this->assertSame( 200, $answer->get_status() );
		$this->assertSame(
			array(
				'name'  => 'Anna',
				'count' => 3,
				'id'    => null,
			),
			$answer->get_data()
		);
		$this->assertSame( 'rest_missing_callback_param', $this->error_code( $this->send( 'POST', '/immo-wizards-test/v1/echo', array( 'count' => 1 ) ) ) );
		$this->assertSame( 'rest_invalid_param', $this->error_code( $this->send( 'POST', '/immo-wizards-test/v1/echo', array( 'name' => 'Annabella' ) ) ) );
		// A read-only property is no arg: not checked, not turned into a number.
		$this->assertSame( 'x', $this->send( 'POST', '/immo-wizards-test/v1/echo', array( 'name' => 'Anna', 'id' => 'x' ) )->get_data()['id'] );
	}

	public function test_a_null_the_schema_does_not_allow_is_refused(): void {
		$answer = $this->send(
			'POST',
			'/immo-wizards-test/v1/echo',
			array(
				'name'  => 'Anna',
				'count' => null,
			)
		);
		$this->assertSame( 400, $answer->get_status(), 'not taken as 0' );
		$this->assertSame( 'rest_invalid_param', $this->error_code( $answer ) );
		$allowed = $this->send(
			'POST',
			'/immo-wizards-test/v1/echo',
			array(
				'name' => 'Anna',
				'note' => null,
			)
		);
		$this->assertSame( 200, $allowed->get_status(), 'the schema allows a null note' );
	}

	public function test_a_route_in_another_namespace_is_checked_for_other_sites_too(): void {
		$this->assertSame( array( 'closure' => true ), $this->send( 'GET', '/immo-wizards-test/echo' )->get_data() );
		$refused = $this->send( 'GET', '/immo-wizards-test/echo', array(), array( 'Origin' => 'https://evil.example' ) );
		$this->assertSame( 403, $refused->get_status() );
		$this->assertSame( 'immo_cross_site', $this->error_code( $refused ) );
	}
}
