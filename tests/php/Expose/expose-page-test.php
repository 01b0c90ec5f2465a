<?php
/**
 * The exposé page: block template, classic themes' content filter, inquiry bound to the listing.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Expose;

use ImmoWizards\Expose\Expose_Template;
use ImmoWizards\Listings\Post_Type;
use ImmoWizards\Tests\Test_Case;

require_once __DIR__ . '/class-listings.php';

/**
 * Block themes get the plugin's template, classic themes the content filter.
 */
final class Expose_Page_Test extends Test_Case {

	use Listings;

	/**
	 * The decoded config of the exposé inquiry container in some HTML.
	 *
	 * @param string $html HTML.
	 * @return array<string,mixed>
	 */
	private function inquiry_config( string $html ): array {
		$this->assertSame( 1, preg_match( '/<div [^>]*wp-block-immo-wizards-expose-inquiry[^>]*data-immo-wizards-config="([^"]*)"/', $html, $m ), $html );
		return json_decode( html_entity_decode( $m[1], ENT_QUOTES ), true );
	}

	/**
	 * The inquiry block rendered with a context.
	 *
	 * @param string              $markup  Block markup.
	 * @param array<string,mixed> $context Block context.
	 */
	private function inquiry( string $markup, array $context ): string {
		return ( new \WP_Block( parse_blocks( $markup )[0], $context ) )->render();
	}

	public function test_the_inquiry_block_takes_the_listing_of_its_context(): void {
		$id      = $this->listing( $this->flat() );
		$context = array(
			'postId'   => $id,
			'postType' => Post_Type::NAME,
		);
		$config  = $this->inquiry_config( $this->inquiry( '<!-- wp:immo-wizards/expose-inquiry /-->', $context ) );
		$this->assertSame( $id, $config['objectId'] );
		$this->assertSame( 'DD-0815', $config['customObjectId'] );

		$config = $this->inquiry_config( $this->inquiry( '<!-- wp:immo-wizards/expose-inquiry {"objectId":42,"customObjectId":"W-17"} /-->', $context ) );
		$this->assertSame( array( 42, 'W-17' ), array( $config['objectId'], $config['customObjectId'] ), 'attributes win' );

		$config = $this->inquiry_config( $this->inquiry( '<!-- wp:immo-wizards/expose-inquiry {"customObjectId":"W-17"} /-->', $context ) );
		$this->assertSame( array( $id, 'W-17' ), array( $config['objectId'], $config['customObjectId'] ) );

		$page   = (int) wp_insert_post(
			array(
				'post_title'  => 'Kontakt',
				'post_type'   => 'page',
				'post_status' => 'publish',
			)
		);
		$config = $this->inquiry_config(
			$this->inquiry(
				'<!-- wp:immo-wizards/expose-inquiry /-->',
				array(
					'postId'   => $page,
					'postType' => 'page',
				)
			)
		);
		$this->assertSame( array( null, null ), array( $config['objectId'], $config['customObjectId'] ), 'elsewhere the query string stays the source' );
		$this->assertContains( 'postId', \WP_Block_Type_Registry::get_instance()->get_registered( 'immo-wizards/expose-inquiry' )->uses_context );
	}

	public function test_classic_themes_get_details_before_and_the_form_after_the_content_once(): void {
		$this->use_classic_theme();
		$id                 = $this->listing( $this->flat() );
		$html               = $this->in_main_loop(
			$id,
			static fn () => array(
				apply_filters( 'the_content', get_post_field( 'post_content', $id ) ),
				apply_filters( 'the_content', get_post_field( 'post_content', $id ) ),
			)
		);
		[ $first, $second ] = $html;
		$details            = strpos( $first, 'wp-block-immo-wizards-property-details' );
		$content            = strpos( $first, 'Helle Wohnung' );
		$form               = strpos( $first, 'wp-block-immo-wizards-expose-inquiry' );
		$this->assertIsInt( $details );
		$this->assertTrue( $details < $content && $content < $form, $first );
		$this->assertSame( $id, $this->inquiry_config( $first )['objectId'] );
		$this->assertSame( 1, substr_count( $first, '<dl' ) );
		$this->assertStringNotContainsString( 'immo-wizards', $second, 'once per request' );

		$this->assertStringNotContainsString( 'immo-wizards', apply_filters( 'the_content', 'outside the loop' ) );
	}

	public function test_content_with_a_script_from_an_author_without_unfiltered_html_stays_harmless(): void {
		$this->use_classic_theme();
		$author = (int) wp_insert_user(
			array(
				'user_login' => 'a' . wp_rand(),
				'user_pass'  => wp_generate_password(),
				'user_email' => 'a' . wp_rand() . '@example.org',
				'role'       => 'author',
			)
		);
		wp_set_current_user( $author );
		kses_init();
		$id = $this->listing( $this->flat(), array( 'post_content' => '<p>Schön</p><script>alert(1)</script>' ) );
		wp_set_current_user( 0 );
		[ $html ] = $this->in_main_loop( $id, static fn () => array( apply_filters( 'the_content', get_post_field( 'post_content', $id ) ) ) );
		$this->assertStringContainsString( 'Schön', $html );
		$this->assertStringNotContainsString( '<script>alert', $html );
	}

	public function test_drafts_are_not_shown_to_visitors(): void {
		$id = $this->listing( $this->flat(), array( 'post_status' => 'draft' ) );
		$this->assertSame( array(), $this->in_main_loop( $id, static fn () => array( 'never called' ) ) );
	}

	public function test_the_block_template_is_offered_unless_the_theme_has_one(): void {
		$found = get_block_templates( array( 'slug__in' => array( Expose_Template::SLUG, 'single' ) ) );
		$ours  = array_values( array_filter( $found, static fn ( $t ) => Expose_Template::SLUG === $t->slug ) );
		$this->assertCount( 1, $ours );
		foreach ( array( 'wp:immo-wizards/property-details', 'wp:post-content', 'wp:immo-wizards/expose-inquiry', 'wp:post-title' ) as $block ) {
			$this->assertStringContainsString( $block, $ours[0]->content );
		}
		$this->assertSame( array( Post_Type::NAME ), $ours[0]->post_types );
		$this->assertSame( Expose_Template::SLUG, get_block_template( get_stylesheet() . '//' . Expose_Template::SLUG )->slug );
		$this->assertCount( 1, array_filter( get_block_templates(), static fn ( $t ) => Expose_Template::SLUG === $t->slug ), 'listed in the site editor' );
		$this->assertNotContains( Expose_Template::SLUG, wp_list_pluck( get_block_templates( array( 'slug__in' => array( 'page' ) ) ), 'slug' ) );
		$this->assertNotContains( Expose_Template::SLUG, wp_list_pluck( get_block_templates( array( 'post_type' => 'post' ) ), 'slug' ) );

		$theirs         = clone $ours[0];
		$theirs->id     = 'theme//' . Expose_Template::SLUG;
		$theirs->source = 'theme';
		$result         = ( new Expose_Template() )->add_to_query( array( $theirs ), array( 'slug__in' => array( Expose_Template::SLUG ) ), 'wp_template' );
		$this->assertSame( array( $theirs ), $result, "the theme's template wins" );

		$resolved = resolve_block_template( 'single', array( Expose_Template::SLUG, 'single' ), '' );
		$this->assertSame( Expose_Template::SLUG, $resolved->slug );
	}

	/**
	 * Pretends a classic theme is active (the test cores ship block themes only).
	 */
	private function use_classic_theme(): void {
		add_filter( 'stylesheet', static fn () => 'immo-classic-test' );
		add_filter( 'template', static fn () => 'immo-classic-test' );
		$this->assertFalse( wp_is_block_theme() );
	}

	/**
	 * Runs a callback inside the main loop of a listing's page; [] when the query finds nothing.
	 *
	 * @param int      $id       Listing id.
	 * @param callable $callback Callback.
	 * @return array<int,mixed>
	 */
	private function in_main_loop( int $id, callable $callback ): array {
		global $wp_query, $wp_the_query, $post;
		$saved        = array( $wp_query, $wp_the_query, $post );
		$wp_query     = new \WP_Query(
			array(
				'p'         => $id,
				'post_type' => Post_Type::NAME,
			)
		); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$wp_the_query = $wp_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		try {
			$result = array();
			while ( have_posts() ) {
				the_post();
				$result = $callback();
			}
			return $result;
		} finally {
			[ $wp_query, $wp_the_query, $post ] = $saved; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		}
	}
}
