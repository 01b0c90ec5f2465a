<?php
/**
 * The screens' scripts wait for the page's load where every screen is server-rendered
 * (includes/Blocks/class-late-scripts.php).
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Blocks;

use ImmoWizards\Blocks\Late_Scripts;
use ImmoWizards\Blocks\Ssr\Screen_Markup;
use ImmoWizards\Tests\Script_Tags;
use ImmoWizards\Tests\Test_Case;

/**
 * Which tags are printed inert, which keep their place, and the inline script that starts them.
 */
final class Late_Scripts_Test extends Test_Case {

	private const CONTACT = '<!-- wp:immo-wizards/contact-form /-->';

	/** With a link key in the URL the portal signs in first, which only the client does. */
	private const PORTAL = '<!-- wp:immo-wizards/portal /-->';

	protected function setUp(): void {
		parent::setUp();
		Screen_Markup::reset();
		Late_Scripts::reset();
		// A page of its own: nothing printed or queued by an earlier test.
		wp_scripts()->done  = array();
		wp_scripts()->queue = array();
	}

	protected function tearDown(): void {
		unset( $_GET['k'] );
		Late_Scripts::reset();
		wp_deregister_script( 'other-plugin' );
		remove_all_filters( 'immo_wizards_scripts_after_load' );
		parent::tearDown();
	}

	public function test_a_server_rendered_page_prints_its_scripts_inert_and_starts_them_after_load(): void {
		do_blocks( self::CONTACT );
		$footer = $this->footer();
		foreach ( array( 'immo-wizards-contact-form-view-js', 'immo-wizards-contact-form-view-js-before', 'react-dom-js', 'wp-i18n-js', 'wp-i18n-js-after', 'wp-api-fetch-js', 'wp-api-fetch-js-after' ) as $id ) {
			$this->assert_inert( $id, $footer );
		}
		$this->assertMatchesRegularExpression( '/\(window,document,true,\[[^\]]*"immo-wizards-contact-form-view"[^\]]*\]\)/', $footer, 'it starts the tags of the handles it names' );
		$this->assertStringContainsString( 'addEventListener("load",settled)', $footer );
		$this->assertLessThan( strpos( $footer, 'id="react-js"' ), strpos( $footer, 'immoWizardsEarlyEvents' ), 'the inline script comes first' );
	}

	public function test_a_client_rendered_screen_on_the_page_needs_the_scripts_at_once(): void {
		$_GET['k'] = 'abc';
		do_blocks( self::CONTACT . self::PORTAL );
		$footer = $this->footer();
		$this->assertSame( array(), Script_Tags::ids_with( $footer, 'data-immo-wizards-late' ) );
		$this->assertTrue( Script_Tags::is_deferred( $footer, 'immo-wizards-contact-form-view-js' ) );
		$this->assertSame( 'defer', Script_Tags::attributes( $footer, 'immo-wizards-contact-form-view-js' )['data-wp-strategy'] ?? null );
		$this->assertStringContainsString( '(window,document,false,[])', $footer, 'early clicks on the contact form are still noted' );
	}

	public function test_a_page_with_only_client_rendered_screens_gets_no_inline_script(): void {
		$_GET['k'] = 'abc';
		do_blocks( self::PORTAL );
		$footer = $this->footer();
		$this->assertStringNotContainsString( 'immoWizardsEarlyEvents', $footer );
		$this->assertTrue( Script_Tags::is_deferred( $footer, 'immo-wizards-portal-view-js' ) );
	}

	public function test_what_another_script_needs_keeps_its_place_and_loading(): void {
		wp_enqueue_script( 'other-plugin', 'https://example.com/other.js', array( 'wp-api-fetch' ), '1', true );
		do_blocks( self::CONTACT );
		$footer = $this->footer();
		foreach ( array( 'wp-api-fetch-js', 'wp-api-fetch-js-after', 'wp-i18n-js', 'wp-url-js', 'wp-hooks-js', 'other-plugin-js' ) as $id ) {
			$this->assert_active( $id, $footer );
		}
		foreach ( array( 'react-js', 'react-dom-js', 'wp-element-js', 'immo-wizards-contact-form-view-js' ) as $id ) {
			$this->assert_inert( $id, $footer );
		}
	}

	public function test_a_site_may_turn_the_wait_off(): void {
		add_filter( 'immo_wizards_scripts_after_load', '__return_false' );
		do_blocks( self::CONTACT );
		$footer = $this->footer();
		$this->assertSame( array(), Script_Tags::ids_with( $footer, 'data-immo-wizards-late' ) );
		$this->assertStringContainsString( '(window,document,false,[])', $footer );
	}

	public function test_a_page_without_screens_is_left_alone(): void {
		wp_enqueue_script( 'other-plugin', 'https://example.com/other.js', array( 'wp-api-fetch' ), '1', true );
		$footer = $this->footer();
		$this->assertStringNotContainsString( 'immoWizardsEarlyEvents', $footer );
		$this->assert_active( 'other-plugin-js', $footer );
	}

	/**
	 * What the page's footer prints.
	 */
	private function footer(): string {
		ob_start();
		do_action( 'wp_print_footer_scripts' );
		return (string) ob_get_clean();
	}

	/**
	 * The tag with this id is printed inert, marked for the inline script.
	 *
	 * @param string $id     Tag id.
	 * @param string $footer Printed footer.
	 */
	private function assert_inert( string $id, string $footer ): void {
		$attributes = Script_Tags::attributes( $footer, $id );
		$this->assertNotNull( $attributes, $id );
		$this->assertSame( 'text/plain', $attributes['type'] ?? null, $id );
		$this->assertArrayHasKey( 'data-immo-wizards-late', $attributes, $id );
	}

	/**
	 * The tag with this id is printed as it would be without this plugin.
	 *
	 * @param string $id     Tag id.
	 * @param string $footer Printed footer.
	 */
	private function assert_active( string $id, string $footer ): void {
		$attributes = Script_Tags::attributes( $footer, $id );
		$this->assertNotNull( $attributes, $id );
		$this->assertArrayNotHasKey( 'data-immo-wizards-late', $attributes, $id );
		$this->assertArrayNotHasKey( 'type', $attributes, $id );
	}
}
