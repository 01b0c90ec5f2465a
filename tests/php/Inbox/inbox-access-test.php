<?php
/**
 * The inbox capability and who may use the inbox routes.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Inbox;

use ImmoWizards\Install\Installer;
use ImmoWizards\Install\Migrations;
use ImmoWizards\Users\Roles;

require_once __DIR__ . '/class-inbox-test-case.php';

/**
 * Administrators and editors get `immo_manage_requests` on activation and upgrade; subscribers and
 * portal contacts never; every inbox route answers 401 logged out and 403 without the capability.
 */
final class Inbox_Access_Test extends Inbox_Test_Case {

	/**
	 * Every inbox route with a method.
	 *
	 * @return array<string, array{0:string,1:string,2:mixed}>
	 */
	public function routes(): array {
		return array(
			'list'    => array( 'GET', '/requests', null ),
			'columns' => array( 'GET', '/requests/columns', null ),
			'export'  => array( 'GET', '/requests/export', null ),
			'detail'  => array( 'GET', '/requests/%d', null ),
			'patch'   => array( 'PATCH', '/requests/%d', array( 'workflow' => 'done' ) ),
			'delete'  => array( 'DELETE', '/requests/%d', null ),
			'contact' => array( 'GET', '/contacts', null ),
		);
	}

	/**
	 * Anonymous: 401; subscriber, portal contact, author: 403; nothing changes.
	 *
	 * @dataProvider routes
	 * @param string $method Method.
	 * @param string $route  Route (%d: a request id).
	 * @param mixed  $body   Body.
	 */
	public function test_only_request_managers_get_through( string $method, string $route, $body ): void {
		$id    = $this->request( 'message', array( 'message' => 'Hallo' ) );
		$route = sprintf( $route, $id );
		foreach ( array( '' => 401, 'subscriber' => 403, Roles::ROLE => 403, 'author' => 403, 'contributor' => 403 ) as $role => $status ) {
			'' === $role ? wp_set_current_user( 0 ) : $this->login( $role );
			$response = $this->rest( $method, $route, $body );
			$this->assertSame( $status, $response->get_status(), "$method $route as '$role'" );
			$this->assertSame( 'rest_forbidden', $this->error_code( $response ) );
		}
		$this->assertSame( 1, $this->count_rows( 'requests', "workflow = 'new'" ), 'nothing changed' );
	}

	public function test_administrators_and_editors_have_the_capability_subscribers_and_contacts_not(): void {
		foreach ( Roles::REQUEST_MANAGERS as $role ) {
			$this->assertTrue( get_role( $role )->has_cap( Roles::MANAGE_REQUESTS ), $role );
		}
		foreach ( array( 'subscriber', 'author', 'contributor', Roles::ROLE ) as $role ) {
			$this->assertFalse( get_role( $role )->has_cap( Roles::MANAGE_REQUESTS ), $role );
		}
		$this->login( 'editor' );
		$this->assertSame( 200, $this->rest( 'GET', '/requests' )->get_status() );
	}

	public function test_activation_grants_the_capability(): void {
		Roles::revoke_request_managers();
		$this->assertFalse( get_role( 'editor' )->has_cap( Roles::MANAGE_REQUESTS ) );
		Installer::activate();
		$this->assertTrue( get_role( 'editor' )->has_cap( Roles::MANAGE_REQUESTS ) );
		$this->assertTrue( get_role( 'administrator' )->has_cap( Roles::MANAGE_REQUESTS ) );
		$this->assertFalse( get_role( 'subscriber' )->has_cap( Roles::MANAGE_REQUESTS ) );
	}

	public function test_the_upgrade_to_version_8_grants_it_once(): void {
		Roles::revoke_request_managers();
		update_option( Migrations::OPTION, '7' );
		Installer::maybe_upgrade();
		$this->assertSame( Migrations::VERSION, get_option( Migrations::OPTION ) );
		$this->assertTrue( get_role( 'editor' )->has_cap( Roles::MANAGE_REQUESTS ) );

		// A site that takes it from its editors later keeps it that way through further upgrades.
		get_role( 'editor' )->remove_cap( Roles::MANAGE_REQUESTS );
		update_option( Migrations::OPTION, '8' );
		Installer::maybe_upgrade();
		$this->assertFalse( get_role( 'editor' )->has_cap( Roles::MANAGE_REQUESTS ) );
		Roles::grant_request_managers();
	}

	public function test_uninstall_removes_the_capability_from_every_role(): void {
		get_role( 'author' )->add_cap( Roles::MANAGE_REQUESTS );
		\ImmoWizards\Install\Uninstaller::run_site();
		foreach ( wp_roles()->role_objects as $name => $role ) {
			$this->assertFalse( $role->has_cap( Roles::MANAGE_REQUESTS ), $name );
		}
		Roles::grant_request_managers();
	}
}
