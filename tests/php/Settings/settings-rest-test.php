<?php
/**
 * The settings through /wp/v2/settings.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Settings;

use ImmoWizards\Privacy\Consent_Texts;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Tests\Settings_Rest;
use ImmoWizards\Users\Roles;
use ImmoWizards\Tests\Test_Case;

/**
 * Every group reads and writes through core's route, each value validated by the groups' own rules:
 * one bad value answers 400 naming its field and stores nothing of the request.
 */
final class Settings_Rest_Test extends Test_Case {

	use Settings_Rest;

	public function test_only_administrators_read_and_write(): void {
		foreach ( array( 'subscriber', 'editor', Roles::ROLE ) as $role ) {
			$this->sign_in( $role );
			$this->assertSame( 403, $this->settings_request( 'GET' )->get_status(), $role );
			$response = $this->settings_request( 'POST', array( 'immo_wizards_settings' => array( 'map_zoom' => 8 ) ) );
			$this->assertSame( 403, $response->get_status(), $role );
		}
		$this->assertSame( 12, Settings::instance()->map_zoom() );
	}

	public function test_every_group_is_read_with_its_defaults(): void {
		delete_option( Settings::OPTION );
		$this->sign_in();
		$values = $this->rest_settings();
		$this->assertSame( 'Dresden', $values['office_city'] );
		$this->assertSame( 12, $values['map_zoom'] );
		$this->assertSame( '', $values['agency_recipients']['lead'] );
		$this->assertSame( 14, $values['retention_days'] );
		$this->assertSame( '', $values['consent_texts']['data_privacy'] );
		$this->assertSame( 1, $values['consent_text_version'] );
		$this->assertSame( 'X-Forwarded-For', $values['proxy_header'] );
	}

	/**
	 * Valid values of each group.
	 */
	public function valid_provider(): array {
		return array(
			'office and map' => array( array( 'office_name' => 'Büro Nord', 'office_lat' => '51,1', 'map_zoom' => 14, 'tile_url' => 'https://{s}.tiles.example/{z}/{x}/{y}.png' ) ),
			'services'       => array( array( 'geocoder_url' => 'https://geo.example/', 'routing_url' => '' ) ),
			'mail'           => array( array( 'notification_email' => 'leads@agency.example', 'agency_recipients' => array( 'lead' => 'verkauf@agency.example' ), 'sender_name' => 'Makler "Nord"', 'sender_email' => 'noreply@agency.example', 'retention_days' => 30 ) ),
			'privacy'        => array( array( 'privacy_url' => 'https://agency.example/datenschutz', 'cookie_banner' => 'wp_consent_api', 'pending_daily_cap' => 50 ) ),
			'proxy'          => array( array( 'trusted_proxies' => '10.0.0.0/8', 'proxy_header' => 'X-Real-IP' ) ),
		);
	}

	/**
	 * @dataProvider valid_provider
	 *
	 * @param array<string, mixed> $values Values.
	 */
	public function test_valid_values_are_stored( array $values ): void {
		$this->sign_in();
		$response = $this->settings_request( 'POST', array( 'immo_wizards_settings' => $values ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$expected = array_merge( Settings::instance()->all(), array() );
		foreach ( array_keys( $values ) as $key ) {
			$this->assertSame( $expected[ $key ], $response->get_data()['immo_wizards_settings'][ $key ], $key );
		}
		$this->assertSame( 'Prager Straße', Settings::instance()->office()['street'], 'fields not sent keep their values' );
	}

	public function test_stored_values_are_the_groups_clean_ones(): void {
		$this->sign_in();
		$this->settings_request( 'POST', array( 'immo_wizards_settings' => $this->valid_provider()['office and map'][0] + $this->valid_provider()['mail'][0] ) );
		$settings = Settings::instance();
		$this->assertSame( 51.1, $settings->office()['lat'] );
		$this->assertSame( 'verkauf@agency.example', $settings->notification_email_for( 'lead' ) );
		$this->assertSame( 'leads@agency.example', $settings->notification_email_for( 'message' ) );
		$this->assertSame( 'From: "Makler Nord" <noreply@agency.example>', \ImmoWizards\Settings\Mail_Settings::sender_header( $settings->all() ) );
	}

	/**
	 * Bad values of each group, with the field the answer names.
	 */
	public function invalid_provider(): array {
		return array(
			'zoom 21'            => array( array( 'map_zoom' => 21 ), 'map_zoom' ),
			'centre words'       => array( array( 'map_center' => 'Dresden' ), 'map_center' ),
			'latitude 91'        => array( array( 'office_lat' => 91 ), 'office_lat' ),
			'office name 2 MB'   => array( array( 'office_name' => str_repeat( 'x', 2097152 ) ), 'office_name' ),
			'javascript url'     => array( array( 'geocoder_url' => 'javascript:alert(1)' ), 'geocoder_url' ),
			'osrm demo'          => array( array( 'routing_url' => 'https://router.project-osrm.org' ), 'routing_url' ),
			'ftp tiles'          => array( array( 'tile_url' => 'ftp://tiles.example/{z}/{x}/{y}.png' ), 'tile_url' ),
			'email injection'    => array( array( 'notification_email' => "a@b.de\r\nBcc: c@d.de" ), 'notification_email' ),
			'type recipient'     => array( array( 'agency_recipients' => array( 'lead' => 'nope' ) ), 'agency_recipients.lead' ),
			'sender'             => array( array( 'sender_email' => 'x@' ), 'sender_email' ),
			'sender name long'   => array( array( 'sender_name' => str_repeat( 'x', 101 ) ), 'sender_name' ),
			'retention 0'        => array( array( 'retention_days' => 0 ), 'retention_days' ),
			'privacy url'        => array( array( 'privacy_url' => 'data:text/html,x' ), 'privacy_url' ),
			'cap 5'              => array( array( 'pending_daily_cap' => 5 ), 'pending_daily_cap' ),
			'consent text long'  => array( array( 'consent_texts' => array( 'newsletter' => str_repeat( 'x', 2001 ) ) ), 'consent_texts.newsletter' ),
			'mail text name'     => array( array( 'mail_texts' => array( 'confirmation_intro' => 'Hallo {firstname}' ) ), 'mail_texts.confirmation_intro' ),
			'mail text long'     => array( array( 'mail_texts' => array( 'agency_intro' => str_repeat( 'x', 1001 ) ) ), 'mail_texts.agency_intro' ),
			'proxy range'        => array( array( 'trusted_proxies' => '10.0.0.0/33' ), 'trusted_proxies' ),
			'proxy header'       => array( array( 'proxy_header' => "X-A\r\nB" ), 'proxy_header' ),
			'endpoint elsewhere' => array( array( 'submit_endpoints' => array( 'javascript:alert(1)' ) ), 'submit_endpoints' ),
		);
	}

	/**
	 * @dataProvider invalid_provider
	 *
	 * @param array<string, mixed> $values Values (one bad).
	 * @param string               $field  The field the answer names.
	 */
	public function test_a_bad_value_answers_400_at_its_field_and_stores_nothing( array $values, string $field ): void {
		$this->sign_in();
		$before   = Settings::instance()->all();
		$response = $this->settings_request( 'POST', array( 'immo_wizards_settings' => $values + array( 'office_city' => 'Leipzig' ) ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'immo_wizards_invalid_settings', $response->get_data()['code'] );
		$this->assertSame( array( $field ), array_keys( $response->get_data()['data']['fields'] ) );
		$this->assertSame( $before, Settings::instance()->all(), 'the valid value of the same request is not stored either' );
	}

	public function test_the_route_spelled_in_another_case_is_checked_alike(): void {
		$this->sign_in();
		$before = Settings::instance()->all();
		foreach ( array( '/wp/v2/Settings', '/WP/V2/SETTINGS' ) as $route ) {
			$response = $this->settings_request( 'POST', array( 'immo_wizards_settings' => array( 'submit_endpoints' => array( 'javascript:alert(1)' ) ) ), $route );
			$this->assertSame( 400, $response->get_status(), $route );
			$this->assertSame( 'immo_wizards_invalid_settings', $response->get_data()['code'], $route );
		}
		$this->assertSame( $before, Settings::instance()->all() );
	}

	public function test_wrong_types_and_unknown_keys_are_refused_by_the_schema(): void {
		$this->sign_in();
		$before = Settings::instance()->all();
		foreach ( array( array( 'map_zoom' => 'abc' ), array( 'unknown' => 1 ), array( 'office_name' => array( 'x' ) ), array( 'agency_recipients' => array( 'other' => 'a@b.de' ) ) ) as $bad ) {
			$this->assertSame( 400, $this->settings_request( 'POST', array( 'immo_wizards_settings' => $bad ) )->get_status(), wp_json_encode( $bad ) );
		}
		$this->assertSame( 400, $this->settings_request( 'POST', array( 'immo_wizards_settings' => 'x' ) )->get_status() );
		$this->assertSame( $before, Settings::instance()->all() );
	}

	public function test_editing_a_consent_text_bumps_its_version(): void {
		$this->sign_in();
		$this->assertSame( '1', Consent_Texts::version() );
		$text = 'Ich bin einverstanden, dass Musterbüro meine Angaben speichert.';
		$this->settings_request( 'POST', array( 'immo_wizards_settings' => array( 'consent_texts' => array( 'data_privacy' => $text ) ) ) );
		$this->assertSame( '2', Consent_Texts::version() );
		$this->assertSame( $text, Consent_Texts::all( 'de_DE' )['data_privacy'] );
		$this->assertNotSame( '', Consent_Texts::all( 'de_DE' )['newsletter'], 'the other kinds keep the shipped text' );

		$this->settings_request( 'POST', array( 'immo_wizards_settings' => array( 'consent_texts' => array( 'data_privacy' => $text ), 'map_zoom' => 9 ) ) );
		$this->assertSame( '2', Consent_Texts::version(), 'the same text again keeps the version' );
		$response = $this->settings_request( 'POST', array( 'immo_wizards_settings' => array( 'consent_text_version' => 1 ) ) );
		$this->assertSame( '2', Consent_Texts::version(), 'the version cannot be set: ' . $response->get_status() );
		$this->settings_request( 'POST', array( 'immo_wizards_settings' => array( 'consent_texts' => array( 'data_privacy' => '' ) ) ) );
		$this->assertSame( '3', Consent_Texts::version(), 'back to the shipped text is a change too' );
	}
}
