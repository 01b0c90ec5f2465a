<?php
/**
 * POST /auth/login, /auth/login/nonce.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Portal;

use ImmoWizards\Plugin;
use ImmoWizards\Portal\Sessions;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Tests\Portal_Test_Case;

require_once dirname( __DIR__ ) . '/includes/class-portal-test-case.php';

/**
 * The session a login key opens and its nonce; bad keys fail alike.
 */
final class Auth_Login_Test extends Portal_Test_Case {

	public function test_login_opens_a_new_session_and_the_nonce_belongs_to_it(): void {
		$contact = $this->confirmed_contact( 'anna@example.de' );
		$user    = $contact['user'];
		$before  = count( \WP_Session_Tokens::get_instance( $user->ID )->get_all() );

		$login = $this->browser( null, null, 'POST', '/immo-wizards/auth/login', array( 'k' => $contact['loginKey'] ) );
		$this->assertSame( 200, $login->get_status() );
		$this->assertSame(
			array(
				'user'  => array( 'email' => 'anna@example.de' ),
				'login' => true,
			),
			$this->json( $login )
		);
		$this->assertCount( 1, $this->set_cookies );
		$this->assertSame( $user->ID, wp_validate_auth_cookie( $this->set_cookies[0], 'logged_in' ) );
		$this->assertCount( $before + 1, \WP_Session_Tokens::get_instance( $user->ID )->get_all(), 'a new session' );

		$answer = $this->browser( $this->set_cookies[0], null, 'POST', '/immo-wizards/auth/login/nonce', array( 'k' => $contact['loginKey'] ) );
		$this->assertSame( 200, $answer->get_status() );
		$nonce = $this->json( $answer )['nonce'];

		$me = $this->browser( $this->set_cookies[0], $nonce, 'GET', '/immo-wizards/auth/me' );
		$this->assertSame( 200, $me->get_status() );
		$this->assertSame( array( 'user' => array( 'email' => 'anna@example.de' ) ), $this->json( $me ) );
		$this->assertSame( '2', (string) $this->rows( 'keys' )[ count( $this->rows( 'keys' ) ) - 1 ]->uses, 'both uses spent' );
	}

	public function test_the_nonce_the_page_had_before_the_login_does_not_stop_the_logins_nonce(): void {
		$contact = $this->confirmed_contact( 'anna@example.de' );
		// What core's api-fetch printed into the page for the visitor, and sends with every call.
		wp_set_current_user( 0 );
		$page_nonce = wp_create_nonce( 'wp_rest' );
		$this->assertSame( 200, $this->browser( null, $page_nonce, 'POST', '/immo-wizards/auth/login', array( 'k' => $contact['loginKey'] ) )->get_status() );

		$answer = $this->browser( $this->set_cookies[0], $page_nonce, 'POST', '/immo-wizards/auth/login/nonce', array( 'k' => $contact['loginKey'] ) );
		$this->assertSame( 200, $answer->get_status(), 'the first call succeeds' );
		$nonce = $this->json( $answer )['nonce'];
		$this->assertSame( 200, $this->browser( $this->set_cookies[0], $nonce, 'GET', '/immo-wizards/auth/me' )->get_status() );
		// Every other route keeps core's check of the cookie's nonce.
		$stale = $this->browser( $this->set_cookies[0], $page_nonce, 'GET', '/immo-wizards/auth/me' );
		$this->assertSame( 'rest_cookie_invalid_nonce', $this->error_code( $stale ) );
	}

	public function test_a_nonce_that_does_not_fit_makes_no_user_on_the_login_nonce_route(): void {
		$anna  = $this->confirmed_contact( 'anna@example.de' );
		$other = $this->log_in( $this->confirmed_contact( 'ben@example.de' )['loginKey'] );
		$this->browser( null, null, 'POST', '/immo-wizards/auth/login', array( 'k' => $anna['loginKey'] ) );
		// Another session's cookie with a wrong nonce: still only the cookie the key opened gets one.
		$this->assert_invalid_key( $this->browser( $other['cookie'], 'garbage', 'POST', '/immo-wizards/auth/login/nonce', array( 'k' => $anna['loginKey'] ) ) );
		$this->assertSame( 0, get_current_user_id() );
		$this->assertSame( 200, $this->browser( (string) end( $this->set_cookies ), 'garbage', 'POST', '/immo-wizards/auth/login/nonce', array( 'k' => $anna['loginKey'] ) )->get_status() );
	}

	public function test_the_confirmation_route_names_a_login_links_key_without_using_it(): void {
		$key    = $this->confirmed_contact( 'anna@example.de' )['loginKey'];
		$answer = $this->rest( 'POST', '/wizard/confirm', array( 'k' => $key ) );
		$this->assertSame( 200, $answer->get_status() );
		$this->assertSame(
			array(
				'opcode'   => 'Login',
				'loginKey' => $key,
			),
			$this->json( $answer )
		);
		// Both uses left: the session and its nonce.
		$this->log_in( $key );
		$this->assert_invalid_key( $this->rest( 'POST', '/wizard/confirm', array( 'k' => $key ) ) );
	}

	public function test_the_confirmation_route_names_no_login_key_that_cannot_log_in(): void {
		$contact = $this->confirmed_contact( 'anna@example.de' );
		$this->browser( null, null, 'POST', '/immo-wizards/auth/login', array( 'k' => $contact['loginKey'] ) );
		$this->assert_invalid_key( $this->rest( 'POST', '/wizard/confirm', array( 'k' => $contact['loginKey'] ) ) ); // It opened a session already.
		$admin_key = Plugin::instance()->keys()->create( 'login', 0, 0, HOUR_IN_SECONDS, 2, 1 );
		$this->assert_invalid_key( $this->rest( 'POST', '/wizard/confirm', array( 'k' => $admin_key ) ) ); // No portal user's.
	}

	public function test_a_used_login_link_opens_no_second_session(): void {
		$key = $this->confirmed_contact( 'anna@example.de' )['loginKey'];
		$this->log_in( $key );
		$this->assert_invalid_key( $this->browser( null, null, 'POST', '/immo-wizards/auth/login', array( 'k' => $key ) ) );
		$this->assert_invalid_key( $this->browser( $this->set_cookies[0], null, 'POST', '/immo-wizards/auth/login/nonce', array( 'k' => $key ) ) );
		$this->assertCount( 1, $this->set_cookies );
	}

	public function test_a_login_link_opened_in_a_second_browser_before_the_nonce_fails_there(): void {
		$key = $this->confirmed_contact( 'anna@example.de' )['loginKey'];
		$this->browser( null, null, 'POST', '/immo-wizards/auth/login', array( 'k' => $key ) );
		$this->assert_invalid_key( $this->browser( null, null, 'POST', '/immo-wizards/auth/login', array( 'k' => $key ) ) );
		$this->assertCount( 1, $this->set_cookies, 'no second session' );
		// The first browser still gets its nonce.
		$this->assertSame( 200, $this->browser( $this->set_cookies[0], null, 'POST', '/immo-wizards/auth/login/nonce', array( 'k' => $key ) )->get_status() );
	}

	public function test_the_nonce_is_only_handed_to_the_session_the_key_opened(): void {
		$anna  = $this->confirmed_contact( 'anna@example.de' );
		$other = $this->log_in( $this->confirmed_contact( 'ben@example.de' )['loginKey'] );
		$this->browser( null, null, 'POST', '/immo-wizards/auth/login', array( 'k' => $anna['loginKey'] ) );
		$own = (string) end( $this->set_cookies );

		$second = wp_generate_auth_cookie( $anna['user']->ID, time() + HOUR_IN_SECONDS, 'logged_in', \WP_Session_Tokens::get_instance( $anna['user']->ID )->create( time() + HOUR_IN_SECONDS ) );
		$forged = substr( $own, 0, -4 ) . 'abcd';
		foreach ( array( null, '', 'garbage', $forged, $second, $other['cookie'] ) as $cookie ) {
			$this->assert_invalid_key( $this->browser( $cookie, null, 'POST', '/immo-wizards/auth/login/nonce', array( 'k' => $anna['loginKey'] ) ) );
		}
		$this->assertSame( 200, $this->browser( $own, null, 'POST', '/immo-wizards/auth/login/nonce', array( 'k' => $anna['loginKey'] ) )->get_status() );
	}

	public function test_bad_login_keys_fail_alike(): void {
		global $wpdb;
		$contact = $this->confirmed_contact( 'anna@example.de' );
		$key     = $contact['loginKey'];
		$other   = Plugin::instance()->keys()->create( 'confirm', 0, 0, HOUR_IN_SECONDS, 5, $contact['user']->ID );
		$change  = Plugin::instance()->keys()->create( 'email_change', 0, 0, HOUR_IN_SECONDS, 5, $contact['user']->ID );
		foreach ( array( '', substr( $key, 0, 63 ), strtoupper( $key ), $key . '0', ' ' . $key, $other, $change, bin2hex( random_bytes( 32 ) ), "' OR '1'='1" ) as $bad ) {
			$this->assert_invalid_key( $this->browser( null, null, 'POST', '/immo-wizards/auth/login', array( 'k' => $bad ) ) );
			$this->assert_invalid_key( $this->browser( null, null, 'POST', '/immo-wizards/auth/login/nonce', array( 'k' => $bad ) ) );
		}
		$this->assertSame( array(), $this->set_cookies );

		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Tables::name( 'keys' ) . " SET expires_at = '2001-01-01 00:00:00' WHERE key_hash = %s", hash( 'sha256', $key ) ) ); // phpcs:ignore
		$this->assert_invalid_key( $this->browser( null, null, 'POST', '/immo-wizards/auth/login', array( 'k' => $key ) ) );
		$this->assertSame( array(), $this->set_cookies, 'expired' );
	}

	public function test_keys_of_a_wrong_type_are_bad_requests(): void {
		foreach ( array( '/immo-wizards/auth/login', '/immo-wizards/auth/login/nonce' ) as $route ) {
			foreach ( array( array( 'k' => array( 'a' ) ), array( 'k' => null ), array( 'k' => true ), array( 'k' => str_repeat( 'a', 201 ) ), array() ) as $body ) {
				$response = $this->call( 'POST', $route, $body );
				$this->assertSame( 400, $response->get_status(), $route );
				$this->assertContains( $this->error_code( $response ), array( 'rest_invalid_param', 'rest_missing_callback_param' ) );
			}
		}
	}

	public function test_a_login_key_of_a_user_who_is_no_longer_a_portal_user_fails(): void {
		$contact = $this->confirmed_contact( 'anna@example.de' );
		$contact['user']->set_role( 'editor' );
		$this->assert_invalid_key( $this->browser( null, null, 'POST', '/immo-wizards/auth/login', array( 'k' => $contact['loginKey'] ) ) );
		$admin_key = Plugin::instance()->keys()->create( 'login', 0, 0, HOUR_IN_SECONDS, 2, 1 );
		$this->assert_invalid_key( $this->browser( null, null, 'POST', '/immo-wizards/auth/login', array( 'k' => $admin_key ) ) );
		$this->assertSame( array(), $this->set_cookies );
	}

	public function test_the_session_remembers_its_login_key_only_as_an_id(): void {
		$contact = $this->confirmed_contact( 'anna@example.de' );
		$this->log_in( $contact['loginKey'] );
		$sessions = \WP_Session_Tokens::get_instance( $contact['user']->ID )->get_all();
		$session  = end( $sessions );
		$this->assertIsInt( $session[ Sessions::SESSION_KEY ] );
		$this->assertStringNotContainsString( $contact['loginKey'], (string) wp_json_encode( $sessions ) );
	}

	public function test_a_thousand_key_guesses_from_one_ip_are_stopped(): void {
		$key                    = $this->confirmed_contact( 'anna@example.de' )['loginKey'];
		$_SERVER['REMOTE_ADDR'] = '2001:db8:1:2::5';
		$routes   = array( array( 'v1', '/wizard/confirm' ), array( 'auth', '/immo-wizards/auth/login' ), array( 'auth', '/immo-wizards/auth/login/nonce' ) );
		$statuses = array();
		for ( $i = 0; $i < 1000; $i++ ) {
			[ $kind, $route ] = $routes[ $i % 3 ];
			$body             = array( 'k' => bin2hex( random_bytes( 32 ) ) );
			$statuses[]       = 'v1' === $kind ? $this->rest( 'POST', $route, $body )->get_status() : $this->call( 'POST', $route, $body )->get_status();
		}
		$this->assertSame( array_fill( 0, 30, 403 ), array_slice( $statuses, 0, 30 ) );
		$this->assertSame( array_fill( 0, 970, 429 ), array_slice( $statuses, 30 ) );
		$last = $this->call( 'POST', '/immo-wizards/auth/login', array( 'k' => bin2hex( random_bytes( 32 ) ) ) );
		$this->assertSame( 'immo_rate_limited', $this->error_code( $last ) );

		// A real key from this network waits too (IPv6 counts per /64); another network is not affected.
		$_SERVER['REMOTE_ADDR'] = '2001:db8:1:2::6';
		$this->assertSame( 429, $this->call( 'POST', '/immo-wizards/auth/login', array( 'k' => $key ) )->get_status() );
		$_SERVER['REMOTE_ADDR'] = '2001:db8:1:3::5';
		$this->assertSame( 200, $this->browser( null, null, 'POST', '/immo-wizards/auth/login', array( 'k' => $key ) )->get_status() );
	}
}
