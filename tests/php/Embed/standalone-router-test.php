<?php
/**
 * The standalone pages' routing under the base path.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Embed;

use ImmoWizards\Embed\Standalone_Router;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Tests\Standalone_Requests;
use ImmoWizards\Tests\Test_Case;

/**
 * Six routes under the base (with or without a trailing slash), the 404 document for anything else
 * under it, nothing for other paths.
 */
final class Standalone_Router_Test extends Test_Case {

	use Standalone_Requests;

	/** Route => the screen whose container its page shows. */
	private const PAGES = array(
		'lead-wizard'           => 'lead-wizard',
		'saved-search-wizard'   => 'saved-search-wizard',
		'expose-inquiry-wizard' => 'expose-inquiry',
		'contact-form-wizard'   => 'contact-form',
		'newsletter-wizard'     => 'newsletter',
		'login'                 => 'portal',
	);

	public function test_the_six_routes_under_the_default_base(): void {
		$this->assertSame( self::PAGES, Standalone_Router::ROUTES );
		foreach ( self::PAGES as $route => $screen ) {
			foreach ( array( '/immo-app/' . $route, '/immo-app/' . $route . '/', '/immo-app/' . $route . '?x=1' ) as $uri ) {
				$html = (string) $this->request( $uri );
				$this->assertSame( 200, $this->sender->status, $uri );
				$this->config_in( $html, $screen );
			}
		}
	}

	public function test_other_paths_are_left_to_wordpress(): void {
		foreach ( array( '/', '/immo-apps/lead-wizard', '/immo-app-x/lead-wizard', '/blog/immo-app/lead-wizard', '/wp-json/immo-wizards/v1/fields', '/?p=1', '/immo-ap' ) as $uri ) {
			$this->assertNull( $this->request( $uri ), $uri );
			$this->assertNull( $this->sender->status, 'nothing sent' );
			$this->assertSame( array(), $this->sender->sent );
		}
	}

	public function test_anything_else_under_the_base_is_the_404_document_with_links(): void {
		$uris = array( '/immo-app', '/immo-app/', '/immo-app/unknown', '/immo-app/route-planner', '/immo-app/portal', '/immo-app/LEAD-WIZARD', '/immo-app/lead-wizard/extra', '/immo-app/lead-wizard//', '/immo-app/embed.js/', '/immo-app/%6Cead-wizard', '/immo-app/../wp-admin/', '/immo-app/<script>alert(1)</script>' );
		foreach ( $uris as $uri ) {
			$html = (string) $this->request( $uri );
			$this->assertSame( 404, $this->sender->status, $uri );
			$this->assertStringContainsString( '<h1>Page not found</h1>', $html );
			$this->assertStringNotContainsString( '<script>alert', $html, 'the path is not printed' );
			preg_match_all( '/<a href="([^"]+)">([^<]+)<\/a>/', $html, $links );
			$this->assertSame( array_map( static fn ( $route ) => home_url( '/immo-app/' . $route ), array_keys( self::PAGES ) ), $links[1], $uri );
			$this->assertStringNotContainsString( 'data-immo-wizards-config', $html );
		}
		$this->assertContains( 'Customer portal', $links[2] );
		$this->assertSame( "frame-ancestors 'self'", $this->sender->get( 'Content-Security-Policy' ), 'the 404 document has the pages\' headers' );
	}

	public function test_a_custom_base(): void {
		$this->assertSame( array(), Settings::instance()->update( array( 'embed_base' => 'apps/immo' ) ) );
		$this->config_in( (string) $this->request( '/apps/immo/login' ), 'portal' );
		$this->config_in( (string) $this->request( '/apps/immo/contact-form-wizard/' ), 'contact-form' );
		$this->assertNull( $this->request( '/immo-app/login' ), 'the default base is free again' );
		$this->assertNull( $this->request( '/apps/lead-wizard' ) );
		$this->request( '/apps/immo/' );
		$this->assertSame( 404, $this->sender->status );
	}

	public function test_a_home_in_a_subdirectory(): void {
		add_filter( 'option_home', static fn () => 'http://example.org/makler' );
		$this->config_in( (string) $this->request( '/makler/immo-app/newsletter-wizard' ), 'newsletter' );
		$this->assertNull( $this->request( '/immo-app/newsletter-wizard' ) );
		$this->assertNull( $this->request( '/maklerimmo-app/newsletter-wizard' ) );
		$html = (string) $this->request( '/makler/immo-app/nope' );
		$this->assertStringContainsString( 'href="http://example.org/makler/immo-app/login"', $html );
	}

	public function test_query_parameters_are_the_attributes(): void {
		$config = $this->config_in( (string) $this->request( '/immo-app/lead-wizard', array( 'mode' => 'seeker', 'stepOrder' => 'address-first', 'showSteps' => 'false', 'marketingType' => 'rent' ) ), 'lead-wizard' );
		$this->assertSame( 'seeker', $config['mode'] );
		$this->assertSame( 'address-first', $config['stepOrder'] );
		$this->assertFalse( $config['showSteps'] );
		$this->assertSame( 'rent', $config['marketingType'] );

		$config = $this->config_in( (string) $this->request( '/immo-app/expose-inquiry-wizard', array( 'objectId' => '42', 'customObjectId' => 'W-<b>17</b>' ) ), 'expose-inquiry' );
		$this->assertSame( 42, $config['objectId'] );
		$this->assertSame( 'W-17', $config['customObjectId'] );

		$config = $this->config_in( (string) $this->request( '/immo-app/saved-search-wizard', array( 'regions' => '1,2' ) ), 'saved-search-wizard' );
		$this->assertSame( array( 1, 2 ), $config['preselectedRegions'], 'the short name' );
		$config = $this->config_in( (string) $this->request( '/immo-app/saved-search-wizard', array( 'preselectedRegions' => '11, 12,abc,-3,0,12, 2' ) ), 'saved-search-wizard' );
		$this->assertSame( array( 11, 12, 2 ), $config['preselectedRegions'] );
	}

	public function test_a_link_cannot_choose_the_submit_target(): void {
		$this->assertSame( array(), Settings::instance()->update( array( 'submit_endpoints' => 'https://crm.example.org/in' ) ) );
		foreach ( array( 'https://crm.example.org/in', '/immo-wizards/v1/wizard/contact', 'javascript:alert(1)' ) as $url ) {
			$config = $this->config_in( (string) $this->request( '/immo-app/contact-form-wizard', array( 'submitUrl' => $url ) ), 'contact-form' );
			$this->assertArrayNotHasKey( 'submitUrl', $config, $url );
		}
	}

	/**
	 * SECURITY.md's bad inputs, on every query parameter of every page: the attribute's default (texts
	 * and switches as the shortcode reads them).
	 */
	public function test_bad_query_values_fall_back_to_the_defaults(): void {
		$bad = array( array( 'x' ), array( 'a' => array( 'b' ) ), str_repeat( 'A', 2 * 1024 * 1024 ), '1 OR 1=1', "'; DROP TABLE wp_users; --", '<script>alert(1)</script>', 'yes', '-1', '0', '99999999999', '1.000,50', '', ' ', "a\r\nb", "\u{202E}x", 'null', 'true ' );
		$defaults = array();
		foreach ( self::PAGES as $route => $screen ) {
			$defaults[ $route ] = $this->config_in( (string) $this->request( '/immo-app/' . $route ), $screen );
		}
		$params = array( 'mode', 'stepOrder', 'showSteps', 'contactForm', 'marketingType', 'objectId', 'customObjectId', 'defaultMessage', 'preselectedRegions', 'regions', 'submitUrl', 'k', 'className', 'role' );
		foreach ( self::PAGES as $route => $screen ) {
			foreach ( $params as $param ) {
				foreach ( $bad as $value ) {
					$html   = (string) $this->request( '/immo-app/' . $route, array( $param => $value ) );
					$config = $this->config_in( $html, $screen );
					$this->assertStringNotContainsString( '<script>alert', $html );
					$label = $route . ' ' . $param . '=' . substr( wp_json_encode( $value ), 0, 40 );
					$this->assertSame( 200, $this->sender->status, $label );
					foreach ( $config as $key => $item ) {
						if ( in_array( $key, array( 'customObjectId', 'defaultMessage' ), true ) && is_string( $value ) && $key === $param ) {
							// Free text: kept as text without markup (like the shortcode), or none.
							$this->assertTrue( null === $item || is_string( $item ), $label );
							$this->assertStringNotContainsString( '<', (string) $item, $label );
							continue;
						}
						if ( 'preselectedRegions' === $key && in_array( $param, array( 'preselectedRegions', 'regions' ), true ) ) {
							// A comma-separated list: only its positive whole numbers are region ids.
							$this->assertSame( array_values( array_filter( $item, static fn ( $id ) => is_int( $id ) && $id > 0 ) ), $item, $label );
							continue;
						}
						if ( in_array( $key, array( 'showSteps', 'contactForm' ), true ) && $key === $param ) {
							// A switch reads text as the shortcode does ("true/1/yes/on" on, other text off); a list is ignored.
							$this->assertSame( is_string( $value ) ? filter_var( $value, FILTER_VALIDATE_BOOLEAN ) : $defaults[ $route ][ $key ], $item, $label );
							continue;
						}
						$this->assertSame( $defaults[ $route ][ $key ], $item, $label . ' → ' . $key );
					}
				}
			}
		}
	}
}
