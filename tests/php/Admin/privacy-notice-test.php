<?php
/**
 * The admin notice and the Site Health test while the forms have no privacy policy to link to.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Admin;

use ImmoWizards\Admin\Privacy_Health;
use ImmoWizards\Admin\Privacy_Notice;
use ImmoWizards\Mail\Mailer;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Tests\Test_Case;

/**
 * No privacy URL set and no published privacy policy page: administrators are told on the dashboard
 * and the plugin's screens until each hides it, and Site Health reports it; the plugin's setting or
 * the page WordPress knows ends both.
 */
final class Privacy_Notice_Test extends Test_Case {

	/**
	 * No privacy policy anywhere; an administrator on the dashboard.
	 */
	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/admin.php';
		Settings::instance()->update( array( 'privacy_url' => '' ) );
		delete_option( 'wp_page_for_privacy_policy' );
		$this->login( 'administrator' );
		set_current_screen( 'dashboard' );
	}

	/**
	 * Leaves no screen behind.
	 */
	protected function tearDown(): void {
		unset( $GLOBALS['current_screen'] );
		parent::tearDown();
	}

	private function notice(): Privacy_Notice {
		return new Privacy_Notice( Settings::instance() );
	}

	/**
	 * The notice's HTML on the current screen.
	 */
	private function render(): string {
		ob_start();
		$this->notice()->render();
		return (string) ob_get_clean();
	}

	/**
	 * A published page WordPress knows as its privacy policy.
	 */
	private function publish_privacy_page(): string {
		$page = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Datenschutz',
			)
		);
		update_option( 'wp_page_for_privacy_policy', $page );
		return (string) get_permalink( $page );
	}

	public function test_administrators_are_told_on_the_dashboard_and_the_plugins_screens(): void {
		$html = $this->render();
		$this->assertStringContainsString( 'immo-wizards-privacy-notice', $html );
		$this->assertStringContainsString( 'This site has no published privacy policy page and no privacy policy address in the Immo Wizards settings', $html );
		$this->assertStringContainsString( 'href="' . esc_url( admin_url( 'options-privacy.php' ) ) . '"', $html );
		$this->assertStringContainsString( 'href="' . esc_url( admin_url( 'admin.php?page=immo-wizards-settings' ) ) . '"', $html );
		$this->assertStringContainsString( '<input type="hidden" name="action" value="immo_wizards_dismiss_privacy_notice">', $html );
		$this->assertStringContainsString( 'name="_wpnonce"', $html );

		foreach ( array( 'toplevel_page_immo-wizards', 'immo-wizards_page_immo-wizards-settings', 'edit-immo_property' ) as $screen ) {
			set_current_screen( $screen );
			$this->assertStringContainsString( 'immo-wizards-privacy-notice', $this->render(), $screen );
		}
		foreach ( array( 'edit-post', 'plugins', 'options-general' ) as $screen ) {
			set_current_screen( $screen );
			$this->assertSame( '', $this->render(), 'not on other screens: ' . $screen );
		}
	}

	public function test_only_users_who_can_manage_options_see_it(): void {
		foreach ( array( 'editor', 'author', 'subscriber' ) as $role ) {
			$this->login( $role );
			$this->assertSame( '', $this->render(), $role );
		}
	}

	public function test_the_settings_url_or_the_page_wordpress_knows_ends_it(): void {
		Settings::instance()->update( array( 'privacy_url' => 'https://agency.example/datenschutz' ) );
		$this->assertSame( '', $this->render() );
		$this->assertSame( 'good', ( new Privacy_Health( Settings::instance() ) )->result()['status'] );

		Settings::instance()->update( array( 'privacy_url' => '' ) );
		$url = $this->publish_privacy_page();
		$this->assertSame( $url, Settings::instance()->privacy_url(), 'the empty setting follows the site\'s page' );
		$this->assertSame( '', $this->render() );
		$result = ( new Privacy_Health( Settings::instance() ) )->result();
		$this->assertSame( 'good', $result['status'] );
		$this->assertStringContainsString( '<a href="' . esc_url( $url ) . '">', $result['description'] );
	}

	public function test_each_user_hides_it_for_themselves(): void {
		$first = get_current_user_id();
		add_filter(
			'wp_redirect',
			static function ( $location ) {
				throw new \RuntimeException( 'redirect:' . $location );
			}
		);
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$_REQUEST['_wpnonce']      = wp_create_nonce( Privacy_Notice::ACTION );
		$_REQUEST['_wp_http_referer'] = '/wp-admin/index.php';
		try {
			$this->notice()->dismiss();
			$this->fail( 'no redirect' );
		} catch ( \RuntimeException $e ) {
			$this->assertSame( 'redirect:/wp-admin/index.php', $e->getMessage() );
		} finally {
			unset( $_REQUEST['_wpnonce'], $_REQUEST['_wp_http_referer'], $_SERVER['REQUEST_METHOD'] );
		}
		$this->assertSame( '', $this->render(), 'hidden for this user' );

		$this->login( 'administrator' );
		$this->assertStringContainsString( 'immo-wizards-privacy-notice', $this->render(), 'still shown to another administrator' );
		wp_set_current_user( $first );
		$this->assertSame( 'critical', ( new Privacy_Health( Settings::instance() ) )->result()['status'], 'Site Health still reports it' );
	}

	public function test_hiding_needs_a_post_the_capability_and_the_nonce(): void {
		add_filter(
			'wp_die_handler',
			static fn () => static function ( $message, $title, $args ) {
				throw new \RuntimeException( 'die:' . (int) ( $args['response'] ?? 0 ) );
			}
		);
		$attempt = function ( string $method, string $nonce ): string {
			$_SERVER['REQUEST_METHOD'] = $method;
			$_REQUEST['_wpnonce']      = $nonce;
			try {
				$this->notice()->dismiss();
				return 'passed';
			} catch ( \RuntimeException $e ) {
				return $e->getMessage();
			} finally {
				unset( $_REQUEST['_wpnonce'], $_SERVER['REQUEST_METHOD'] );
			}
		};
		$this->assertSame( 'die:405', $attempt( 'GET', wp_create_nonce( Privacy_Notice::ACTION ) ) );
		$this->assertSame( 'die:403', $attempt( 'POST', 'wrong' ) );
		$this->login( 'editor' );
		$this->assertSame( 'die:403', $attempt( 'POST', wp_create_nonce( Privacy_Notice::ACTION ) ) );
		$this->login( 'administrator' );
		$this->assertFalse( (bool) get_user_option( Privacy_Notice::DISMISSED_OPTION ) );
	}

	public function test_site_health_reports_the_missing_privacy_policy(): void {
		$tests = apply_filters( 'site_status_tests', array() );
		$this->assertArrayHasKey( Privacy_Health::TEST, $tests['direct'] );
		$result = call_user_func( $tests['direct'][ Privacy_Health::TEST ]['test'] );
		$this->assertSame( 'critical', $result['status'] );
		$this->assertSame( 'Immo Wizards has no privacy policy to link to', $result['label'] );
		$this->assertSame( 'red', $result['badge']['color'] );
		$this->assertStringContainsString( 'options-privacy.php', $result['actions'] );
		$this->assertSame( Privacy_Health::TEST, $result['test'] );
	}

	public function test_german_texts(): void {
		$health = Mailer::in_locale( 'de_DE', fn () => ( new Privacy_Health( Settings::instance() ) )->result() );
		$this->assertSame( 'Immo Wizards fehlt eine Datenschutzerklärung, auf die es verweisen kann', $health['label'] );
		$this->assertSame( 'Datenschutz', $health['badge']['label'] );
		$html = Mailer::in_locale( 'de_DE', fn () => $this->render() );
		$this->assertStringContainsString( 'Diese Website hat keine veröffentlichte Datenschutzseite', $html );
		$this->assertStringContainsString( '>Datenschutzseite festlegen</a>', $html );
		$this->assertStringContainsString( '>Hinweis ausblenden</button>', $html );
	}
}
