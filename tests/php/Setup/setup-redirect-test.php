<?php
/**
 * The one redirect to the setup assistant after activation, and the dashboard's missing steps.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Setup;

use ImmoWizards\Admin\Admin_Menu;
use ImmoWizards\Admin\Requests_Widget;
use ImmoWizards\Install\Installer;
use ImmoWizards\Plugin;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Setup\Setup_Pages;
use ImmoWizards\Setup\Setup_Redirect;
use ImmoWizards\Storage\Request_Repository;
use ImmoWizards\Tests\Test_Case;

/**
 * Activation by an administrator remembers them; their next admin page (not AJAX, REST, cron or CLI)
 * consumes it and redirects, except after a bulk or network activation.
 */
final class Setup_Redirect_Test extends Test_Case {

	/**
	 * A request as decide() reads it: the activating administrator's normal admin page.
	 *
	 * @param array<string,mixed> $changes What differs.
	 * @return array{activated_by:int,user:int,can_manage:bool,background:bool,network:bool,bulk:bool}
	 */
	private static function request( array $changes = array() ): array {
		return $changes + array(
			'activated_by' => 5,
			'user'         => 5,
			'can_manage'   => true,
			'background'   => false,
			'network'      => false,
			'bulk'         => false,
		);
	}

	public function test_decides_once_for_the_activating_administrator_only(): void {
		$this->assertSame( 'redirect', Setup_Redirect::decide( self::request() ) );
		$this->assertSame( 'keep', Setup_Redirect::decide( self::request( array( 'user' => 6 ) ) ), 'another user' );
		$this->assertSame( 'keep', Setup_Redirect::decide( self::request( array( 'background' => true ) ) ), 'AJAX, REST, cron, CLI' );
		$this->assertSame( 'drop', Setup_Redirect::decide( self::request( array( 'bulk' => true ) ) ), 'bulk activation' );
		$this->assertSame( 'drop', Setup_Redirect::decide( self::request( array( 'network' => true ) ) ), 'network admin' );
		$this->assertSame( 'drop', Setup_Redirect::decide( self::request( array( 'can_manage' => false ) ) ), 'no administrator' );
	}

	public function test_activation_remembers_the_administrator_but_not_a_network_activation_or_nobody(): void {
		delete_option( Setup_Redirect::OPTION );
		Setup_Redirect::on_activation( true );
		$this->assertFalse( get_option( Setup_Redirect::OPTION ) );
		Setup_Redirect::on_activation( false );
		$this->assertFalse( get_option( Setup_Redirect::OPTION ), 'no user: WP-CLI or a script' );

		$admin = $this->login( 'administrator' );
		Installer::activate();
		$this->assertSame( $admin, (int) get_option( Setup_Redirect::OPTION ) );
	}

	public function test_a_bulk_activation_drops_the_redirect_and_other_users_leave_it(): void {
		$admin = $this->login( 'administrator' );
		update_option( Setup_Redirect::OPTION, $admin );
		$this->login( 'administrator' );
		( new Setup_Redirect() )->maybe_redirect();
		$this->assertSame( $admin, (int) get_option( Setup_Redirect::OPTION ), 'another administrator' );

		wp_set_current_user( $admin );
		$_GET['activate-multi'] = 'true';
		try {
			( new Setup_Redirect() )->maybe_redirect();
		} finally {
			unset( $_GET['activate-multi'] );
		}
		$this->assertFalse( get_option( Setup_Redirect::OPTION ) );
	}

	public function test_a_form_post_leaves_the_redirect_for_the_next_page(): void {
		$admin = $this->login( 'administrator' );
		update_option( Setup_Redirect::OPTION, $admin );
		add_filter(
			'wp_redirect',
			static function () {
				throw new \RuntimeException( 'a form post was redirected' );
			}
		);
		$_SERVER['REQUEST_METHOD'] = 'POST';
		try {
			( new Setup_Redirect() )->maybe_redirect();
		} finally {
			$_SERVER['REQUEST_METHOD'] = 'GET';
		}
		$this->assertSame( $admin, (int) get_option( Setup_Redirect::OPTION ) );
	}

	public function test_the_redirect_goes_to_the_setup_screen(): void {
		$admin = $this->login( 'administrator' );
		update_option( Setup_Redirect::OPTION, $admin );
		$target = null;
		add_filter(
			'wp_redirect',
			static function ( $location ) use ( &$target ) {
				$target = $location;
				throw new \RuntimeException( 'redirected' );
			}
		);
		try {
			( new Setup_Redirect() )->maybe_redirect();
		} catch ( \RuntimeException $e ) {
			$this->assertSame( 'redirected', $e->getMessage() );
		}
		$this->assertSame( admin_url( 'admin.php?page=' . Admin_Menu::SETUP_SLUG ), $target );
		$this->assertFalse( get_option( Setup_Redirect::OPTION ), 'consumed' );
	}

	public function test_the_dashboard_widget_names_the_missing_steps_for_administrators(): void {
		require_once ABSPATH . 'wp-admin/includes/dashboard.php';
		$widget = new Requests_Widget( new Request_Repository(), Plugin::instance()->request_types() );
		$render = static function () use ( $widget ): string {
			ob_start();
			$widget->render();
			return (string) ob_get_clean();
		};
		$this->login( 'administrator' );
		delete_option( Setup_Pages::OPTION );
		update_option( 'wp_page_for_privacy_policy', 0 );
		Settings::instance()->update(
			array(
				'office_name' => 'Muster Immobilien',
				'office_city' => '',
			)
		);
		$html = $render();
		$this->assertStringContainsString( '<li>Office name and address</li>', $html );
		$this->assertStringContainsString( '<li>Privacy policy page</li>', $html );
		$this->assertStringContainsString( '<li>Pages with the forms</li>', $html );
		$this->assertStringContainsString( '<li>Test mail</li>', $html );
		$this->assertStringNotContainsString( 'E-mail addresses for requests', $html, 'the notification address is set' );
		$this->assertStringContainsString( 'href="' . esc_url( admin_url( 'admin.php?page=immo-wizards-setup' ) ) . '"', $html );

		Settings::instance()->update( array( 'office_city' => 'Dresden' ) );
		update_option(
			'wp_page_for_privacy_policy',
			wp_insert_post(
				array(
					'post_type'   => 'page',
					'post_status' => 'publish',
					'post_title'  => 'Datenschutz',
				)
			)
		);
		Setup_Pages::create( 'lead-wizard' );
		Setup_Pages::remember( array( 'test_mail' => time() ) );
		$this->assertStringNotContainsString( 'immo-wizards-setup-missing', $render(), 'all done' );

		update_option( 'wp_page_for_privacy_policy', 0 );
		get_role( 'editor' )->add_cap( Admin_Menu::REQUESTS_CAPABILITY );
		$this->login( 'editor' );
		$this->assertStringNotContainsString( 'immo-wizards-setup-missing', $render(), 'editors cannot set up' );
	}
}
