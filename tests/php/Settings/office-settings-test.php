<?php
/**
 * Route planner settings: routing service URL and the office.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Settings;

use ImmoWizards\Settings\Settings;
use ImmoWizards\Tests\Invalid_Settings;
use ImmoWizards\Tests\Settings_Rest;
use ImmoWizards\Tests\Test_Case;

/**
 * Defaults, sanitising and ranges; the settings page shows the fields.
 */
final class Office_Settings_Test extends Test_Case {

	use Invalid_Settings;
	use Settings_Rest;

	public function test_defaults(): void {
		delete_option( Settings::OPTION );
		$settings = Settings::instance();
		$this->assertSame( '', $settings->routing_url(), 'no routing service until the admin names one' );
		$this->assertFalse( $settings->routing_enabled() );
		$this->assertSame(
			array(
				'name'   => 'Immo Wizards Musterbüro',
				'street' => 'Prager Straße',
				'number' => '10',
				'zip'    => '01069',
				'city'   => 'Dresden',
				'lat'    => 51.0455,
				'lng'    => 13.7373,
			),
			$settings->office()
		);
	}

	public function test_valid_values_are_stored(): void {
		$errors = Settings::instance()->update(
			array(
				'routing_url'   => 'https://osrm.agency.example/',
				'office_name'   => ' <b>Büro</b> Süd ',
				'office_street' => 'Hauptstraße',
				'office_number' => '1a',
				'office_zip'    => '01067',
				'office_city'   => 'Dresden',
				'office_lat'    => '51,05',
				'office_lng'    => ' -13.5 ',
			)
		);
		$this->assertSame( array(), $errors );
		$this->assertSame( 'https://osrm.agency.example', Settings::instance()->routing_url() );
		$office = Settings::instance()->office();
		$this->assertSame( 'Büro Süd', $office['name'] );
		$this->assertSame( '01067', $office['zip'] );
		$this->assertSame( 51.05, $office['lat'] );
		$this->assertSame( -13.5, $office['lng'] );
	}

	public function test_empty_routing_url_switches_route_search_off(): void {
		$settings = Settings::instance();
		$this->assertSame( array(), $settings->update( array( 'routing_url' => 'https://osrm.agency.example' ) ) );
		$this->assertTrue( $settings->routing_enabled() );
		$this->assertSame( array(), $settings->update( array( 'routing_url' => '  ' ) ) );
		$this->assertSame( '', $settings->routing_url() );
		$this->assertFalse( $settings->routing_enabled() );
	}

	public function test_a_stored_demo_server_url_counts_as_unset(): void {
		// What an earlier version stored as its default when the admin saved the settings.
		$stored                = Settings::instance()->all();
		$stored['routing_url'] = 'https://router.project-osrm.org';
		update_option( Settings::OPTION, $stored );
		$this->assertSame( '', Settings::instance()->routing_url() );
		$this->assertFalse( Settings::instance()->routing_enabled() );
	}

	public function invalid_provider(): array {
		return array(
			'routing javascript' => array( 'routing_url', 'javascript:alert(1)' ),
			'routing osrm demo'  => array( 'routing_url', 'https://router.project-osrm.org' ),
			'routing demo path'  => array( 'routing_url', 'http://ROUTER.project-osrm.org/route/' ),
			'routing ftp'        => array( 'routing_url', 'ftp://osrm.example' ),
			'lat 91'             => array( 'office_lat', 91 ),
			'lat -90.5'          => array( 'office_lat', '-90.5' ),
			'lng 181'            => array( 'office_lng', '181' ),
			'lat words'          => array( 'office_lat', 'Dresden' ),
			'lat array'          => array( 'office_lat', array( 51 ) ),
			'lng sql'            => array( 'office_lng', '13 OR 1=1' ),
			'zip too long'       => array( 'office_zip', '01067010670' ),
			'name 2 MB'          => array( 'office_name', str_repeat( 'x', 2097152 ) ),
			'city array'         => array( 'office_city', array( 'Dresden' ) ),
		);
	}

	public function test_the_settings_route_has_the_office_fields(): void {
		Settings::instance()->update( array( 'office_name' => 'A&B "Büro"' ) );
		$this->sign_in();
		$values = $this->rest_settings();
		foreach ( array( 'routing_url', 'office_name', 'office_street', 'office_number', 'office_zip', 'office_city', 'office_lat', 'office_lng' ) as $key ) {
			$this->assertArrayHasKey( $key, $values );
		}
		$this->assertSame( 'A&B "Büro"', $values['office_name'] );
	}
}
