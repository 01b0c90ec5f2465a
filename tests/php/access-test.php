<?php
/**
 * Portal users and wp-admin.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests;

use ImmoWizards\Settings\Settings;
use ImmoWizards\Users\Portal_Access;
use ImmoWizards\Users\Roles;

/**
 * immo_contact-only users get no admin bar and no wp-admin.
 */
final class Access_Test extends Test_Case {

	/**
	 * Creates a user.
	 *
	 * @param string $role Role.
	 */
	private function user( string $role ): int {
		return wp_insert_user(
			array(
				'user_login' => 'u' . wp_rand(),
				'user_pass'  => wp_generate_password(),
				'user_email' => 'u' . wp_rand() . '@example.org',
				'role'       => $role,
			)
		);
	}

	public function test_contact_users_get_no_admin_bar(): void {
		$access = new Portal_Access( Settings::instance() );
		wp_set_current_user( $this->user( Roles::ROLE ) );
		$this->assertFalse( $access->show_admin_bar( true ) );
		wp_set_current_user( $this->user( 'editor' ) );
		$this->assertTrue( $access->show_admin_bar( true ) );
	}

	public function test_contact_users_are_redirected_to_the_portal(): void {
		$access = new Portal_Access( Settings::instance() );
		add_filter(
			'wp_redirect',
			static function ( $location ) {
				throw new \RuntimeException( 'redirect:' . $location );
			}
		);
		wp_set_current_user( $this->user( 'administrator' ) );
		$access->redirect_from_admin();

		$user_id = $this->user( Roles::ROLE );
		wp_set_current_user( $user_id );
		try {
			$access->redirect_from_admin();
			$this->fail( 'no redirect' );
		} catch ( \RuntimeException $e ) {
			$this->assertSame( 'redirect:' . Settings::instance()->portal_url(), $e->getMessage() );
		}

		$user = get_user_by( 'id', $user_id );
		$user->add_role( 'editor' );
		wp_set_current_user( 0 );
		wp_set_current_user( $user_id );
		$access->redirect_from_admin();
		$this->assertFalse( Roles::is_contact_only( wp_get_current_user() ) );
		$this->assertFalse( Roles::is_contact_only( null ) );
	}
}
