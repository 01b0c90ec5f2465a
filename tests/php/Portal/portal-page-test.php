<?php
/**
 * The portal page's headers and its app config.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Portal;

use ImmoWizards\Blocks\Portal_Config;
use ImmoWizards\Plugin;
use ImmoWizards\Portal\Portal_Page;
use ImmoWizards\Security\Key_Link;
use ImmoWizards\Tests\Test_Case;

/**
 * Keys in links do not leak: no referrer, no index, no cache, on every page that shows the portal.
 */
final class Portal_Page_Test extends Test_Case {

	/**
	 * Headers the page sent.
	 *
	 * @var array<string, string|false>
	 */
	private array $sent = array();

	/**
	 * The handler under test.
	 *
	 * @var Portal_Page
	 */
	private Portal_Page $page;

	/**
	 * Shows a page as the main query and runs `template_redirect` handling; returns the headers.
	 *
	 * @param int $page_id Page id.
	 * @return array<string, string|false>
	 */
	private function visit( int $page_id ): array {
		global $wp_query, $wp_the_query;
		$wp_query     = new \WP_Query( array( 'page_id' => $page_id ) ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$wp_the_query = $wp_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$this->sent   = array();
		$this->page   = new Portal_Page(
			Plugin::instance()->settings(),
			function ( string $name, $value ): void {
				$this->sent[ $name ] = $value;
			}
		);
		$this->page->protect();
		return $this->sent;
	}

	/**
	 * A published page.
	 *
	 * @param string $content Content.
	 */
	private function page( string $content ): int {
		return (int) wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Seite',
				'post_content' => $content,
			)
		);
	}

	/**
	 * Asserts the portal page's headers.
	 *
	 * @param array<string, string|false> $headers Headers sent.
	 */
	private function assert_protected( array $headers ): void {
		$this->assertSame( 'no-referrer', $headers['Referrer-Policy'] );
		$this->assertSame( 'noindex', $headers['X-Robots-Tag'] );
		$this->assertStringContainsString( 'no-store', (string) $headers['Cache-Control'] );
		$this->assertStringContainsString( 'no-cache', (string) $headers['Cache-Control'] );
		$this->assertStringContainsString( 'private', (string) $headers['Cache-Control'] );
		$this->assertArrayHasKey( 'Expires', $headers );
		$this->assertFalse( $headers['Last-Modified'], 'removed' );
	}

	public function test_the_portal_page_of_the_settings_is_protected(): void {
		$headers = $this->visit( Plugin::instance()->settings()->portal_page_id() );
		$this->assert_protected( $headers );
		$this->assertTrue( defined( 'DONOTCACHEPAGE' ) && DONOTCACHEPAGE );
		$robots = apply_filters( 'wp_robots', array() );
		$this->assertTrue( $robots['noindex'], 'noindex in the robots meta' );
		ob_start();
		wp_robots();
		$this->assertStringContainsString( 'noindex', (string) ob_get_clean() );
		ob_start();
		$this->page->print_referrer_meta();
		$this->assertSame( '<meta name="referrer" content="no-referrer">' . "\n", ob_get_clean() );
		$this->assertSame( 0, has_action( 'wp_head', array( $this->page, 'print_referrer_meta' ) ), 'first in the head' );
		$this->assertSame( -1000, has_action( 'wp_head', array( Key_Link::class, 'print_taker' ) ), 'the key leaves the address before any other script' );
	}

	public function test_links_carry_the_key_in_the_fragment(): void {
		$this->assertSame( 'https://agency.example/portal/#k=ab%2Bcd', Key_Link::to( 'https://agency.example/portal/#savedSearch', 'ab+cd' ) );
		$this->assertSame( 'https://agency.example/p?lang=de#k=abc', Key_Link::to( 'https://agency.example/p?lang=de', 'abc' ) );
		// The head script is plain ES5 that reads only `location.hash` and keeps the rest of it.
		$script = Key_Link::taker();
		$this->assertStringStartsWith( '<script>', $script );
		$this->assertStringContainsString( 'location.hash', $script );
		$this->assertStringNotContainsString( 'location.search)', $script );
		$this->assertStringNotContainsString( '=>', $script );
	}

	public function test_headers_come_before_core_may_redirect(): void {
		global $wp_filter;
		$first = array_filter(
			$wp_filter['template_redirect']->callbacks[0] ?? array(),
			static fn ( $hook ) => is_array( $hook['function'] ) && $hook['function'][0] instanceof Portal_Page
		);
		$this->assertCount( 1, $first, 'protect() runs at priority 0' );
		$this->assertSame( 10, has_action( 'template_redirect', 'redirect_canonical' ) );
	}

	public function test_any_page_with_the_portal_block_or_shortcode_is_protected(): void {
		$this->assert_protected( $this->visit( $this->page( '<!-- wp:paragraph --><p>Hallo</p><!-- /wp:paragraph --><!-- wp:immo-wizards/portal /-->' ) ) );
		$this->assert_protected( $this->visit( $this->page( 'Willkommen [immo_portal] im Portal' ) ) );
	}

	public function test_other_pages_are_left_alone(): void {
		$this->assertSame( array(), $this->visit( $this->page( '[immo_saved_search_wizard]' ) ) );
		$this->assertArrayNotHasKey( 'noindex', apply_filters( 'wp_robots', array() ) );
	}

	public function test_the_portal_config_carries_no_nonce_and_nothing_personal(): void {
		$anna = wp_insert_user(
			array(
				'user_login' => 'anna',
				'user_email' => 'anna@example.de',
				'user_pass'  => 'secret',
				'role'       => 'immo_contact',
			)
		);
		wp_set_current_user( $anna );
		$config = ( new Portal_Config() )->build( array() );
		$json   = (string) wp_json_encode( $config );
		$this->assertStringNotContainsString( wp_create_nonce( 'wp_rest' ), $json );
		$this->assertStringNotContainsString( 'anna', $json );
		$this->assertArrayNotHasKey( 'nonce', $config );
		$this->assertSame( admin_url( 'admin-ajax.php?action=rest-nonce' ), $config['nonceEndpoint'] );
		$this->assertNotEmpty( $config['savedSearchWizard']['categories'] );
		$this->assertFalse( $config['savedSearchWizard']['showSteps'] );
		$this->assertArrayHasKey( 'privacyUrl', $config );
	}

	public function test_the_portal_config_says_whether_the_page_came_with_a_login(): void {
		wp_set_current_user( 0 );
		$this->assertFalse( ( new Portal_Config() )->build( array() )['hasSession'] );
		wp_set_current_user(
			wp_insert_user(
				array(
					'user_login' => 'bert',
					'user_email' => 'bert@example.de',
					'user_pass'  => 'secret',
					'role'       => 'immo_contact',
				)
			)
		);
		$this->assertTrue( ( new Portal_Config() )->build( array() )['hasSession'] );
	}
}
