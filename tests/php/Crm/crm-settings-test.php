<?php
/**
 * The CRM settings through /wp/v2/settings.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Tests\Crm;

use ImmoWizards\Crm\Crm_Settings;
use ImmoWizards\Tests\Settings_Rest;
use ImmoWizards\Tests\Test_Case;
use ImmoWizards\Users\Roles;

/**
 * Every value checked on the server: a bad one answers 400 naming its field and stores nothing of
 * the request; administrators only.
 */
final class Crm_Settings_Test extends Test_Case {

	use Settings_Rest;

	/**
	 * Saves values as the settings screen does.
	 *
	 * @param array<string, mixed> $values The CRM values.
	 */
	private function save( array $values ): \WP_REST_Response {
		return $this->settings_request( 'POST', array( Crm_Settings::OPTION => $values ) );
	}

	public function test_off_until_the_agency_switches_it_on(): void {
		$this->sign_in();
		$this->assertSame(
			array(
				'enabled'       => false,
				'delivery'      => 'separate',
				'import_email'  => '',
				'openimmo_anid' => '',
				'makler_id'     => '',
				'file_name'     => 'openimmo-feedback.xml',
			),
			$this->settings_request( 'GET' )->get_data()[ Crm_Settings::OPTION ]
		);
	}

	public function test_valid_values_are_stored(): void {
		$this->sign_in();
		$values   = array(
			'enabled'       => true,
			'delivery'      => 'separate',
			'import_email'  => ' import@crm.example ',
			'openimmo_anid' => 'OI-4711_a.b',
			'makler_id'     => 'M-1',
			'file_name'     => 'kontaktanfrage.xml',
		);
		$response = $this->save( $values );
		$this->assertSame( 200, $response->get_status() );
		$expected = array_replace( $values, array( 'import_email' => 'import@crm.example' ) );
		$this->assertSame( $expected, $response->get_data()[ Crm_Settings::OPTION ] );
		$this->assertSame( $expected, get_option( Crm_Settings::OPTION ) );

		// A partial save keeps the other values; attaching needs no import address.
		$this->assertSame( 200, $this->save( array( 'delivery' => 'attach', 'import_email' => '' ) )->get_status() );
		$this->assertSame(
			array_replace(
				$expected,
				array(
					'delivery'     => 'attach',
					'import_email' => '',
				)
			),
			( new Crm_Settings() )->all()
		);
	}

	/**
	 * Bad values and the field each names.
	 */
	public function invalid_provider(): array {
		$on = array(
			'enabled'  => true,
			'delivery' => 'separate',
		);
		return array(
			'no import address while on'   => array( $on + array( 'import_email' => '' ), 'import_email' ),
			'not an address'               => array( array( 'import_email' => 'crm@' ), 'import_email' ),
			'two addresses'                => array( array( 'import_email' => 'a@crm.example,b@crm.example' ), 'import_email' ),
			'header injection'             => array( array( 'import_email' => "a@crm.example\r\nBcc: x@evil.example" ), 'import_email' ),
			'unknown delivery'             => array( array( 'delivery' => 'fax' ), 'delivery' ),
			'anid with a space'            => array( array( 'openimmo_anid' => 'OI 1' ), 'openimmo_anid' ),
			'anid with markup'             => array( array( 'openimmo_anid' => '<b>' ), 'openimmo_anid' ),
			'makler id too long'           => array( array( 'makler_id' => str_repeat( 'M', 65 ) ), 'makler_id' ),
			'file name with a path'        => array( array( 'file_name' => '../openimmo.xml' ), 'file_name' ),
			'file name not xml'            => array( array( 'file_name' => 'feedback.php' ), 'file_name' ),
			'file name with a quote'       => array( array( 'file_name' => 'a".xml' ), 'file_name' ),
			'empty file name'              => array( array( 'file_name' => '' ), 'file_name' ),
			'file name of 2 MB'            => array( array( 'file_name' => str_repeat( 'a', 2000000 ) . '.xml' ), 'file_name' ),
			'enabled as a word'            => array( array( 'enabled' => 'yes' ), 'enabled' ),
			'address as a list'            => array( array( 'import_email' => array( 'a@crm.example' ) ), 'import_email' ),
			'makler id as a number'        => array( array( 'makler_id' => 42 ), 'makler_id' ),
			'an unknown key such as role'  => array( array( 'role' => 'administrator' ), 'role' ),
		);
	}

	/**
	 * A bad value answers 400 naming its field; nothing of the request is stored.
	 *
	 * @dataProvider invalid_provider
	 *
	 * @param array<string,mixed> $values Submitted values.
	 * @param string              $field  The field the answer names.
	 */
	public function test_a_bad_value_is_refused_and_nothing_stored( array $values, string $field ): void {
		$this->sign_in();
		update_option( Crm_Settings::OPTION, array( 'makler_id' => 'KEEP' ) );
		$before   = get_option( Crm_Settings::OPTION );
		$response = $this->save( $values + array( 'openimmo_anid' => 'NEW' ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertContains( $field, self::named( $response->as_error() ), wp_json_encode( $response->get_data() ) );
		$this->assertSame( $before, get_option( Crm_Settings::OPTION ) );
		$this->assertSame( 'KEEP', $before['makler_id'] );
	}

	/**
	 * The fields a refusal names: ours with a message each (`data.fields`, what the screen shows at
	 * the field); core's schema check names the one whose type or key is wrong.
	 *
	 * @param \WP_Error $error The refusal.
	 * @return string[]
	 */
	private static function named( \WP_Error $error ): array {
		$data  = (array) $error->get_error_data();
		$named = array_keys( (array) ( $data['fields'] ?? array() ) );
		foreach ( (array) ( $data['details'] ?? array() ) as $detail ) {
			$param   = (string) ( $detail['data']['param'] ?? '' );
			$named[] = preg_match( '/\[(\w+)\]$/', $param, $m ) ? $m[1] : strtok( (string) $detail['message'], ' ' );
		}
		return $named;
	}

	public function test_german_messages_name_the_field(): void {
		$this->sign_in();
		add_filter( 'locale', static fn () => 'de_DE' );
		load_textdomain( 'immo-wizards', IMMO_WIZARDS_DIR . 'languages/immo-wizards-de_DE.mo', 'de_DE' );
		$response = $this->save( array( 'file_name' => 'x.exe' ) );
		$this->assertSame( 'Bitte geben Sie einen Dateinamen mit der Endung .xml ein (Buchstaben, Ziffern, Punkte, Binde- und Unterstriche).', $response->as_error()->get_error_data()['fields']['file_name'] );
	}

	public function test_only_administrators(): void {
		foreach ( array( 'editor', 'subscriber', Roles::ROLE ) as $role ) {
			$this->sign_in( $role );
			$this->assertSame( 403, $this->save( array( 'enabled' => false ) )->get_status(), $role );
		}
		$this->assertFalse( get_option( Crm_Settings::OPTION ) );
	}

	public function test_update_option_keeps_the_stored_values_for_bad_input(): void {
		update_option( Crm_Settings::OPTION, array( 'makler_id' => 'M-1' ) );
		update_option(
			Crm_Settings::OPTION,
			array(
				'makler_id' => 'M 2',
				'file_name' => 'x.xml',
			)
		);
		$this->assertSame( 'M-1', ( new Crm_Settings() )->all()['makler_id'] );
		$this->assertSame( 'openimmo-feedback.xml', ( new Crm_Settings() )->all()['file_name'] );
	}
}
