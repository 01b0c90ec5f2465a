<?php
/**
 * Sessions and nonces on every portal route; GET /auth/me and DELETE /v1/auth/me.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Portal;

use ImmoWizards\Tests\Portal_Session;
use ImmoWizards\Tests\Test_Case;

require_once dirname( __DIR__ ) . '/includes/class-portal-session.php';

/**
 * A portal route answers only a portal user's cookie together with that session's nonce.
 */
final class Portal_Session_Test extends Test_Case {

	use Portal_Session;

	/**
	 * Every portal route that needs a session: method and full route.
	 */
	private const ROUTES = array(
		array( 'GET', '/immo-wizards/auth/me' ),
		array( 'DELETE', '/immo-wizards/v1/auth/me' ),
		array( 'GET', '/immo-wizards/v1/contact' ),
		array( 'PUT', '/immo-wizards/v1/contact' ),
		array( 'DELETE', '/immo-wizards/v1/contact' ),
		array( 'GET', '/immo-wizards/v1/saved-search' ),
		array( 'POST', '/immo-wizards/v1/saved-search' ),
		array( 'PUT', '/immo-wizards/v1/saved-search/{uuid}' ),
		array( 'DELETE', '/immo-wizards/v1/saved-search/{uuid}' ),
		array( 'GET', '/immo-wizards/v1/expose-inquiry' ),
	);

	/**
	 * Captures cookies.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->capture_cookies();
	}

	/**
	 * A valid body for a route (so only the session decides).
	 *
	 * @param string $method Method.
	 * @param string $route  Route.
	 * @return array<string,mixed>|null
	 */
	private function body_for( string $method, string $route ): ?array {
		if ( str_contains( $route, 'saved-search' ) && in_array( $method, array( 'POST', 'PUT' ), true ) ) {
			return $this->saved_search_body()['savedSearch'];
		}
		if ( str_ends_with( $route, '/contact' ) && 'PUT' === $method ) {
			return $this->saved_search_body()['contact'];
		}
		return null;
	}

	/**
	 * Asserts that a response refuses the caller and nothing changed.
	 *
	 * @param \WP_REST_Response $response Response.
	 * @param int               $status   Expected status.
	 * @param string            $code     Expected code.
	 * @param string            $what     Case.
	 */
	private function assert_refused( \WP_REST_Response $response, int $status, string $code, string $what ): void {
		$this->assertSame( $status, $response->get_status(), $what );
		$this->assertSame( $code, $this->error_code( $response ), $what );
		$this->assertNotSame( '', (string) ( $this->json( $response )['message'] ?? '' ), $what );
	}

	public function test_every_portal_route_refuses_wrong_or_missing_sessions_and_nonces(): void {
		$anna  = $this->portal_session( 'anna@example.de' );
		$ben   = $this->portal_session( 'ben@example.de' );
		$again = $this->log_in( \ImmoWizards\Plugin::instance()->portal()->login_links()->issue( $anna['user']->ID, 0 ) );
		$admin = wp_generate_auth_cookie( 1, time() + HOUR_IN_SECONDS, 'logged_in', \WP_Session_Tokens::get_instance( 1 )->create( time() + HOUR_IN_SECONDS ) );
		wp_set_current_user( 1 );
		$_COOKIE[ LOGGED_IN_COOKIE ] = $admin;
		$admin_nonce                 = wp_create_nonce( 'wp_rest' );
		$before                      = $this->snapshot();

		foreach ( self::ROUTES as [ $method, $route ] ) {
			$route = str_replace( '{uuid}', $anna['uuid'], $route );
			$body  = $this->body_for( $method, $route );
			$label = "$method $route";
			$this->assert_refused( $this->browser( $anna['cookie'], null, $method, $route, $body ), 401, 'immo_not_logged_in', "$label: cookie without nonce" );
			// A nonce without its session counts as none (Rest\Stale_Nonce): not logged in.
			$this->assert_refused( $this->browser( null, $anna['nonce'], $method, $route, $body ), 401, 'immo_not_logged_in', "$label: nonce without cookie" );
			$this->assert_refused( $this->browser( null, null, $method, $route, $body ), 401, 'immo_not_logged_in', "$label: nothing" );
			$this->assert_refused( $this->browser( $anna['cookie'], 'garbage', $method, $route, $body ), 403, 'rest_cookie_invalid_nonce', "$label: garbage nonce" );
			$this->assert_refused( $this->browser( $anna['cookie'], $ben['nonce'], $method, $route, $body ), 403, 'rest_cookie_invalid_nonce', "$label: other user's nonce" );
			$this->assert_refused( $this->browser( $anna['cookie'], $again['nonce'], $method, $route, $body ), 403, 'rest_cookie_invalid_nonce', "$label: other session's nonce" );
			$this->assert_refused( $this->browser( $admin, $admin_nonce, $method, $route, $body ), 403, 'immo_forbidden', "$label: an admin's session" );
		}
		$this->assertSame( $before, $this->snapshot(), 'nothing changed' );
		$this->assertTrue( (bool) get_userdata( $anna['user']->ID ), 'account still there' );
	}

	public function test_every_portal_route_refuses_other_sites_even_with_a_valid_session(): void {
		$anna   = $this->portal_session( 'anna@example.de' );
		$before = $this->snapshot();
		foreach ( self::ROUTES as [ $method, $route ] ) {
			$route = str_replace( '{uuid}', $anna['uuid'], $route );
			// A page on another site cannot read the nonce, but must not get past the origin check either.
			$answer = $this->browser( $anna['cookie'], $anna['nonce'], $method, $route, $this->body_for( $method, $route ), array( 'Origin' => 'https://evil.example' ) );
			$this->assert_refused( $answer, 403, 'immo_cross_site', "$method $route from another site" );
		}
		$this->assertSame( $before, $this->snapshot(), 'nothing changed' );
		$this->assertSame( 200, $this->browser( $anna['cookie'], $anna['nonce'], 'GET', '/immo-wizards/auth/me' )->get_status(), 'still logged in' );
	}

	public function test_the_nonce_is_also_checked_for_logins_without_a_cookie(): void {
		$anna = $this->portal_session( 'anna@example.de' );
		// Another way of authenticating (e.g. an application password) sets the user without a cookie.
		wp_set_current_user( $anna['user']->ID );
		$request = new \WP_REST_Request( 'GET', '/immo-wizards/v1/contact' );
		$this->assertSame( 'immo_forbidden', $this->error_code( rest_do_request( $request ) ) );
	}

	public function test_me_answers_the_user_of_a_valid_session(): void {
		$anna = $this->portal_session( 'anna@example.de' );
		$me   = $this->browser( $anna['cookie'], $anna['nonce'], 'GET', '/immo-wizards/auth/me' );
		$this->assertSame( 200, $me->get_status() );
		$this->assertSame( array( 'user' => array( 'email' => 'anna@example.de' ) ), $this->json( $me ) );
	}

	public function test_a_session_continues_with_the_nonce_core_hands_out_after_a_reload(): void {
		$anna = $this->portal_session( 'anna@example.de' );
		// admin-ajax.php?action=rest-nonce: a fresh nonce for the cookie's session.
		$_COOKIE[ LOGGED_IN_COOKIE ] = $anna['cookie'];
		wp_set_current_user( (int) wp_validate_auth_cookie( $anna['cookie'], 'logged_in' ) );
		$fresh = wp_create_nonce( 'wp_rest' );
		$this->assertSame( 200, $this->browser( $anna['cookie'], $fresh, 'GET', '/immo-wizards/v1/contact' )->get_status() );
	}

	public function test_logout_destroys_the_session_server_side(): void {
		$anna   = $this->portal_session( 'anna@example.de' );
		$tokens = \WP_Session_Tokens::get_instance( $anna['user']->ID );
		$count  = count( $tokens->get_all() );

		$out = $this->browser( $anna['cookie'], $anna['nonce'], 'DELETE', '/immo-wizards/v1/auth/me' );
		$this->assertSame( 200, $out->get_status() );
		$this->assertSame( array( 'loggedOut' => true ), $this->json( $out ) );
		$this->assertCount( $count - 1, $tokens->get_all() );
		$this->assertFalse( wp_validate_auth_cookie( $anna['cookie'], 'logged_in' ), 'the old cookie is dead' );
		$this->assertSame( 0, get_current_user_id() );

		// The session check after logout: not logged in, with the old nonce (which counts as none
		// without its session, see Rest\Stale_Nonce) or without one.
		$this->assertSame( 401, $this->browser( $anna['cookie'], $anna['nonce'], 'GET', '/immo-wizards/auth/me' )->get_status() );
		$this->assertSame( 401, $this->browser( $anna['cookie'], null, 'GET', '/immo-wizards/auth/me' )->get_status() );
	}

	public function test_logging_out_one_session_keeps_the_others(): void {
		$anna  = $this->portal_session( 'anna@example.de' );
		$other = $this->log_in( \ImmoWizards\Plugin::instance()->portal()->login_links()->issue( $anna['user']->ID, 0 ) );
		$this->browser( $anna['cookie'], $anna['nonce'], 'DELETE', '/immo-wizards/v1/auth/me' );
		$this->assertSame( 200, $this->browser( $other['cookie'], $other['nonce'], 'GET', '/immo-wizards/auth/me' )->get_status() );
	}

	/**
	 * Row counts of the plugin tables and users.
	 *
	 * @return array<string,int|string>
	 */
	private function snapshot(): array {
		$counts = array( 'users' => (int) count_users()['total_users'] );
		foreach ( array( 'contacts', 'requests', 'consents', 'saved_searches', 'outbox' ) as $table ) {
			$counts[ $table ] = $this->count_rows( $table );
		}
		$counts['searches'] = md5( (string) wp_json_encode( $this->rows( 'saved_searches' ) ) );
		$counts['contact']  = md5( (string) wp_json_encode( $this->rows( 'contacts' ) ) );
		return $counts;
	}
}
