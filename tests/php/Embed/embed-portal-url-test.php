<?php
/**
 * The embedded portal's page: where the links in mails open the portal.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Embed;

use ImmoWizards\Settings\Embed_Settings;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Tests\Invalid_Settings;
use ImmoWizards\Tests\Request_Payloads;
use ImmoWizards\Tests\Test_Case;

/**
 * Only a page on an allowed website is taken; the mails link there, and back to WordPress's portal
 * page once that website is no longer allowed.
 */
final class Embed_Portal_Url_Test extends Test_Case {

	use Invalid_Settings;
	use Request_Payloads;

	private const PAGE = 'https://www.agency.example/kunden/portal?lang=de';

	protected function setUp(): void {
		parent::setUp();
		$this->assertSame(
			array(),
			Settings::instance()->update(
				array(
					'embed_origins'    => "https://www.agency.example\nhttp://localhost:8890",
					'embed_portal_url' => self::PAGE,
				)
			)
		);
	}

	/**
	 * Values that are not a page on an allowed website.
	 *
	 * @return array<string, array{0: string, 1: mixed}>
	 */
	public function invalid_provider(): array {
		$key = 'embed_portal_url';
		return array(
			'other website'   => array( $key, 'https://evil.example/portal' ),
			'other port'      => array( $key, 'http://localhost:9999/portal' ),
			'other scheme'    => array( $key, 'http://www.agency.example/portal' ),
			'javascript'      => array( $key, 'javascript:alert(1)' ),
			'relative'        => array( $key, '/portal' ),
			'user info'       => array( $key, 'https://user:pw@www.agency.example/portal' ),
			'fragment'        => array( $key, 'https://www.agency.example/portal#x' ),
			'markup'          => array( $key, 'https://www.agency.example/<script>' ),
			'list'            => array( $key, array( self::PAGE ) ),
			'number'          => array( $key, 42 ),
			'huge'            => array( $key, 'https://www.agency.example/' . str_repeat( 'a', 5000 ) ),
			'null byte'       => array( $key, "https://www.agency.example/\0portal" ),
			'unicode spoofer' => array( $key, 'https://www.agency.exаmple/portal' ),
		);
	}

	public function test_the_mails_link_to_the_embedded_portal(): void {
		$this->assertSame( self::PAGE, Settings::instance()->portal_link_url() );
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $this->lead_body() )->get_status() );
		$this->assertCount( 1, $this->mails );
		$this->assertMatchesRegularExpression( '~https://www\.agency\.example/kunden/portal\?lang=de#k=[0-9a-f]{64}~', $this->mails[0]['message'] );
	}

	public function test_wordpress_keeps_its_own_portal_page_for_redirects(): void {
		$this->assertNotSame( self::PAGE, Settings::instance()->portal_url() );
	}

	public function test_removing_its_website_is_reported_and_the_mails_link_to_wordpress_again(): void {
		$errors = Settings::instance()->update( array( 'embed_origins' => 'http://localhost:8890' ) );
		$this->assertArrayHasKey( 'embed_portal_url', $errors );
		$this->assertSame( Settings::instance()->portal_url(), Settings::instance()->portal_link_url() );
	}

	public function test_back_to_the_portal_page_once_the_website_is_no_longer_allowed(): void {
		remove_all_filters( 'sanitize_option_' . Settings::OPTION );
		$stored                  = get_option( Settings::OPTION );
		$stored['embed_origins'] = array( 'http://localhost:8890' );
		update_option( Settings::OPTION, $stored );
		$this->assertSame( '', Embed_Settings::portal_url( Settings::instance() ) );
		$this->assertSame( Settings::instance()->portal_url(), Settings::instance()->portal_link_url() );
	}

	public function test_an_empty_field_turns_it_off(): void {
		$this->assertSame( array(), Settings::instance()->update( array( 'embed_portal_url' => '  ' ) ) );
		$this->assertSame( Settings::instance()->portal_url(), Settings::instance()->portal_link_url() );
	}

	public function test_a_page_on_an_origin_allowed_in_the_same_save(): void {
		$errors = Settings::instance()->update(
			array(
				'embed_origins'    => 'https://neu.example',
				'embed_portal_url' => 'https://neu.example/portal',
			)
		);
		$this->assertSame( array(), $errors );
		$this->assertSame( 'https://neu.example/portal', Settings::instance()->portal_link_url() );
	}
}
