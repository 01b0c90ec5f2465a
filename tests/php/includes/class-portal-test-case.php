<?php
/**
 * Base of the tests of the portal's routes.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests;

require_once __DIR__ . '/class-portal-session.php';

/**
 * Browser-like calls (Portal_Session) with the auth cookies captured from the start.
 */
abstract class Portal_Test_Case extends Test_Case {

	use Portal_Session;

	/**
	 * Captures the auth cookies the code under test sets.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->capture_cookies();
	}

	/**
	 * A call to a `/immo-wizards/v1` route in a logged-in session.
	 *
	 * @param array<string,mixed> $session Session (cookie, nonce).
	 * @param string              $method  Method.
	 * @param string              $route   Route after `/immo-wizards/v1`.
	 * @param mixed               $body    Body.
	 */
	protected function in_session( array $session, string $method, string $route, $body = null ): \WP_REST_Response {
		return $this->browser( $session['cookie'], $session['nonce'], $method, '/immo-wizards/v1' . $route, $body );
	}
}
