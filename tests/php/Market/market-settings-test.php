<?php
/**
 * The market settings through /wp/v2/settings.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Tests\Market;

use ImmoWizards\Market\Market_Settings;
use ImmoWizards\Tests\Settings_Rest;
use ImmoWizards\Tests\Test_Case;
use ImmoWizards\Users\Roles;

/**
 * Every value checked on the server: a bad one answers 400 naming its field and stores nothing;
 * administrators only.
 */
final class Market_Settings_Test extends Test_Case {

	use Settings_Rest;

	/**
	 * Saves values as the settings screen does.
	 *
	 * @param array<string, mixed> $values The market values.
	 */
	private function save( array $values ): \WP_REST_Response {
		return $this->settings_request( 'POST', array( Market_Settings::OPTION => $values ) );
	}

	public function test_the_defaults(): void {
		$this->sign_in();
		$this->assertSame(
			array(
				'buyers_enabled'            => true,
				'valuation_enabled'         => false,
				'buyers_threshold'          => 3,
				'valuation_min_comparables' => 5,
				'valuation_months'          => 24,
				'valuation_tolerance'       => 25,
				'valuation_correction'      => 100,
				'buyers_text'               => '',
			),
			$this->settings_request( 'GET' )->get_data()[ Market_Settings::OPTION ]
		);
	}

	public function test_valid_values_are_stored_and_a_partial_save_keeps_the_others(): void {
		$this->sign_in();
		$response = $this->save(
			array(
				'buyers_threshold' => '5',
				'buyers_text'      => 'Schon {count} Suchende warten.',
			)
		);
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( 5, ( new Market_Settings() )->number_of( 'buyers_threshold' ) );
		$this->assertSame( 200, $this->save( array( 'buyers_enabled' => false ) )->get_status() );
		$all = ( new Market_Settings() )->all();
		$this->assertFalse( $all['buyers_enabled'] );
		$this->assertSame( 'Schon {count} Suchende warten.', $all['buyers_text'] );
	}

	/**
	 * Bad values and the field each names.
	 */
	public function invalid_provider(): array {
		return array(
			'threshold 2'                 => array( array( 'buyers_threshold' => 2 ), 'buyers_threshold' ),
			'threshold 0'                 => array( array( 'buyers_threshold' => 0 ), 'buyers_threshold' ),
			'threshold as a word'         => array( array( 'buyers_threshold' => 'drei' ), 'buyers_threshold' ),
			'threshold with sql'          => array( array( 'buyers_threshold' => '3 OR 1=1' ), 'buyers_threshold' ),
			'threshold huge'              => array( array( 'buyers_threshold' => 99999999999 ), 'buyers_threshold' ),
			'text without {count}'        => array( array( 'buyers_text' => 'Viele warten.' ), 'buyers_text' ),
			'text of 2 MB'                => array( array( 'buyers_text' => '{count}' . str_repeat( 'a', 2000000 ) ), 'buyers_text' ),
			'text as a list'              => array( array( 'buyers_text' => array( '{count}' ) ), 'buyers_text' ),
			'switch as a word'            => array( array( 'buyers_enabled' => 'yes' ), 'buyers_enabled' ),
			'tolerance 60 %'              => array( array( 'valuation_tolerance' => 60 ), 'valuation_tolerance' ),
			'correction 10 %'             => array( array( 'valuation_correction' => 10 ), 'valuation_correction' ),
			'two comparables'             => array( array( 'valuation_min_comparables' => 2 ), 'valuation_min_comparables' ),
			'months negative'             => array( array( 'valuation_months' => -1 ), 'valuation_months' ),
			'an unknown key such as role' => array( array( 'role' => 'administrator' ), 'role' ),
		);
	}

	/**
	 * A bad value answers 400; nothing of the request is stored.
	 *
	 * @dataProvider invalid_provider
	 *
	 * @param array<string,mixed> $values Submitted values.
	 * @param string              $field  The field the answer names.
	 */
	public function test_a_bad_value_is_refused_and_nothing_stored( array $values, string $field ): void {
		$this->sign_in();
		update_option( Market_Settings::OPTION, array( 'buyers_threshold' => 7 ) );
		$before   = get_option( Market_Settings::OPTION );
		$response = $this->save( $values + array( 'buyers_enabled' => false ) );
		$this->assertSame( 400, $response->get_status() );
		$data = (array) $response->as_error()->get_error_data();
		$this->assertStringContainsString( $field, (string) wp_json_encode( $data ) );
		$this->assertSame( $before, get_option( Market_Settings::OPTION ) );
	}

	public function test_german_message(): void {
		$this->sign_in();
		add_filter( 'locale', static fn () => 'de_DE' );
		load_textdomain( 'immo-wizards', IMMO_WIZARDS_DIR . 'languages/immo-wizards-de_DE.mo', 'de_DE' );
		$response = $this->save( array( 'buyers_threshold' => 2 ) );
		$this->assertSame( 'Bitte geben Sie eine ganze Zahl von 3 bis 1000 ein.', $response->as_error()->get_error_data()['fields']['buyers_threshold'] );
	}

	public function test_only_administrators(): void {
		foreach ( array( 'editor', 'subscriber', Roles::ROLE ) as $role ) {
			$this->sign_in( $role );
			$this->assertSame( 403, $this->save( array( 'buyers_enabled' => false ) )->get_status(), $role );
		}
		$this->assertFalse( get_option( Market_Settings::OPTION ) );
	}

	public function test_update_option_keeps_the_stored_values_for_bad_input(): void {
		update_option( Market_Settings::OPTION, array( 'buyers_threshold' => 4 ) );
		update_option( Market_Settings::OPTION, array( 'buyers_threshold' => 1 ) );
		$this->assertSame( 4, ( new Market_Settings() )->number_of( 'buyers_threshold' ) );
	}
}
