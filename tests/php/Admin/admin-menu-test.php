<?php
/**
 * The "Immo Wizards" admin menu, the Import screen and the listing sidebar's script.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Admin;

use ImmoWizards\Admin\Admin_Menu;
use ImmoWizards\Admin\Property_Sidebar;
use ImmoWizards\Mail\Mailer;
use ImmoWizards\Plugin;
use ImmoWizards\Tests\Test_Case;
use ImmoWizards\Users\Roles;

/**
 * Administrators get the menu (the requests inbox first, then settings and Import); editors get the
 * inbox only; everyone else gets none.
 */
final class Admin_Menu_Test extends Test_Case {

	/**
	 * Roles this test gave the inbox's capability (activation grants it to them).
	 *
	 * @var string[]
	 */
	private array $granted = array();

	/**
	 * The menu's functions live in wp-admin; every test starts with an empty menu.
	 */
	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/admin.php';
		$GLOBALS['menu']    = array();
		$GLOBALS['submenu'] = array();
		set_current_screen( 'dashboard' );
		foreach ( array( 'administrator', 'editor' ) as $role ) {
			if ( ! get_role( $role )->has_cap( Admin_Menu::REQUESTS_CAPABILITY ) ) {
				get_role( $role )->add_cap( Admin_Menu::REQUESTS_CAPABILITY );
				$this->granted[] = $role;
			}
		}
	}

	/**
	 * Takes back what setUp granted.
	 */
	protected function tearDown(): void {
		foreach ( $this->granted as $role ) {
			get_role( $role )->remove_cap( Admin_Menu::REQUESTS_CAPABILITY );
		}
		parent::tearDown();
	}

	/**
	 * Builds the menu for the current user.
	 */
	private function add_menu(): void {
		( new Admin_Menu( Plugin::instance()->request_types(), Plugin::instance()->mail_kinds() ) )->add_menu();
	}

	public function test_administrators_get_the_requests_first_then_the_settings_and_the_import(): void {
		global $menu, $submenu;
		$this->login( 'administrator' );
		$this->add_menu();
		$top = array_values( array_filter( $menu, static fn ( $entry ) => 'immo-wizards' === $entry[2] ) );
		$this->assertCount( 1, $top );
		$this->assertSame( 'Immo Wizards', $top[0][0] );
		$this->assertSame( 'immo_manage_requests', $top[0][1] );
		$this->assertSame( array( 'immo-wizards', 'immo-wizards-settings', 'immo-wizards-setup', 'immo-wizards-import', 'immo-wizards-catalogue', 'immo-wizards-regions', 'immo-wizards-webhooks', 'immo-wizards-mails' ), array_column( $submenu['immo-wizards'], 2 ) );
		$this->assertSame( array( 'Requests', 'Settings', 'Setup', 'Import', 'Catalogue', 'Regions', 'Webhooks', 'Mail log' ), array_column( $submenu['immo-wizards'], 0 ) );
		$this->assertSame( array( 'immo_manage_requests', 'manage_options', 'manage_options', 'manage_options', 'manage_options', 'manage_options', 'manage_options', 'manage_options' ), array_column( $submenu['immo-wizards'], 1 ) );
		$this->assertSame( admin_url( 'admin.php?page=immo-wizards-settings' ), menu_page_url( 'immo-wizards-settings', false ) );
		$this->assertSame( admin_url( 'admin.php?page=immo-wizards-import' ), menu_page_url( 'immo-wizards-import', false ) );
		$this->assertArrayNotHasKey( 'options-general.php', $submenu, 'no second entry under Settings' );
	}

	public function test_editors_get_the_requests_only(): void {
		global $submenu;
		$this->login( 'editor' );
		$this->add_menu();
		$this->assertSame( array( 'immo-wizards' ), array_column( $submenu['immo-wizards'], 2 ) );
		$this->assertTrue( current_user_can( Admin_Menu::REQUESTS_CAPABILITY ) );
		$this->assertFalse( current_user_can( Admin_Menu::CAPABILITY ) );
	}

	public function test_other_users_get_no_screens(): void {
		global $submenu;
		foreach ( array( 'subscriber', Roles::ROLE ) as $role ) {
			$GLOBALS['submenu'] = array();
			$this->login( $role );
			$this->add_menu();
			$this->assertEmpty( $submenu['immo-wizards'] ?? array(), $role );
			$this->assertFalse( current_user_can( Admin_Menu::CAPABILITY ), $role );
			$this->assertFalse( current_user_can( Admin_Menu::REQUESTS_CAPABILITY ), $role );
		}
	}

	public function test_the_requests_screen_prints_the_app_container_with_the_download_urls_for_its_users_only(): void {
		$page = self::admin_screen( 'immo-wizards' );
		$this->login( 'subscriber' );
		ob_start();
		$page->render();
		$this->assertSame( '', ob_get_clean() );

		$this->login( 'editor' );
		ob_start();
		$page->render();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( '<h1>Requests</h1>', $html );
		$this->assertMatchesRegularExpression( '/<div id="immo-wizards-requests" data-export-url="[^"]+" data-feedback-url="[^"]+" data-request-types="[^"]+" data-mail-kinds="[^"]+"><\/div>/', $html );
		$routes = array(
			'export'   => 'immo-wizards/v1/requests/export',
			// `%d` stands for the request's id (the detail view fills it in).
			'feedback' => 'immo-wizards/v1/requests/%d/openimmo-feedback',
		);
		foreach ( $routes as $name => $route ) {
			preg_match( '/data-' . $name . '-url="([^"]+)"/', $html, $match );
			$url = html_entity_decode( $match[1] );
			$this->assertSame( rest_url( $route ), urldecode( remove_query_arg( '_wpnonce', $url ) ), $name );
			parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
			$this->assertSame( 1, wp_verify_nonce( $query['_wpnonce'], 'wp_rest' ), $name );
		}
	}

	/**
	 * The request types a screen's container carries (`data-request-types`), decoded.
	 *
	 * @param string $html The screen.
	 * @return array<int, array<string,mixed>>
	 */
	private static function request_types( string $html ): array {
		preg_match( '/data-request-types="([^"]+)"/', $html, $match );
		return (array) json_decode( html_entity_decode( $match[1] ?? '' ), true );
	}

	public function test_the_inbox_and_the_settings_get_the_names_of_the_request_types_from_the_types(): void {
		$this->login( 'administrator' );
		foreach ( array( self::admin_screen( 'immo-wizards' ), self::admin_screen( 'immo-wizards-settings' ) ) as $page ) {
			$html = Mailer::in_locale(
				'de_DE',
				static function () use ( $page ): string {
					ob_start();
					$page->render();
					return (string) ob_get_clean();
				}
			);
			$listed = self::request_types( $html );
			$this->assertSame( array( 'lead', 'saved_search', 'expose_inquiry', 'message', 'newsletter' ), array_column( $listed, 'type' ) );
			$this->assertSame( array( 'Eigentümeranfrage', 'Suchprofil', 'Exposé-Anfrage', 'Kontaktnachricht', 'Newsletter-Anmeldung' ), array_column( $listed, 'label' ) );
			$this->assertSame( array( 'Eigentümeranfragen', 'Suchprofile', 'Exposé-Anfragen', 'Kontaktnachrichten', 'Newsletter-Anmeldungen' ), array_column( $listed, 'pluralLabel' ) );
			$this->assertSame( array( 'category', 'marketing', 'address', 'price' ), array_column( $listed[0]['columns'], 'id' ) );
			$this->assertSame( 'Vermarktung', $listed[0]['columns'][1]['label'] );
		}
	}

	public function test_the_former_settings_url_redirects_to_the_settings(): void {
		$this->assertSame( admin_url( 'admin.php?page=immo-wizards-settings' ), Admin_Menu::old_settings_redirect( 'options-general.php', array( 'page' => 'immo-wizards' ) ) );
		$this->assertNull( Admin_Menu::old_settings_redirect( 'options-general.php', array( 'page' => 'other' ) ) );
		$this->assertNull( Admin_Menu::old_settings_redirect( 'options-general.php', array() ) );
		$this->assertNull( Admin_Menu::old_settings_redirect( 'admin.php', array( 'page' => 'immo-wizards' ) ) );
		$this->assertNull( Admin_Menu::old_settings_redirect( 'options-general.php', array( 'page' => array( 'immo-wizards' ) ) ) );
	}

	public function test_the_import_screen_prints_the_app_container_for_administrators_only(): void {
		$this->login( 'subscriber' );
		ob_start();
		self::admin_screen( 'immo-wizards-import' )->render();
		$this->assertSame( '', ob_get_clean() );

		$this->login( 'administrator' );
		ob_start();
		self::admin_screen( 'immo-wizards-import' )->render();
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
