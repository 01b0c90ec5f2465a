<?php
/**
 * The alerts' section of the settings page.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Alerts;

use ImmoWizards\Alerts\Alert_Runner;
use ImmoWizards\Alerts\Alert_Settings;
use ImmoWizards\Alerts\Alert_Settings_Section;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Settings\Settings_Page;
use ImmoWizards\Tests\Test_Case;

/**
 * Validation through the Settings API, the fields on the page, German labels.
 */
final class Settings_Section_Test extends Test_Case {

	/**
	 * The page's functions live in wp-admin.
	 */
	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/admin.php';
		( new Alert_Settings_Section( new Alert_Settings() ) )->register_setting();
	}

	protected function tearDown(): void {
		unregister_setting( Settings_Page::GROUP, Alert_Settings::OPTION );
		parent::tearDown();
	}

	public function test_the_option_belongs_to_the_pages_form(): void {
		$this->assertSame( Settings_Page::GROUP, get_registered_settings()[ Alert_Settings::OPTION ]['group'] );
	}

	public function test_form_values_are_validated_through_the_settings_api(): void {
		update_option(
			Alert_Settings::OPTION,
			array(
				'alert_mode'  => 'digest',
				'digest_hour' => '7',
			)
		);
		$this->assertSame(
			array(
				'alert_mode'  => 'digest',
				'digest_hour' => 7,
			),
			get_option( Alert_Settings::OPTION )
		);
		$this->assertSame( array(), get_settings_errors( Alert_Settings::OPTION ) );

		foreach ( array( array( 'alert_mode' => 'weekly' ), array( 'alert_mode' => 'instant', 'digest_hour' => '24' ), array( 'alert_mode' => 'instant', 'digest_hour' => '7.5' ), array( 'alert_mode' => 'instant', 'digest_hour' => array( 1 ) ), 'digest' ) as $bad ) {
			update_option( Alert_Settings::OPTION, $bad );
			$this->assertSame( 'digest', ( new Alert_Settings() )->all()['alert_mode'], 'a rejected value keeps the stored one: ' . wp_json_encode( $bad ) );
			$this->assertSame( 7, ( new Alert_Settings() )->digest_hour() );
		}
		$this->assertNotEmpty( get_settings_errors( Alert_Settings::OPTION ) );
	}

	public function test_a_new_hour_reschedules_the_digest(): void {
		wp_schedule_event( time() + 3600, 'daily', Alert_Runner::DIGEST_HOOK );
		( new Alert_Settings() )->save(
			array(
				'alert_mode'  => 'digest',
				'digest_hour' => 5,
			)
		);
		$this->assertFalse( wp_next_scheduled( Alert_Runner::DIGEST_HOOK ) );
	}

	public function test_the_page_shows_the_fields(): void {
		update_option( Alert_Settings::OPTION, array( 'alert_mode' => 'digest', 'digest_hour' => 6 ) );
		wp_set_current_user(
			wp_insert_user(
				array(
					'user_login' => 'admin' . wp_rand(),
					'user_pass'  => wp_generate_password(),
					'role'       => 'administrator',
				)
			)
		);
		set_current_screen( 'options-general' );
		$page = new Settings_Page( Settings::instance() );
		$page->register_setting();
		ob_start();
		$page->render();
		$html = ob_get_clean();
		$this->assertStringContainsString( 'name="immo_wizards_alerts[alert_mode]"', $html );
		$this->assertStringContainsString( '<option value="digest"  selected=\'selected\'>', $html );
		$this->assertStringContainsString( 'name="immo_wizards_alerts[digest_hour]" value="6" min="0" max="23"', $html );
	}

	public function test_german_labels(): void {
		switch_to_locale( 'de_DE' );
		load_textdomain( 'immo-wizards', IMMO_TESTS_MOFILE, 'de_DE' );
		$labels = array( __( 'Saved-search alerts', 'immo-wizards' ), __( 'Send alert e-mails', 'immo-wizards' ), __( 'Once a day (digest)', 'immo-wizards' ) );
		unload_textdomain( 'immo-wizards' );
		restore_previous_locale();
		$this->assertSame( array( 'Benachrichtigungen zu Suchprofilen', 'Benachrichtigungs-E-Mails senden', 'Einmal täglich (Zusammenfassung)' ), $labels );
	}
}
