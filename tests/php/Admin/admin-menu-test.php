<?php
/**
 * The "Immo Wizards" admin menu, the Import screen and the listing sidebar's script.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Admin;

use ImmoWizards\Admin\Admin_Menu;
use ImmoWizards\Admin\Import_Page;
use ImmoWizards\Admin\Property_Sidebar;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Settings\Settings_Page;
use ImmoWizards\Tests\Test_Case;
use ImmoWizards\Users\Roles;

/**
 * Administrators get the menu (settings first, then Import); everyone else gets none.
 */
final class Admin_Menu_Test extends Test_Case {

	/**
	 * The menu's functions live in wp-admin; every test starts with an empty menu.
	 */
	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/admin.php';
		$GLOBALS['menu']    = array();
		$GLOBALS['submenu'] = array();
		set_current_screen( 'dashboard' );
	}

	/**
	 * Logs in a user with a role.
	 *
	 * @param string $role Role.
	 */
	private function login( string $role ): void {
		wp_set_current_user(
			wp_insert_user(
				array(
					'user_login' => $role . wp_rand(),
					'user_pass'  => wp_generate_password(),
					'user_email' => $role . wp_rand() . '@example.org',
					'role'       => $role,
				)
			)
		);
	}

	/**
	 * Builds the menu for the current user.
	 */
	private function add_menu(): void {
		( new Admin_Menu( new Settings_Page( Settings::instance() ), new Import_Page() ) )->add_menu();
	}

	public function test_administrators_get_the_settings_first_then_the_import(): void {
		global $menu, $submenu;
		$this->login( 'administrator' );
		$this->add_menu();
		$top = array_values( array_filter( $menu, static fn ( $entry ) => 'immo-wizards' === $entry[2] ) );
		$this->assertCount( 1, $top );
		$this->assertSame( 'Immo Wizards', $top[0][0] );
		$this->assertSame( 'manage_options', $top[0][1] );
		$this->assertSame( array( 'immo-wizards', 'immo-wizards-import', 'immo-wizards-webhooks' ), array_column( $submenu['immo-wizards'], 2 ) );
		$this->assertSame( array( 'manage_options', 'manage_options', 'manage_options' ), array_column( $submenu['immo-wizards'], 1 ) );
		$this->assertSame( admin_url( 'admin.php?page=immo-wizards-import' ), menu_page_url( 'immo-wizards-import', false ) );
		$this->assertArrayNotHasKey( 'options-general.php', $submenu, 'no second entry under Settings' );
	}

	public function test_other_users_get_no_screens(): void {
		global $submenu;
		foreach ( array( 'editor', 'subscriber', Roles::ROLE ) as $role ) {
			$GLOBALS['submenu'] = array();
			$this->login( $role );
			$this->add_menu();
			$this->assertEmpty( $submenu['immo-wizards'] ?? array(), $role );
			$this->assertFalse( current_user_can( Admin_Menu::CAPABILITY ), $role );
		}
	}

	public function test_the_former_settings_url_redirects_to_the_menu(): void {
		$this->assertSame( admin_url( 'admin.php?page=immo-wizards' ), Admin_Menu::old_settings_redirect( 'options-general.php', array( 'page' => 'immo-wizards' ) ) );
		$this->assertNull( Admin_Menu::old_settings_redirect( 'options-general.php', array( 'page' => 'other' ) ) );
		$this->assertNull( Admin_Menu::old_settings_redirect( 'options-general.php', array() ) );
		$this->assertNull( Admin_Menu::old_settings_redirect( 'admin.php', array( 'page' => 'immo-wizards' ) ) );
		$this->assertNull( Admin_Menu::old_settings_redirect( 'options-general.php', array( 'page' => array( 'immo-wizards' ) ) ) );
	}

	public function test_the_import_screen_prints_the_app_container_for_administrators_only(): void {
		$this->login( 'subscriber' );
		ob_start();
		( new Import_Page() )->render();
		$this->assertSame( '', ob_get_clean() );

		$this->login( 'administrator' );
		ob_start();
		( new Import_Page() )->render();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( '<h1>OpenImmo import</h1>', $html );
		$this->assertMatchesRegularExpression( '/<div id="immo-wizards-import" data-max-upload-bytes="\d+"><\/div>/', $html );
	}

	public function test_the_sidebar_loads_in_the_editor_of_listings_only(): void {
		$handle = 'immo-wizards-property-sidebar-editor';
		// Registered from the build when there is one; the test needs none.
		wp_register_script( $handle, 'https://example.org/editor.js', array(), '1' );
		set_current_screen( 'post' );
		( new Property_Sidebar() )->enqueue();
		$this->assertNotContains( $handle, wp_scripts()->queue );

		set_current_screen( 'immo_property' );
		( new Property_Sidebar() )->enqueue();
		$this->assertContains( $handle, wp_scripts()->queue );
		$this->assertStringContainsString( 'window.immoWizardsPropertyCategories = [{"id":30225,"label":"Apartment"}', implode( '', wp_scripts()->get_data( $handle, 'before' ) ) );
		wp_deregister_script( $handle );
	}
}
