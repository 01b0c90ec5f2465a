<?php
/**
 * The first steps the server prints into a screen's container (includes/Blocks/Ssr/).
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Blocks;

use ImmoWizards\Blocks\Portal_Config;
use ImmoWizards\Blocks\Renderer;
use ImmoWizards\Blocks\Ssr\Cookie_Banner;
use ImmoWizards\Blocks\Ssr\Html;
use ImmoWizards\Blocks\Ssr\Ids;
use ImmoWizards\Blocks\Ssr\Screen_Markup;
use ImmoWizards\Tests\Script_Tags;
use ImmoWizards\Tests\Test_Case;

/**
 * Markup as React writes it, printed once per page where it belongs, never where the client decides.
 */
final class Server_Markup_Test extends Test_Case {

	private const CONSENT = array(
		'consent' => array(
			'required'     => true,
			'wpConsentApi' => false,
		),
	);

	protected function setUp(): void {
		parent::setUp();
		Screen_Markup::reset();
		unset( $_GET['k'] );
	}

	protected function tearDown(): void {
		unset( $_GET['k'] );
		parent::tearDown();
	}

	public function test_html_escapes_text_and_attributes_exactly_once(): void {
		$this->assertSame(
			'<p title="a &quot;b&quot; &amp;amp;" hidden="">&lt;script&gt;x&amp;amp;y&lt;/script&gt;</p>',
			Html::element( 'p', array( 'title' => 'a "b" &amp;', 'hidden' => true, 'lang' => false, 'dir' => null ), Html::text( '<script>x&amp;y</script>' ) )
		);
		$this->assertSame( '<input value="" maxlength="3"/>', Html::element( 'input', array( 'value' => '', 'maxlength' => 3 ) ) );
		$this->assertSame( 'a<!-- --> <!-- -->&lt;b&gt;', Html::texts( 'a', ' ', '', '<b>' ), 'adjacent text nodes as React separates them' );
	}

	public function test_ids_are_the_scope_and_the_key(): void {
		$ids = new Ids( 'immo-wizards-s2' );
		$this->assertSame( 'immo-wizards-s2-email', $ids->id( 'email' ) );
		$this->assertSame( 'immo-wizards-s2-category-property-baujahr-', $ids->part( 'category' )->id( 'property[baujahr]' ) );
	}

	public function test_the_banner_is_printed_once_per_page_and_only_when_this_plugin_asks(): void {
		$ids = new Ids( 'immo-wizards-s1' );
		$this->assertSame( '', Cookie_Banner::render( array( 'consent' => array( 'required' => false ) ), $ids ) );
		$this->assertSame( '', Cookie_Banner::render( array( 'consent' => array( 'required' => true, 'wpConsentApi' => true ) ), $ids ), 'the consent plugin asks' );
		$banner = Cookie_Banner::render( self::CONSENT, $ids );
		$this->assertStringContainsString( 'aria-labelledby="immo-wizards-s1-privacy-title"', $banner );
		$this->assertStringContainsString( '>Privacy settings</h2>', $banner );
		$this->assertStringContainsString( '<details class="immo-wizards-cookie-banner__details"><summary class="immo-wizards-cookie-banner__summary">Learn more</summary><p', $banner, 'the details behind a disclosure' );
		$this->assertSame( '', Cookie_Banner::render( self::CONSENT, new Ids( 'immo-wizards-s2' ) ), 'the page has one already' );
	}

	public function test_the_privacy_link_is_an_escaped_attribute(): void {
		$banner = Cookie_Banner::render( self::CONSENT + array( 'privacyUrl' => 'https://example.com/?a="><script>alert(1)</script>' ), new Ids( 'immo-wizards-s1' ) );
		$this->assertStringNotContainsString( '<script>', $banner );
		$this->assertStringContainsString( '<a href="https://example.com/?a=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">privacy policy</a>.', $banner );
		$this->assertStringContainsString( 'statistics.<!-- --> <!-- -->Details are in our <a', $banner );
	}

	public function test_the_portal_block_prints_the_login_form_for_a_visit_without_session(): void {
		$page = do_blocks( '<!-- wp:immo-wizards/portal /-->' );
		$this->assertStringContainsString( 'data-immo-wizards-ssr="immo-wizards-s1"', $page );
		$this->assertStringContainsString( '<input id="immo-wizards-s1-login-email" name="email"', $page );
		$this->assertStringContainsString( 'class="immo-wizards-cookie-banner"', $page );
		$this->assertStringContainsString( 'localStorage.getItem("immoWizardsConsent")', $page, 'the script that hides a decided banner' );
		$this->assertStringNotContainsString( '__loading', $page );
		$this->assertStringContainsString( '</div><script', $page, 'the script follows the container, outside what React hydrates' );

		$second = do_shortcode( '[immo_portal]' );
		$this->assertStringContainsString( 'data-immo-wizards-ssr="immo-wizards-s2"', $second );
		$this->assertStringNotContainsString( 'immo-wizards-cookie-banner', $second, 'one banner per page' );
		$this->assertStringNotContainsString( 'localStorage', $second );
	}

	public function test_the_portal_is_left_to_the_client_with_a_session_or_a_link_key(): void {
		$_GET['k'] = 'abc';
		$this->assert_client_rendered( do_blocks( '<!-- wp:immo-wizards/portal /-->' ) );
		unset( $_GET['k'] );
		$user = wp_insert_user(
			array(
				'user_login' => 'ssr-visitor',
				'user_email' => 'ssr-visitor@example.com',
				'user_pass'  => wp_generate_password(),
				'role'       => 'subscriber',
			)
		);
		wp_set_current_user( (int) $user );
		$this->assert_client_rendered( do_blocks( '<!-- wp:immo-wizards/portal /-->' ) );
	}

	public function test_react_waits_with_the_view_script_where_wordpress_allows(): void {
		// Scripts an earlier test printed count as done and would not be printed again.
		wp_scripts()->done = array();
		do_blocks( '<!-- wp:immo-wizards/portal /-->' );
		ob_start();
		wp_print_scripts( 'immo-wizards-portal-view' );
		$tags = (string) ob_get_clean();
		$this->assertTrue( Script_Tags::is_deferred( $tags, 'react-dom-js' ) );
		$this->assertTrue( Script_Tags::is_deferred( $tags, 'immo-wizards-portal-view-js' ) );
		$i18n = Script_Tags::attributes( $tags, 'wp-i18n-js' );
		$this->assertNotNull( $i18n );
		$this->assertArrayNotHasKey( 'defer', $i18n, 'its inline data must run at once' );
		$this->assertArrayNotHasKey( 'async', $i18n, 'its inline data must run at once' );
	}

	public function test_a_standalone_page_waits_for_its_host_page(): void {
		$renderer = new Renderer( 'portal', new Portal_Config() );
		$this->assert_client_rendered( $renderer->render_standalone( array(), array( 'route' => 'login' ) ) );
	}

	/**
	 * The container holds the loading text and no server-rendered markup.
	 *
	 * @param string $html The rendered screen.
	 */
	private function assert_client_rendered( string $html ): void {
		$this->assertStringNotContainsString( 'data-immo-wizards-ssr', $html );
		$this->assertStringNotContainsString( 'immo-wizards-cookie-banner', $html );
		$this->assertStringContainsString( '__loading', $html );
	}
}
