<?php
/**
 * The exposé's block template for block themes.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Expose;

use ImmoWizards\Listings\Post_Type;

defined( 'ABSPATH' ) || exit;

/**
 * `single-immo_property`: title, details, description, inquiry form. A theme's own template of that
 * name and one the site owner saved in the site editor come first. WordPress 6.7 registers plugin
 * templates itself (`register_block_template`); before, the template joins the template queries.
 */
final class Expose_Template {

	public const SLUG = 'single-' . Post_Type::NAME;

	/**
	 * Hooks in.
	 */
	public function register(): void {
		if ( function_exists( 'register_block_template' ) ) {
			add_action( 'init', array( $this, 'register_template' ) );
			return;
		}
		add_filter( 'get_block_templates', array( $this, 'add_to_query' ), 10, 3 );
		add_filter( 'get_block_template', array( $this, 'find' ), 10, 3 );
	}

	/**
	 * Registers the template (WordPress 6.7 and later).
	 */
	public function register_template(): void {
		register_block_template(
			'immo-wizards//' . self::SLUG,
			array(
				'title'       => self::title(),
				'description' => self::description(),
				'content'     => self::content(),
				'post_types'  => array( Post_Type::NAME ),
			)
		);
	}

	/**
	 * Adds the template to a template query it matches, unless the theme or the site has its own.
	 *
	 * @param \WP_Block_Template[] $templates Found templates.
	 * @param array<string,mixed>  $query     Query (slug__in, post_type, wp_id, …).
	 * @param string               $type      wp_template or wp_template_part.
	 * @return \WP_Block_Template[]
	 */
	public function add_to_query( $templates, $query, $type ) {
		$slugs = (array) ( $query['slug__in'] ?? array() );
		if ( 'wp_template' !== $type || ! empty( $query['wp_id'] )
			|| ( $slugs && ! in_array( self::SLUG, $slugs, true ) )
			|| ( ! empty( $query['post_type'] ) && Post_Type::NAME !== $query['post_type'] )
			|| in_array( self::SLUG, wp_list_pluck( (array) $templates, 'slug' ), true ) ) {
			return $templates;
		}
		$templates[] = self::template();
		return $templates;
	}

	/**
	 * The template by its id when nothing else answered.
	 *
	 * @param \WP_Block_Template|null $template Found template.
	 * @param string                  $id       Template id (`theme//slug`).
	 * @param string                  $type     wp_template or wp_template_part.
	 */
	public function find( $template, $id, $type ) {
		return null === $template && 'wp_template' === $type && get_stylesheet() . '//' . self::SLUG === $id ? self::template() : $template;
	}

	/**
	 * The template object (as the theme's, so the site editor can save a customised copy).
	 */
	private static function template(): \WP_Block_Template {
		$template                 = new \WP_Block_Template();
		$template->type           = 'wp_template';
		$template->theme          = get_stylesheet();
		$template->slug           = self::SLUG;
		$template->id             = $template->theme . '//' . self::SLUG;
		$template->title          = self::title();
		$template->description    = self::description();
		$template->content        = self::content();
		$template->source         = 'plugin';
		$template->origin         = 'plugin';
		$template->status         = 'publish';
		$template->has_theme_file = false;
		$template->is_custom      = false;
		$template->post_types     = array( Post_Type::NAME );
		return $template;
	}

	/**
	 * Title in the site editor.
	 */
	private static function title(): string {
		return __( 'Single property (exposé)', 'immo-wizards' );
	}

	/**
	 * Description in the site editor.
	 */
	private static function description(): string {
		return __( 'The exposé of a property: pictures, key facts, description, location and the inquiry form.', 'immo-wizards' );
	}

	/**
	 * The template's blocks; header and footer are the theme's template parts.
	 */
	public static function content(): string {
		return '<!-- wp:template-part {"slug":"header","tagName":"header"} /-->
<!-- wp:group {"tagName":"main","layout":{"type":"constrained"}} -->
<main class="wp-block-group"><!-- wp:post-title {"level":1} /-->
<!-- wp:immo-wizards/property-details /-->
<!-- wp:post-content {"layout":{"type":"constrained"}} /-->
<!-- wp:immo-wizards/expose-inquiry /--></main>
<!-- /wp:group -->
<!-- wp:template-part {"slug":"footer","tagName":"footer"} /-->';
	}
}
