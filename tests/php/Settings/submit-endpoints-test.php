<?php
/**
 * The allowed submit endpoints setting.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Settings;

use ImmoWizards\Settings\Settings;
use ImmoWizards\Tests\Invalid_Settings;
use ImmoWizards\Tests\Settings_Rest;
use ImmoWizards\Tests\Test_Case;

/**
 * Only absolute https URLs on other hosts; a bad entry rejects the whole value with a message.
 */
final class Submit_Endpoints_Test extends Test_Case {

	use Invalid_Settings;
	use Settings_Rest;

	/**
	 * The page's functions live in wp-admin; one endpoint is set, so a rejected value visibly keeps it.
	 */
	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/admin.php';
		$this->assertSame( array(), Settings::instance()->update( array( 'submit_endpoints' => 'https://keep.example.org/x' ) ) );
	}

	public function test_none_by_default(): void {
		delete_option( Settings::OPTION );
		$this->assertSame( array(), Settings::instance()->submit_endpoints() );
	}

	public function test_one_url_per_line_normalised_and_folded(): void {
		$errors = Settings::instance()->update(
			array( 'submit_endpoints' => "https://crm.example.org/leads?source=web\r\n\n  HTTPS://Hooks.Example.COM:8443/in  \nhttps://crm.example.org/leads?source=web\n" )
		);
		$this->assertSame( array(), $errors );
		$this->assertSame( array( 'https://crm.example.org/leads?source=web', 'https://hooks.example.com:8443/in' ), Settings::instance()->submit_endpoints() );

		$this->assertSame( array(), Settings::instance()->update( array( 'submit_endpoints' => array( 'https://a.example/1', '', 'https://b.example/2' ) ) ) );
		$this->assertSame( array( 'https://a.example/1', 'https://b.example/2' ), Settings::instance()->submit_endpoints() );

		$this->assertSame( array(), Settings::instance()->update( array( 'submit_endpoints' => '' ) ) );
		$this->assertSame( array(), Settings::instance()->submit_endpoints(), 'an empty field clears the list' );
	}

	public function invalid_provider(): array {
		$key  = 'submit_endpoints';
		$many = implode( "\n", array_map( static fn ( $i ) => 'https://crm' . $i . '.example.org/', range( 1, 21 ) ) );
		return array(
			'http'                 => array( $key, 'http://crm.example.org/leads' ),
			'this site'            => array( $key, 'https://example.org/wp-json/wp/v2/users/5?roles=administrator' ),
			'this site, caps'      => array( $key, 'https://EXAMPLE.org/x' ),
			'root-relative'        => array( $key, '/wp-json/wp/v2/users/5' ),
			'REST path'            => array( $key, 'wp/v2/users/5' ),
			'protocol-relative'    => array( $key, '//crm.example.org/leads' ),
			'javascript'           => array( $key, 'javascript:alert(1)' ),
			'data'                 => array( $key, 'data:text/html,<script>alert(1)</script>' ),
			'userinfo'             => array( $key, 'https://user:pass@crm.example.org/' ),
			'userinfo host trick'  => array( $key, 'https://crm.example.org@evil.example/' ),
			'fragment'             => array( $key, 'https://crm.example.org/#x' ),
			'space inside'         => array( $key, 'https://crm.example.org/a b' ),
			'quote'                => array( $key, 'https://crm.example.org/"onmouseover="x' ),
			'tag'                  => array( $key, 'https://crm.example.org/<script>' ),
			'backslash'            => array( $key, 'https://crm.example.org\\@evil.example/' ),
			'encoded line break'   => array( $key, 'https://crm.example.org/x%0d%0aBcc:a@b.de' ),
			'unicode host'         => array( $key, 'https://bücher.example/' ),
			'bidi override'        => array( $key, "https://crm.example.org/\u{202E}gpj" ),
			'port 0'               => array( $key, 'https://crm.example.org:0/' ),
			'port 99999'           => array( $key, 'https://crm.example.org:99999/' ),
			'host with underscore' => array( $key, 'https://crm_x.example.org/' ),
			'no host'              => array( $key, 'https:///x' ),
			'2001 characters'      => array( $key, 'https://crm.example.org/' . str_repeat( 'a', 1977 ) ),
			'one bad among good'   => array( $key, "https://crm.example.org/\nftp://crm.example.org/" ),
			'21 entries'           => array( $key, $many ),
			'number'               => array( $key, 42 ),
			'true'                 => array( $key, true ),
			'nested list'          => array( $key, array( array( 'https://crm.example.org/' ) ) ),
			'object in list'       => array( $key, array( (object) array( 'url' => 'https://crm.example.org/' ) ) ),
		);
	}

	public function test_a_stored_value_is_checked_again_when_read(): void {
		// Written behind the settings' back: without their sanitize callback.
		remove_all_filters( 'sanitize_option_' . Settings::OPTION );
		update_option( Settings::OPTION, array( 'submit_endpoints' => array( 'javascript:alert(1)', '/wp-json/wp/v2/users', 'https://ok.example.org/in', array( 'x' ) ) ) );
		$this->assertSame( array( 'https://ok.example.org/in' ), Settings::instance()->submit_endpoints() );
		update_option( Settings::OPTION, array( 'submit_endpoints' => 'https://ok.example.org/in' ) );
		$this->assertSame( array(), Settings::instance()->submit_endpoints(), 'not a list' );
	}

	public function test_the_route_shows_the_list_and_refuses_a_bad_entry(): void {
		$this->sign_in();
		$response = $this->settings_request( 'POST', array( 'immo_wizards_settings' => array( 'submit_endpoints' => 'https://x.example/<img src=x onerror=alert(1)>' ) ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertArrayHasKey( 'submit_endpoints', $response->get_data()['data']['fields'] );
		$this->assertSame( array( 'https://keep.example.org/x' ), Settings::instance()->submit_endpoints() );

		$response = $this->settings_request( 'POST', array( 'immo_wizards_settings' => array( 'submit_endpoints' => array( 'https://a.example/1', 'https://b.example/2?x=1&y=2' ) ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'https://a.example/1', 'https://b.example/2?x=1&y=2' ), $this->rest_settings()['submit_endpoints'] );
	}
}
