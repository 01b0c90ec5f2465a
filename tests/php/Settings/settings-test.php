<?php
/**
 * Settings sanitising and the settings page.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Settings;

use ImmoWizards\Settings\Settings;
use ImmoWizards\Settings\Settings_Schema;
use ImmoWizards\Tests\Invalid_Settings;
use ImmoWizards\Tests\Test_Case;

/**
 * Every value is validated; invalid values keep the old one.
 */
final class Settings_Test extends Test_Case {

	use Invalid_Settings;

	/**
	 * The page's functions live in wp-admin.
	 */
	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/admin.php';
	}

	public function test_defaults(): void {
		delete_option( Settings::OPTION );
		$settings = Settings::instance();
		$this->assertSame( 'admin@example.org', $settings->notification_email() );
		$this->assertSame( 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', $settings->tile_url() );
		$this->assertSame( '© OpenStreetMap contributors', $settings->tile_attribution() );
		$this->assertSame( array( 51.0504, 13.7373 ), $settings->map_center() );
		$this->assertSame( 12, $settings->map_zoom() );
		$this->assertTrue( $settings->consent_required() );
		$this->assertTrue( $settings->newsletter_enabled() );
		$this->assertFalse( $settings->newsletter_required() );
		$this->assertSame( 14, $settings->retention_days() );
		$this->assertFalse( $settings->delete_data_on_uninstall() );
		$this->assertSame( home_url( '/' ), $settings->portal_url() );
	}

	public function test_valid_values_are_stored(): void {
		$errors = Settings::instance()->update(
			array(
				'notification_email' => ' leads@agency.example ',
				'geocoder_url'       => 'https://geo.agency.example/photon/',
				'tile_url'           => 'https://{s}.tiles.example/{z}/{x}/{y}.png?key=abc',
				'map_center'         => ' 48.1374 , 11.5755 ',
				'map_zoom'           => '20',
				'retention_days'     => 30,
				'tile_attribution'   => '<b>© Tiles</b>',
			)
		);
		$this->assertSame( array(), $errors );
		$settings = Settings::instance();
		$this->assertSame( 'leads@agency.example', $settings->notification_email() );
		$this->assertSame( 'https://geo.agency.example/photon', $settings->geocoder_url() );
		$this->assertSame( 'https://{s}.tiles.example/{z}/{x}/{y}.png?key=abc', $settings->tile_url() );
		$this->assertSame( array( 48.1374, 11.5755 ), $settings->map_center() );
		$this->assertSame( 20, $settings->map_zoom() );
		$this->assertSame( 30, $settings->retention_days() );
		$this->assertSame( '© Tiles', $settings->tile_attribution() );
	}

	public function invalid_provider(): array {
		return array(
			'email'           => array( 'notification_email', 'not-an-email' ),
			'email injection' => array( 'notification_email', "a@b.de\r\nBcc: c@d.de" ),
			'javascript url'  => array( 'geocoder_url', 'javascript:alert(1)' ),
			'ftp url'         => array( 'tile_url', 'ftp://tiles.example/{z}/{x}/{y}.png' ),
			'empty geocoder'  => array( 'geocoder_url', '' ),
			'url as array'    => array( 'privacy_url', array( 'x' ) ),
			'center words'    => array( 'map_center', 'Dresden' ),
			'center lat 91'   => array( 'map_center', '91,13' ),
			'center lng 181'  => array( 'map_center', '51,181' ),
			'center one'      => array( 'map_center', '51.05' ),
			'zoom 5'          => array( 'map_zoom', 5 ),
			'zoom 21'         => array( 'map_zoom', 21 ),
			'zoom fraction'   => array( 'map_zoom', '12.5' ),
			'zoom words'      => array( 'map_zoom', 'abc' ),
			'retention 0'     => array( 'retention_days', 0 ),
			'retention -1'    => array( 'retention_days', -1 ),
		);
	}

	public function test_checkboxes_missing_mean_false(): void {
		$clean = Settings_Schema::sanitize( array( 'map_zoom' => 10 ), Settings::instance()->all() );
		$this->assertFalse( $clean['newsletter_enabled'] );
		$this->assertFalse( $clean['newsletter_enabled'] );
		$this->assertSame( 10, $clean['map_zoom'] );
		$clean = Settings_Schema::sanitize( array( 'newsletter_required' => '1', 'delete_data_on_uninstall' => 'on' ), array() );
		$this->assertTrue( $clean['newsletter_required'] );
		$this->assertTrue( $clean['delete_data_on_uninstall'] );
	}

	public function test_update_option_sanitises_through_the_registered_setting(): void {
		update_option( Settings::OPTION, array( 'map_zoom' => 99, 'map_center' => '1,2', 'privacy_url' => 'https://agency.example/datenschutz' ) );
		$stored = get_option( Settings::OPTION );
		$this->assertSame( 12, $stored['map_zoom'] );
		$this->assertSame( '1,2', $stored['map_center'] );
		$this->assertSame( 'https://agency.example/datenschutz', $stored['privacy_url'] );
	}

	public function test_page_prints_the_app_container_for_admins_only(): void {
		$page = self::admin_screen( 'immo-wizards-settings' );

		wp_set_current_user( self::factory_user( 'subscriber' ) );
		ob_start();
		$page->render();
		$this->assertSame( '', ob_get_clean() );

		wp_set_current_user( self::factory_user( 'administrator' ) );
		ob_start();
		$page->render();
		$html = ob_get_clean();
		$this->assertStringContainsString( '<div id="immo-wizards-settings"', $html );
		$this->assertStringContainsString( '<h1>Immo Wizards settings</h1>', $html );
	}

	/**
	 * Creates a user with a role.
	 *
	 * @param string $role Role.
	 */
	private static function factory_user( string $role ): int {
		return wp_insert_user(
			array(
				'user_login' => $role . wp_rand(),
				'user_pass'  => wp_generate_password(),
				'user_email' => $role . wp_rand() . '@example.org',
				'role'       => $role,
			)
		);
	}
}
