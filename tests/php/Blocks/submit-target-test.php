<?php
/**
 * Submit URLs from content: only wizard routes or allowed endpoints, only from users with unfiltered_html.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Blocks;

use ImmoWizards\Blocks\Blocks;
use ImmoWizards\Blocks\Page_Data;
use ImmoWizards\Plugin;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Tests\Test_Case;

/**
 * The CSRF exploit of the review (an Author's block posting to `wp/v2/users` with an admin's session)
 * must be inert on the server: the config never carries such a target.
 */
final class Submit_Target_Test extends Test_Case {

	private const EXPLOIT = '/wp-json/wp/v2/users/5?roles=administrator';

	private const ENDPOINT = 'https://crm.example.org/leads?source=web';

	private const SCREENS = array( 'lead-wizard', 'saved-search-wizard', 'expose-inquiry', 'contact-form', 'newsletter' );

	/**
	 * An allowed endpoint; no post in the loop.
	 */
	protected function setUp(): void {
		parent::setUp();
		Settings::instance()->update( array( 'submit_endpoints' => self::ENDPOINT ) );
		$GLOBALS['post'] = null;
	}

	/**
	 * Leaves no post in the loop.
	 */
	protected function tearDown(): void {
		$GLOBALS['post'] = null;
		parent::tearDown();
	}

	public function test_an_authors_exploit_is_inert(): void {
		$author = $this->user( 'author' );
		$this->assertFalse( user_can( $author, 'unfiltered_html' ) );
		foreach ( array( self::EXPLOIT, 'immo-wizards/v1/wizard/contact', self::ENDPOINT ) as $url ) {
			$configs = $this->render_post( $author, 'publish', $url );
			$this->assertCount( 2 * count( self::SCREENS ), $configs );
			foreach ( $configs as $config ) {
				$this->assertArrayNotHasKey( 'submitUrl', $config, $url );
			}
		}
	}

	public function test_a_contributors_pending_post_previewed_by_an_admin_is_inert(): void {
		$contributor = $this->user( 'contributor' );
		wp_set_current_user( $this->user( 'administrator' ) );
		foreach ( $this->render_post( $contributor, 'pending', self::EXPLOIT ) as $config ) {
			$this->assertArrayNotHasKey( 'submitUrl', $config );
		}
	}

	public function test_an_admins_post_keeps_an_allowed_target(): void {
		$admin = $this->user( 'administrator' );
		foreach ( $this->render_post( $admin, 'publish', self::ENDPOINT ) as $config ) {
			$this->assertSame( self::ENDPOINT, $config['submitUrl'] );
		}
	}

	public function test_an_admins_post_edited_last_by_an_author_is_inert(): void {
		$admin   = $this->user( 'administrator' );
		$post_id = $this->post( $admin, 'publish', 'immo-wizards/v1/wizard/contact' );
		update_post_meta( $post_id, '_edit_last', $this->user( 'author' ) );
		foreach ( $this->render( $post_id ) as $config ) {
			$this->assertArrayNotHasKey( 'submitUrl', $config );
		}
	}

	/**
	 * @dataProvider target_provider
	 *
	 * @param string      $url      Submit URL in an admin's block and shortcode ({home}: home URL,
	 *                              {rest}: URL of the route, {rest-path}: that URL root-relative).
	 * @param string|null $expected Config value (null: omitted).
	 */
	public function test_an_admin_may_name_only_wizard_routes_and_allowed_endpoints( string $url, ?string $expected ): void {
		$url = str_replace( '{home}', untrailingslashit( home_url() ), $url );
		if ( preg_match( '/^\{rest(-path)?\}(.*)$/', $url, $m ) ) {
			$url = rest_url( $m[2] );
			if ( '' !== $m[1] ) {
				$url = (string) preg_replace( '#^https?://[^/]+#', '', $url );
			}
		}
		foreach ( $this->render_post( $this->user( 'administrator' ), 'publish', $url ) as $config ) {
			$this->assertSame( $expected, $config['submitUrl'] ?? null, $url );
		}
	}

	public function target_provider(): array {
		$route = 'immo-wizards/v1/wizard/lead';
		return array(
			'the exploit'                 => array( self::EXPLOIT, null ),
			'the exploit as REST path'    => array( 'wp/v2/users/5?roles=administrator', null ),
			'the exploit absolute'        => array( '{home}' . self::EXPLOIT, null ),
			'other REST route'            => array( '{home}/wp-json/agency/v1/lead', null ),
			'other plugin REST path'      => array( 'agency/v2/leads', null ),
			'confirm route'               => array( 'immo-wizards/v1/wizard/confirm', null ),
			'fields route'                => array( 'immo-wizards/v1/wizard/fields', null ),
			'wizard route with query'     => array( $route . '?roles=administrator', null ),
			'wizard route with traversal' => array( $route . '/../../../wp/v2/users/5', null ),
			'admin-ajax'                  => array( '/wp-admin/admin-ajax.php?action=x', null ),
			'wizard route'                => array( $route, $route ),
			'wizard route with slash'     => array( '/immo-wizards/v1/wizard/contact', 'immo-wizards/v1/wizard/contact' ),
			'wizard route root-relative'  => array( '{rest-path}immo-wizards/v1/wizard/saved-search', 'immo-wizards/v1/wizard/saved-search' ),
			'wizard route absolute'       => array( '{rest}immo-wizards/v1/wizard/expose-inquiry', 'immo-wizards/v1/wizard/expose-inquiry' ),
			'other route, REST URL'       => array( '{rest}wp/v2/users/5', null ),
			'allowed endpoint'            => array( self::ENDPOINT, self::ENDPOINT ),
			'allowed endpoint, caps host' => array( 'HTTPS://CRM.Example.org/leads?source=web', self::ENDPOINT ),
			'other path on allowed host'  => array( 'https://crm.example.org/leads', null ),
			'http twin of the endpoint'   => array( 'http://crm.example.org/leads?source=web', null ),
			'other host'                  => array( 'https://evil.example/collect', null ),
			'userinfo trick'              => array( 'https://crm.example.org@evil.example/leads?source=web', null ),
			'protocol-relative'           => array( '//evil.example/collect', null ),
			'backslash trick'             => array( '/\\evil.example/collect', null ),
			'javascript'                  => array( 'javascript:alert(1)', null ),
			'data'                        => array( 'data:text/html,x', null ),
			'empty'                       => array( '', null ),
		);
	}

	public function test_wizard_routes_as_pretty_rest_urls(): void {
		update_option( 'permalink_structure', '/%postname%/' );
		$admin = $this->user( 'administrator' );
		foreach ( array( '/wp-json/immo-wizards/v1/wizard/saved-search', home_url( '/wp-json/immo-wizards/v1/wizard/saved-search' ) ) as $url ) {
			foreach ( $this->render_post( $admin, 'publish', $url ) as $config ) {
				$this->assertSame( 'immo-wizards/v1/wizard/saved-search', $config['submitUrl'], $url );
			}
		}
		foreach ( $this->render_post( $admin, 'publish', self::EXPLOIT ) as $config ) {
			$this->assertArrayNotHasKey( 'submitUrl', $config );
		}
	}

	public function test_content_outside_posts_may_name_a_wizard_route(): void {
		$html = do_blocks( '<!-- wp:immo-wizards/newsletter {"submitUrl":"immo-wizards/v1/wizard/contact"} /-->' );
		$this->assertSame( 'immo-wizards/v1/wizard/contact', $this->configs( $html )[0]['submitUrl'] );
		$html = do_blocks( '<!-- wp:immo-wizards/newsletter ' . wp_json_encode( array( 'submitUrl' => self::EXPLOIT ) ) . ' /-->' );
		$this->assertArrayNotHasKey( 'submitUrl', $this->configs( $html )[0] );
	}

	public function test_containers_carry_the_render_token_and_the_page_data_is_printed_once(): void {
		$handle = Blocks::script_handle( 'contact-form', 'view' );
		$saved  = wp_scripts()->get_data( $handle, 'before' );
		wp_scripts()->add_data( $handle, 'before', array() );
		$html  = do_blocks( '<!-- wp:immo-wizards/contact-form /--><!-- wp:immo-wizards/contact-form /-->' );
		$html .= do_shortcode( '[immo_contact_form]' );
		$token = Page_Data::render_token();
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{32}$/', $token );
		$this->assertSame( 3, substr_count( $html, 'data-immo-wizards-token="' . $token . '"' ) );

		$before = (array) wp_scripts()->get_data( $handle, 'before' );
		wp_scripts()->add_data( $handle, 'before', $saved );
		$page   = array_values( array_filter( $before, static fn ( $script ) => is_string( $script ) && str_starts_with( $script, 'window.immoWizardsServer=' ) ) );
		$this->assertCount( 1, $page );
		$data = json_decode( substr( rtrim( $page[0], ';' ), strlen( 'window.immoWizardsServer=' ) ), true );
		$this->assertSame(
			array(
				'renderToken'     => $token,
				'restRoot'        => rest_url(),
				'submitEndpoints' => array( self::ENDPOINT ),
				'postId'          => 0,
			),
			$data
		);
	}

	public function test_the_editor_shows_the_submit_url_control_only_to_users_with_unfiltered_html(): void {
		foreach ( array(
			'administrator' => 'true',
			'author'        => 'false',
		) as $role => $can ) {
			wp_set_current_user( $this->user( $role ) );
			$handle = Blocks::script_handle( 'newsletter', 'editor' );
			$this->assertTrue( wp_script_is( $handle, 'registered' ) );
			$saved = wp_scripts()->get_data( $handle, 'before' );
			( new Blocks( Plugin::instance()->screens() ) )->print_editor_configs();
			$before = implode( "\n", (array) wp_scripts()->get_data( $handle, 'before' ) );
			wp_scripts()->add_data( $handle, 'before', $saved );
			$this->assertStringContainsString( 'window.immoWizardsEditorCaps = {"submitUrl":' . $can . '};', $before, $role );
			$this->assertStringNotContainsString( 'window.immoWizardsEditor[', $before, 'the form blocks preview the server\'s markup, without a config' );
		}
	}

	/**
	 * Creates a user with a role.
	 *
	 * @param string $role Role.
	 */
	private function user( string $role ): int {
		$id = wp_insert_user(
			array(
				'user_login' => $role . wp_rand(),
				'user_pass'  => wp_generate_password(),
				'user_email' => $role . wp_rand() . '@example.org',
				'role'       => $role,
			)
		);
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * A post by `$author` holding every request screen as block and as shortcode with `$url`.
	 *
	 * @param int    $author Author.
	 * @param string $status Post status.
	 * @param string $url    Submit URL.
	 */
	private function post( int $author, string $status, string $url ): int {
		$content = '';
		foreach ( self::SCREENS as $screen ) {
			$content .= '<!-- wp:immo-wizards/' . $screen . ' ' . wp_json_encode( array( 'submitUrl' => $url ) ) . " /-->\n";
			$content .= '<!-- wp:shortcode -->[immo_' . str_replace( '-', '_', $screen ) . ' submit_url="' . esc_attr( $url ) . '"]<!-- /wp:shortcode -->' . "\n";
		}
		// Saved as that user would save it (kses applies to users without unfiltered_html).
		wp_set_current_user( $author );
		$id = wp_insert_post(
			wp_slash(
				array(
					'post_author'  => $author,
					'post_status'  => $status,
					'post_title'   => 'Wizard',
					'post_content' => $content,
				)
			)
		);
		wp_set_current_user( 0 );
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * The configs of a post's content rendered as the front end renders it (the post in the loop).
	 *
	 * @param int $post_id Post.
	 * @return array<int, array<string,mixed>>
	 */
	private function render( int $post_id ): array {
		$GLOBALS['post'] = get_post( $post_id );
		setup_postdata( $GLOBALS['post'] );
		$configs = $this->configs( (string) apply_filters( 'the_content', get_post_field( 'post_content', $post_id ) ) );
		wp_reset_postdata();
		return $configs;
	}

	/**
	 * Shorthand: a new post by `$author` rendered.
	 *
	 * @param int    $author Author.
	 * @param string $status Post status.
	 * @param string $url    Submit URL.
	 * @return array<int, array<string,mixed>>
	 */
	private function render_post( int $author, string $status, string $url ): array {
		return $this->render( $this->post( $author, $status, $url ) );
	}

	/**
	 * Decoded configs of every container in `$html`.
	 *
	 * @param string $html Rendered HTML.
	 * @return array<int, array<string,mixed>>
	 */
	private function configs( string $html ): array {
		preg_match_all( '/data-immo-wizards-config="([^"]*)"/', $html, $m );
		return array_map( static fn ( $json ) => json_decode( html_entity_decode( $json, ENT_QUOTES ), true ), $m[1] );
	}
}
