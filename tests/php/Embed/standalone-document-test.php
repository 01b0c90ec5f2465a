<?php
/**
 * The standalone pages' document and headers.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Embed;

use ImmoWizards\Settings\Settings;
use ImmoWizards\Tests\Standalone_Requests;
use ImmoWizards\Tests\Test_Case;

/**
 * A minimal document around the same container as the block's, with only the screen's handles; the
 * headers say who may frame it.
 */
final class Standalone_Document_Test extends Test_Case {

	use Standalone_Requests;

	public function test_a_minimal_document_around_the_screen(): void {
		// Something the site's theme or another plugin enqueued for its pages.
		wp_enqueue_script( 'zz-theme-script', 'https://cdn.example/theme.js', array(), '1', true );
		wp_enqueue_style( 'zz-theme-style', 'https://cdn.example/theme.css', array(), '1' );
		$html = (string) $this->request( '/immo-app/lead-wizard' );

		$this->assertStringStartsWith( '<!DOCTYPE html><html lang="en-US"', $html );
		$this->assertStringContainsString( '<meta charset="UTF-8">', $html );
		$this->assertStringContainsString( '<meta name="viewport" content="width=device-width, initial-scale=1">', $html );
		$this->assertMatchesRegularExpression( '#<title>[^<]+ – Immo Wizards Tests</title>#', $html );
		$this->assertSame( 1, substr_count( $html, 'data-immo-wizards-config=' ), 'one container' );
		$this->assertStringContainsString( 'data-immo-wizards-token="', $html );
		$this->assertMatchesRegularExpression( '#<link [^>]*id=["\']immo-wizards-lead-wizard-style-css["\']#', $html );
		$this->assertMatchesRegularExpression( '#<script [^>]*id=["\']immo-wizards-lead-wizard-view-js["\']#', $html );
		$this->assertStringNotContainsString( 'cdn.example', $html, 'only our handles' );
		$this->assertStringNotContainsString( 'wp-block-library', $html, 'no theme, no wp_head()' );
		$this->assertStringNotContainsString( 'admin-bar', $html );

		preg_match_all( '#<script[^>]* src=["\']([^"\']+)["\']#', $html, $sources );
		$this->assertNotEmpty( $sources[1] );
		foreach ( $sources[1] as $src ) {
			$this->assertMatchesRegularExpression( '#/(wp-includes/js/|wp-content/plugins/[^/]+/build/lead-wizard/)#', $src, 'core packages and the screen only' );
		}
	}

	public function test_the_site_language_with_the_screens_translations(): void {
		add_filter( 'locale', static fn () => 'de_DE' );
		$html = (string) $this->request( '/immo-app/newsletter-wizard' );
		$this->assertStringStartsWith( '<!DOCTYPE html><html lang="de-DE"', $html );
		if ( is_readable( IMMO_WIZARDS_DIR . 'languages/immo-wizards-de_DE-immo-wizards-newsletter-view.json' ) ) {
			$this->assertStringContainsString( 'id="immo-wizards-newsletter-view-js-translations"', $html );
		}
	}

	public function test_the_page_data_names_the_allowed_origins_only_here(): void {
		$this->assertSame( array(), Settings::instance()->update( array( 'embed_origins' => "https://www.agency.example\nhttp://localhost:8080" ) ) );
		$data = $this->page_data_in( (string) $this->request( '/immo-app/contact-form-wizard' ) );
		$this->assertSame(
			array(
				'standalone' => true,
				'origins'    => array( 'https://www.agency.example', 'http://localhost:8080' ),
			),
			$data['embed']
		);
		$this->assertArrayHasKey( 'renderToken', $data );

		wp_scripts()->done = array();
		$block = do_blocks( '<!-- wp:immo-wizards/contact-form /-->' );
		$this->assertStringContainsString( 'wp-block-immo-wizards-contact-form', $block );
		$before = (array) wp_scripts()->get_data( 'immo-wizards-contact-form-view', 'before' );
		$this->assertContains( \ImmoWizards\Blocks\Page_Data::script( Settings::instance() ), $before, 'a block page gets the page data without embed' );
		$this->assertStringNotContainsString( '"embed"', \ImmoWizards\Blocks\Page_Data::script( Settings::instance() ) );
	}

	public function test_headers_list_the_allowed_origins(): void {
		$this->assertSame( array(), Settings::instance()->update( array( 'embed_origins' => "https://www.agency.example\nhttps://crm.example:8443" ) ) );
		$this->request( '/immo-app/lead-wizard' );
		$this->assertSame( "frame-ancestors 'self' https://www.agency.example https://crm.example:8443", $this->sender->get( 'Content-Security-Policy' ) );
		$this->assertSame( 'strict-origin-when-cross-origin', $this->sender->get( 'Referrer-Policy' ) );
		$this->assertSame( 'nosniff', $this->sender->get( 'X-Content-Type-Options' ) );
		$this->assertSame( 'text/html; charset=UTF-8', $this->sender->get( 'Content-Type' ) );
		$this->assertNull( $this->sender->get( 'Cache-Control' ) );
	}

	public function test_no_origins_only_this_site_may_frame(): void {
		$this->assertSame( array(), Settings::instance()->update( array( 'embed_origins' => '' ) ) );
		foreach ( array( 'lead-wizard', 'login', 'nope' ) as $route ) {
			$this->request( '/immo-app/' . $route );
			$this->assertSame( "frame-ancestors 'self'", $this->sender->get( 'Content-Security-Policy' ), $route );
		}
	}

	public function test_no_x_frame_options(): void {
		$this->request( '/immo-app/saved-search-wizard' );
		$this->assertContains( 'X-Frame-Options', $this->sender->removed, 'one sent earlier is removed' );
		$this->assertNull( $this->sender->get( 'X-Frame-Options' ) );
	}

	public function test_the_login_page_is_not_stored_and_sends_no_referrer(): void {
		$this->request( '/immo-app/login', array( 'k' => 'abc' ) );
		$this->assertContains( 'no-store', array_map( 'trim', explode( ',', (string) $this->sender->get( 'Cache-Control' ) ) ) );
		$this->assertTrue( defined( 'DONOTCACHEPAGE' ) );
		$this->assertSame( 'noindex', $this->sender->get( 'X-Robots-Tag' ) );
		$this->assertSame( 'no-referrer', $this->sender->get( 'Referrer-Policy' ) );
		$this->assertSame( "frame-ancestors 'self'", $this->sender->get( 'Content-Security-Policy' ) );
		$this->assertSame( 'nosniff', $this->sender->get( 'X-Content-Type-Options' ) );
	}
}
