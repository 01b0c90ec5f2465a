<?php
/**
 * Portal users cannot change their account through core's routes.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Portal;

use ImmoWizards\Tests\Portal_Session;
use ImmoWizards\Tests\Test_Case;

require_once dirname( __DIR__ ) . '/includes/class-portal-session.php';

/**
 * `/wp/v2/users/me` would change the address without the confirmation mail.
 */
final class Account_Guard_Test extends Test_Case {

	use Portal_Session;

	public function test_a_portal_user_cannot_write_core_user_routes(): void {
		$this->capture_cookies();
		add_filter( 'wp_is_application_passwords_available', '__return_true' );
		$anna = $this->portal_session( 'anna@example.de' );
		foreach ( array( array( 'POST', '/wp/v2/users/me', array( 'email' => 'mallory@example.de' ) ), array( 'POST', '/wp/v2/users/me', array( 'password' => 'new-password-123' ) ), array( 'POST', '/wp/v2/users/me/application-passwords', array( 'name' => 'x' ) ), array( 'DELETE', '/wp/v2/users/me?force=true&reassign=false', null ) ) as [ $method, $route, $body ] ) {
			$response = $this->browser( $anna['cookie'], $anna['nonce'], $method, $route, $body );
			$this->assertSame( 403, $response->get_status(), "$method $route" );
		}
		clean_user_cache( $anna['user']->ID );
		$user = get_userdata( $anna['user']->ID );
		$this->assertSame( 'anna@example.de', $user->user_email );
		$this->assertSame( $anna['user']->user_pass, $user->user_pass );
		$this->assertFalse( wp_is_application_passwords_available_for_user( $user ) );
		$this->assertSame( 200, $this->browser( $anna['cookie'], $anna['nonce'], 'GET', '/wp/v2/users/me' )->get_status(), 'reading stays' );
	}

	public function test_other_users_keep_their_rights(): void {
		add_filter( 'wp_is_application_passwords_available', '__return_true' );
		wp_set_current_user( 1 );
		$request = new \WP_REST_Request( 'POST', '/wp/v2/users/me' );
		$request->set_param( 'first_name', 'Admin' );
		$this->assertSame( 200, rest_do_request( $request )->get_status() );
		$this->assertTrue( wp_is_application_passwords_available_for_user( get_userdata( 1 ) ) );
	}
}
