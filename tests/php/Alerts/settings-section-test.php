<?php
/**
 * The alerts' option among the registered settings.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Alerts;

use ImmoWizards\Alerts\Alert_Runner;
use ImmoWizards\Alerts\Alert_Settings;
use ImmoWizards\Plugin;
use ImmoWizards\Settings\Registered_Settings;
use ImmoWizards\Tests\Settings_Rest;
use ImmoWizards\Tests\Test_Case;

/**
 * Validation through update_option() and /wp/v2/settings.
 */
final class Settings_Section_Test extends Test_Case {

	use Settings_Rest;

	/**
	 * get_settings_errors() lives in wp-admin (loaded by whichever test ran before, or not at all).
	 */
	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/template.php';
	}

	public function test_the_option_is_a_registered_setting_in_rest(): void {
		$this->assertSame( Registered_Settings::GROUP, get_registered_settings()[ Alert_Settings::OPTION ]['group'] );
		$this->assertNotEmpty( get_registered_settings()[ Alert_Settings::OPTION ]['show_in_rest'] );
	}

	public function test_the_settings_route_reads_and_writes_the_option(): void {
		$this->sign_in();
		$response = $this->settings_request( 'POST', array( 'immo_wizards_alerts' => array( 'digest_hour' => 5 ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'alert_mode' => 'instant', 'digest_hour' => 5 ), $this->settings_request( 'GET' )->get_data()['immo_wizards_alerts'] );

		foreach ( array( array( 'digest_hour' => 24 ), array( 'digest_hour' => '7.5' ), array( 'alert_mode' => 'weekly' ), array( 'other' => 1 ) ) as $bad ) {
			$response = $this->settings_request( 'POST', array( 'immo_wizards_alerts' => $bad ) );
			$this->assertSame( 400, $response->get_status(), wp_json_encode( $bad ) );
			$this->assertSame( 5, ( new Alert_Settings() )->digest_hour() );
		}
		$response = $this->settings_request( 'POST', array( 'immo_wizards_alerts' => array( 'digest_hour' => 24 ) ) );
		$this->assertSame( array( 'digest_hour' ), array_keys( $response->get_data()['data']['fields'] ) );
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

	public function test_the_digest_goes_out_once_a_day_at_its_hour(): void {
		$hour = (int) wp_date( 'G' );
		( new Alert_Settings() )->save(
			array(
				'alert_mode'  => 'digest',
				'digest_hour' => ( $hour + 1 ) % 24,
			)
		);
		$runner = Plugin::instance()->alerts()->runner();
		$runner->digest();
		$this->assertGreaterThan( time() - 60, (int) get_option( Alert_Runner::DIGEST_OPTION ), 'switched on: the first digest waits for the next such hour' );
		// Yesterday's digest hour came after the last digest: it is due.
		update_option( Alert_Runner::DIGEST_OPTION, time() - 2 * DAY_IN_SECONDS );
		$runner->digest();
		$sent = (int) get_option( Alert_Runner::DIGEST_OPTION );
		$this->assertGreaterThan( time() - 60, $sent, 'sent' );
		$runner->digest();
		$this->assertSame( $sent, (int) get_option( Alert_Runner::DIGEST_OPTION ), 'once a day' );

		( new Alert_Settings() )->save( array( 'alert_mode' => 'instant' ) );
		$runner->digest();
		$this->assertFalse( get_option( Alert_Runner::DIGEST_OPTION ), 'off: forgotten' );
	}
}
