<?php
/**
 * The embedding settings: base path and allowed origins.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Embed;

use ImmoWizards\Settings\Embed_Settings;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Tests\Invalid_Settings;
use ImmoWizards\Tests\Settings_Rest;
use ImmoWizards\Tests\Test_Case;

/**
 * A base of lower-case segments outside WordPress's own paths; exact http(s) origins, at most 20.
 */
final class Embed_Settings_Test extends Test_Case {

	use Invalid_Settings;
	use Settings_Rest;

	/**
	 * One origin and a custom base are set, so a rejected value visibly keeps them.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->assertSame(
			array(),
			Settings::instance()->update(
				array(
					'embed_base'    => 'apps/immo',
					'embed_origins' => 'https://keep.example.com',
				)
			)
		);
	}

	public function test_defaults_base_immo_app_and_no_origins(): void {
		delete_option( Settings::OPTION );
		$this->assertSame( 'immo-app', Embed_Settings::base( Settings::instance() ) );
		$this->assertSame( array(), Embed_Settings::origins( Settings::instance() ) );
	}

	public function test_valid_values_are_normalised(): void {
		$errors = Settings::instance()->update(
			array(
				'embed_base'    => ' /immo-2/wizards/ ',
				'embed_origins' => "HTTPS://WWW.Agency.Example\r\n\n  http://localhost:8080/ \nhttps://www.agency.example:443\nhttp://203.0.113.7:80\nhttps://www.agency.example\n",
			)
		);
		$this->assertSame( array(), $errors );
		$this->assertSame( 'immo-2/wizards', Embed_Settings::base( Settings::instance() ) );
		$this->assertSame( array( 'https://www.agency.example', 'http://localhost:8080', 'http://203.0.113.7' ), Embed_Settings::origins( Settings::instance() ) );

		$this->assertSame( array(), Settings::instance()->update( array( 'embed_origins' => array( 'https://a.example', '' ) ) ) );
		$this->assertSame( array( 'https://a.example' ), Embed_Settings::origins( Settings::instance() ) );
		$this->assertSame( array(), Settings::instance()->update( array( 'embed_origins' => '' ) ) );
		$this->assertSame( array(), Embed_Settings::origins( Settings::instance() ), 'an empty field turns embedding off' );
	}

	public function invalid_provider(): array {
		$o    = 'embed_origins';
		$b    = 'embed_base';
		$many = implode( "\n", array_map( static fn ( $i ) => 'https://site' . $i . '.example', range( 1, 21 ) ) );
		return array(
			'origin with path'           => array( $o, 'https://www.agency.example/page' ),
			'origin with query'          => array( $o, 'https://www.agency.example?x=1' ),
			'origin with fragment'       => array( $o, 'https://www.agency.example#x' ),
			'wildcard host'              => array( $o, 'https://*.agency.example' ),
			'wildcard alone'             => array( $o, '*' ),
			'javascript'                 => array( $o, 'javascript:alert(1)' ),
			'data'                       => array( $o, 'data:text/html,<script>alert(1)</script>' ),
			'null origin'                => array( $o, 'null' ),
			'ftp'                        => array( $o, 'ftp://files.agency.example' ),
			'no scheme'                  => array( $o, 'www.agency.example' ),
			'protocol-relative'          => array( $o, '//www.agency.example' ),
			'userinfo'                   => array( $o, 'https://user:pass@www.agency.example' ),
			'userinfo host trick'        => array( $o, 'https://www.agency.example@evil.example' ),
			'backslash'                  => array( $o, 'https://www.agency.example\\@evil.example' ),
			'space inside'               => array( $o, 'https://www.agency .example' ),
			'quote'                      => array( $o, "https://a.example' 'unsafe-inline'" ),
			'csp injection'              => array( $o, 'https://a.example; script-src *' ),
			'line break in a list entry' => array( $o, array( "https://a.example\r\nSet-Cookie: x=1" ) ),
			'unicode host'               => array( $o, 'https://bücher.example' ),
			'port 0'                     => array( $o, 'https://a.example:0' ),
			'port 99999'                 => array( $o, 'https://a.example:99999' ),
			'21 origins'                 => array( $o, $many ),
			'huge string'                => array( $o, 'https://' . str_repeat( 'a', 2 * 1024 * 1024 ) . '.example' ),
			'10,000 entries'             => array( $o, array_fill( 0, 10000, 'https://a.example/x' ) ),
			'number'                     => array( $o, 42 ),
			'true'                       => array( $o, true ),
			'nested list'                => array( $o, array( array( 'https://a.example' ) ) ),
			'object in list'             => array( $o, array( (object) array( 'origin' => 'https://a.example' ) ) ),
			'null in list'               => array( $o, array( null ) ),
			'base wp-admin'              => array( $b, 'wp-admin' ),
			'base wp-json'               => array( $b, 'wp-json/x' ),
			'base wp-content'            => array( $b, 'wp-content' ),
			'base wp-includes'           => array( $b, '/wp-includes/' ),
			'base empty'                 => array( $b, '' ),
			'base slash only'            => array( $b, '/' ),
			'base double slash'          => array( $b, 'immo//app' ),
			'base leading double slash'  => array( $b, '//immo-app' ),
			'base backslash'             => array( $b, 'immo\\app' ),
			'base upper case'            => array( $b, 'Immo-App' ),
			'base dot segment'           => array( $b, 'immo/../wp-admin' ),
			'base with query'            => array( $b, 'immo-app?x=1' ),
			'base unicode'               => array( $b, 'immobilien-bewertung-für-sie' ),
			'base space'                 => array( $b, 'immo app' ),
			'base html'                  => array( $b, '<script>alert(1)</script>' ),
			'base huge'                  => array( $b, str_repeat( 'a', 2 * 1024 * 1024 ) ),
			'base array'                 => array( $b, array( 'immo-app' ) ),
			'base number'                => array( $b, 42 ),
			'base true'                  => array( $b, true ),
		);
	}

	public function test_the_base_may_not_be_the_rest_prefix(): void {
		add_filter( 'rest_url_prefix', static fn () => 'api' );
		$errors = Settings::instance()->update( array( 'embed_base' => 'api/immo' ) );
		$this->assertArrayHasKey( 'embed_base', $errors );
		$this->assertStringContainsString( 'api', $errors['embed_base'] );
	}

	public function test_a_stored_value_is_checked_again_when_read(): void {
		remove_all_filters( 'sanitize_option_' . Settings::OPTION );
		update_option(
			Settings::OPTION,
			array(
				'embed_base'    => 'wp-admin',
				'embed_origins' => array( 'javascript:alert(1)', 'https://ok.example', '*', array( 'x' ), 'https://ok.example/' ),
			)
		);
		$this->assertSame( 'immo-app', Embed_Settings::base( Settings::instance() ) );
		$this->assertSame( array( 'https://ok.example' ), Embed_Settings::origins( Settings::instance() ) );
		update_option( Settings::OPTION, array( 'embed_origins' => 'https://ok.example' ) );
		$this->assertSame( array(), Embed_Settings::origins( Settings::instance() ), 'not a list' );
	}

	public function test_the_route_shows_the_values_and_refuses_bad_ones_with_a_message(): void {
		$this->sign_in();
		$response = $this->settings_request( 'POST', array( 'immo_wizards_settings' => array( 'embed_origins' => "https://ok.example\nhttps://*.example" ) ) );
		$this->assertSame( 400, $response->get_status() );
		$fields = $response->get_data()['data']['fields'];
		$this->assertStringContainsString( 'https://*.example', $fields['embed_origins'], 'the message names the entry' );
		$this->assertSame( array( 'https://keep.example.com' ), Embed_Settings::origins( Settings::instance() ) );

		$response = $this->settings_request( 'POST', array( 'immo_wizards_settings' => array( 'embed_origins' => '<img src=x onerror=alert(1)>' ) ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertStringNotContainsString( '<img', $response->get_data()['data']['fields']['embed_origins'], 'escaped' );

		$response = $this->settings_request(
			'POST',
			array(
				'immo_wizards_settings' => array(
					'embed_base'    => 'widgets',
					'embed_origins' => array( 'https://a.example', 'http://localhost:3000' ),
				),
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'widgets', $this->rest_settings()['embed_base'] );
		$this->assertSame( array( 'https://a.example', 'http://localhost:3000' ), $this->rest_settings()['embed_origins'] );
	}

	public function test_german_messages(): void {
		add_filter( 'determine_locale', static fn () => 'de_DE' );
		switch_to_locale( 'de_DE' );
		load_textdomain( 'immo-wizards', IMMO_TESTS_MOFILE, 'de_DE' );
		try {
			$errors = Settings::instance()->update(
				array(
					'embed_base'    => 'wp-admin',
					'embed_origins' => 'https://a.example/x',
				)
			);
		} finally {
			// Reloadable: from WordPress 6.7 on, a domain unloaded for good is never loaded just in time again.
			unload_textdomain( 'immo-wizards', true );
			restore_previous_locale();
		}
		$this->assertStringContainsString( 'Kleinbuchstaben', $errors['embed_base'] );
		$this->assertStringContainsString( 'Kein Ursprung', $errors['embed_origins'] );
	}
}
