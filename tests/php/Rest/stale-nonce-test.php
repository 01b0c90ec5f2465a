<?php
/**
 * A stale REST nonce from a cached page, sent by a visitor who is not logged in.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Rest;

use ImmoWizards\Tests\Test_Case;

/**
 * Core's cookie check answers 403 for the stale nonce; on the plugin's routes an anonymous request
 * then runs as anonymous, elsewhere and for logged-in users the 403 stays.
 */
final class Stale_Nonce_Test extends Test_Case {

	/**
	 * The query vars before the test.
	 *
	 * @var mixed
	 */
	private $wp;

	protected function setUp(): void {
		parent::setUp();
		do_action( 'rest_api_init' );
		$this->wp      = $GLOBALS['wp'] ?? null;
		$GLOBALS['wp'] = new \WP(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$_SERVER['HTTP_X_WP_NONCE'] = 'a1b2c3d4e5';
	}

	protected function tearDown(): void {
		unset( $_SERVER['HTTP_X_WP_NONCE'] );
		$GLOBALS['wp'] = $this->wp; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		parent::tearDown();
	}

	/**
	 * The authentication result of a REST request to $route, as the REST server asks for it.
	 *
	 * @param string $route REST route.
	 * @return mixed
	 */
	private function authenticate( string $route ) {
		$GLOBALS['wp']->query_vars['rest_route'] = $route;
		return apply_filters( 'rest_authentication_errors', null );
	}

	public function test_an_anonymous_request_to_a_plugin_route_runs_as_anonymous(): void {
		$this->assertTrue( $this->authenticate( '/immo-wizards/v1/geocoder' ) );
		$this->assertTrue( $this->authenticate( '/immo-wizards/auth/me' ) );
		$this->assertSame( 0, get_current_user_id() );
	}

	public function test_other_routes_keep_cores_answer(): void {
		$result = $this->authenticate( '/wp/v2/posts' );
		$this->assertWPErrorCode( 'rest_cookie_invalid_nonce', $result );
	}

	public function test_a_logged_in_visitor_keeps_the_403(): void {
		$this->as_logged_in_visitor(
			fn () => $this->assertWPErrorCode( 'rest_cookie_invalid_nonce', $this->authenticate( '/immo-wizards/v1/contact' ) )
		);
	}

	public function test_the_request_for_a_logins_nonce_runs_as_nobody_with_the_nonce_from_before(): void {
		$this->as_logged_in_visitor(
			function () {
				$this->assertTrue( $this->authenticate( '/immo-wizards/auth/login/nonce' ) );
				$this->assertSame( 0, get_current_user_id(), 'the cookie alone makes no user' );
			}
		);
	}

	/**
	 * Runs $check as a visitor whose cookie core's cookie check has accepted.
	 *
	 * @param callable $check The assertions.
	 */
	private function as_logged_in_visitor( callable $check ): void {
		global $wp_rest_auth_cookie;
		$user = (int) wp_insert_user(
			array(
				'user_login' => 'nonce-' . wp_rand(),
				'user_pass'  => wp_generate_password(),
				'role'       => 'subscriber',
			)
		);
		wp_set_current_user( $user );
		$wp_rest_auth_cookie = true; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- as core's cookie check sets it.
		try {
			$check();
		} finally {
			$wp_rest_auth_cookie = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		}
	}

	/**
	 * Asserts a WP_Error with a code.
	 *
	 * @param string $code   Expected code.
	 * @param mixed  $actual Result.
	 */
	private function assertWPErrorCode( string $code, $actual ): void {
		$this->assertInstanceOf( \WP_Error::class, $actual );
		$this->assertSame( $code, $actual->get_error_code() );
	}
}
