<?php
/**
 * Portal users, sessions and browser-like REST calls for tests.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests;

/**
 * A browser is a logged-in cookie plus the nonce its script holds. browser() mimics what
 * WP_REST_Server::serve_request() does before dispatching: the user comes from the cookie, then core's
 * cookie check (`rest_authentication_errors` → rest_cookie_check_errors) drops the user when the
 * nonce is missing and rejects a wrong one.
 */
trait Portal_Session {

	use Request_Payloads;

	/**
	 * Logged-in cookies set by the code under test.
	 *
	 * @var string[]
	 */
	protected array $set_cookies = array();

	/**
	 * Captures auth cookies instead of sending them (the test process has sent output already).
	 */
	protected function capture_cookies(): void {
		add_filter( 'send_auth_cookies', '__return_false' );
		add_action(
			'set_logged_in_cookie',
			function ( $cookie ) {
				$this->set_cookies[] = (string) $cookie;
			}
		);
		add_filter( 'immo_wizards_auth_email_min_seconds', static fn () => 0.0 );
		// Cron loopbacks of the mail queue go nowhere in tests.
		add_filter( 'pre_http_request', static fn () => new \WP_Error( 'offline', 'tests' ), 10, 0 );
	}

	/**
	 * Submits and confirms a saved search for $email through the wizard routes.
	 *
	 * @param string              $email   Address.
	 * @param array<string,mixed> $contact Other contact fields.
	 * @return array{user:\WP_User, loginKey:string, uuid:string}
	 */
	protected function confirmed_contact( string $email, array $contact = array() ): array {
		$body     = $this->saved_search_body( array( 'contact' => array( 'email' => $email ) + $contact ) );
		$response = $this->rest( 'POST', '/wizard/saved-search', $body );
		$this->assertSame( 201, $response->get_status(), 'saved search stored' );
		$confirm = $this->rest( 'POST', '/wizard/confirm', array( 'k' => $this->key_from_last_mail() ) );
		$this->assertSame( 200, $confirm->get_status(), 'confirmed' );
		$answer = $this->json( $confirm );
		return array(
			'user'     => get_user_by( 'email', $email ),
			'loginKey' => (string) $answer['loginKey'],
			'uuid'     => (string) $answer['uuid'],
		);
	}

	/**
	 * A REST call outside the test case's `/immo-wizards/v1` prefix, without cookie handling.
	 *
	 * @param string $method Method.
	 * @param string $route  Full route, e.g. `/immo-wizards/auth/login`.
	 * @param mixed  $body   JSON body.
	 */
	protected function call( string $method, string $route, $body = null ): \WP_REST_Response {
		$request = new \WP_REST_Request( $method, $route );
		if ( null !== $body ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( wp_json_encode( $body ) );
		}
		return rest_do_request( $request );
	}

	/**
	 * POST /auth/login then /auth/login/nonce with a key, as one browser.
	 *
	 * @param string $key Login key.
	 * @return array{cookie:string, nonce:string}
	 */
	protected function log_in( string $key ): array {
		$this->browser( null, null, 'POST', '/immo-wizards/auth/login', array( 'k' => $key ) );
		$cookie = (string) end( $this->set_cookies );
		$this->assertNotSame( '', $cookie, 'auth cookie set' );
		$answer = $this->browser( $cookie, null, 'POST', '/immo-wizards/auth/login/nonce', array( 'k' => $key ) );
		$this->assertSame( 200, $answer->get_status(), 'nonce handed out' );
		return array(
			'cookie' => $cookie,
			'nonce'  => (string) $this->json( $answer )['nonce'],
		);
	}

	/**
	 * A portal user who confirmed a saved search and is logged in.
	 *
	 * @param string              $email   Address.
	 * @param array<string,mixed> $fields  Other contact fields.
	 * @return array{user:\WP_User, cookie:string, nonce:string, uuid:string}
	 */
	protected function portal_session( string $email, array $fields = array() ): array {
		$contact = $this->confirmed_contact( $email, $fields );
		return array(
			'user' => $contact['user'],
			'uuid' => $contact['uuid'],
		) + $this->log_in( $contact['loginKey'] );
	}

	/**
	 * A REST call as a browser with (or without) the logged-in cookie and the X-WP-Nonce header.
	 *
	 * @param string|null           $cookie  Logged-in cookie.
	 * @param string|null           $nonce   Nonce header.
	 * @param string                $method  Method.
	 * @param string                $route   Full route.
	 * @param mixed                 $body    JSON body.
	 * @param array<string, string> $headers Further request headers, e.g. the browser's `Origin`.
	 */
	protected function browser( ?string $cookie, ?string $nonce, string $method, string $route, $body = null, array $headers = array() ): \WP_REST_Response {
		global $wp_rest_server, $wp_rest_auth_cookie;
		unset( $_COOKIE[ LOGGED_IN_COOKIE ], $_SERVER['HTTP_X_WP_NONCE'], $_REQUEST['_wpnonce'] );
		$_SERVER['REQUEST_METHOD'] = $method;
		$wp_rest_auth_cookie = false; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		if ( null !== $cookie ) {
			$_COOKIE[ LOGGED_IN_COOKIE ] = $cookie;
		}
		if ( null !== $nonce ) {
			$_SERVER['HTTP_X_WP_NONCE'] = $nonce;
		}
		$user_id = null !== $cookie ? (int) wp_validate_auth_cookie( $cookie, 'logged_in' ) : 0;
		if ( $user_id ) {
			$wp_rest_auth_cookie = true; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		}
		wp_set_current_user( $user_id );

		$server = $wp_rest_server;
		// Core's cookie check answers a valid nonce with a fresh one in a header: not sendable here.
		$wp_rest_server = new class() extends \WP_REST_Server { // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
			/**
			 * Drops the header.
			 *
			 * @param string $key   Name.
			 * @param string $value Value.
			 */
			public function send_header( $key, $value ) {}
		};
		// The route as serve_request() finds it (the plugin's nonce rules read it).
		$GLOBALS['wp']->query_vars['rest_route'] = $route;
		try {
			$auth = $wp_rest_server->check_authentication();
		} finally {
			$wp_rest_server = $server; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		}
		if ( is_wp_error( $auth ) ) {
			return rest_convert_error_to_response( $auth );
		}
		$request = new \WP_REST_Request( $method, $route );
		if ( null !== $nonce ) {
			$request->set_header( 'X-WP-Nonce', $nonce );
		}
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		if ( null !== $body ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( is_string( $body ) ? $body : wp_json_encode( $body ) );
		}
		return rest_do_request( $request );
	}

	/**
	 * Runs the deferred portal mails (what WP-Cron does after the request).
	 */
	protected function run_mail_queue(): void {
		\ImmoWizards\Plugin::instance()->runner()->flush();
	}

	/**
	 * The key from the last mail sent to $email.
	 *
	 * @param string $email Recipient.
	 */
	protected function key_from_mail_to( string $email ): string {
		foreach ( array_reverse( $this->mails ) as $mail ) {
			if ( strtolower( (string) $mail['to'] ) === strtolower( $email ) && preg_match( '/[?&;#]k=([0-9a-f]{64})/', (string) $mail['message'], $m ) ) {
				return $m[1];
			}
		}
		$this->fail( "no mail with a key to $email" );
	}

	/**
	 * A WordPress user with one role.
	 *
	 * @param string $email Address.
	 * @param string $role  Role.
	 */
	protected function user_with_role( string $email, string $role ): int {
		return (int) wp_insert_user(
			array(
				'user_login' => 'user-' . md5( $email ),
				'user_email' => $email,
				'user_pass'  => 'secret-password',
				'role'       => $role,
			)
		);
	}

	/**
	 * Asserts the one answer for every bad key.
	 *
	 * @param \WP_REST_Response $response Response.
	 */
	protected function assert_invalid_key( \WP_REST_Response $response ): void {
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame(
			array(
				'code'    => 'immo_invalid_key',
				'message' => 'This link is invalid or has expired.',
				'data'    => array( 'status' => 403 ),
			),
			$this->json( $response )
		);
	}
}
