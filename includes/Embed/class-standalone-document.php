<?php
/**
 * The minimal HTML document of a standalone page.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Embed;

use ImmoWizards\Blocks\Blocks;
use ImmoWizards\Blocks\Renderer;
use ImmoWizards\Blocks\Screen_Config;
use ImmoWizards\Security\Key_Link;

defined( 'ABSPATH' ) || exit;

/**
 * No theme and no `wp_head()`: the site's language, the screen's style, the container printed by the
 * same renderer as the block and the shortcode, and the screen's view script with its dependencies,
 * translations and page data. Only those handles are printed, so nothing another plugin enqueues
 * for the site's pages (and nothing the frame's host did not ask for) runs here.
 */
final class Standalone_Document {

	/** The page around the screen: no margin, so a frame's height is the screen's. */
	private const CSS = 'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5}.immo-wizards-standalone{box-sizing:border-box;max-width:60rem;margin:0 auto;padding:1rem}';

	/**
	 * Constructor.
	 *
	 * @param array<string, Screen_Config> $screens Screen slug => its config builder (Plugin::screens()).
	 */
	public function __construct( private array $screens ) {
	}

	/**
	 * A screen's page.
	 *
	 * @param string               $screen  Screen slug.
	 * @param array<string, mixed> $query   Unslashed query parameters (the block's attributes).
	 * @param string[]             $origins Origins allowed to frame the page (for the page data).
	 */
	public function page( string $screen, array $query, array $origins ): string {
		// The issue's short name for the saved-search wizard's regions.
		if ( isset( $query['regions'] ) && ! isset( $query['preselectedRegions'] ) ) {
			$query['preselectedRegions'] = $query['regions'];
		}
		$renderer  = new Renderer( $screen, $this->screens[ $screen ] );
		$container = $renderer->render_standalone(
			$query,
			array(
				'standalone' => true,
				'origins'    => $origins,
			)
		);
		ob_start();
		wp_print_styles( array( 'immo-wizards-' . $screen . '-style' ) );
		$styles = (string) ob_get_clean();
		ob_start();
		wp_print_scripts( array( Blocks::script_handle( $screen, 'view' ) ) );
		$scripts = (string) ob_get_clean();
		// The portal's page takes a link's key out of the address first (Key_Link).
		$head = 'portal' === $screen ? Key_Link::taker() . $styles : $styles;
		return self::html( self::title( $screen ) . ' – ' . get_bloginfo( 'name' ), $head, $container, $scripts );
	}

	/**
	 * The 404 document: links to the pages.
	 *
	 * @param array<string, string> $links URL => screen slug.
	 */
	public function not_found( array $links ): string {
		$items = '';
		foreach ( $links as $url => $screen ) {
			$items .= sprintf( '<li><a href="%s">%s</a></li>', esc_url( $url ), esc_html( self::title( $screen ) ) );
		}
		$title = __( 'Page not found', 'immo-wizards' );
		return self::html(
			$title . ' – ' . get_bloginfo( 'name' ),
			'',
			sprintf(
				'<h1>%s</h1><p>%s</p><ul>%s</ul>',
				esc_html( $title ),
				esc_html__( 'There is no form at this address. These forms are available:', 'immo-wizards' ),
				$items
			)
		);
	}

	/**
	 * The screen's name: its block's title (translated with the block).
	 *
	 * @param string $screen Screen slug.
	 */
	private static function title( string $screen ): string {
		$block_type = \WP_Block_Type_Registry::get_instance()->get_registered( 'immo-wizards/' . $screen );
		return $block_type ? (string) $block_type->title : $screen;
	}

	/**
	 * The document.
	 *
	 * @param string $title   Title (text).
	 * @param string $head    Printed styles (HTML).
	 * @param string $body    Body content (HTML, escaped by its makers).
	 * @param string $scripts Printed scripts (HTML).
	 */
	private static function html( string $title, string $head, string $body, string $scripts = '' ): string {
		return sprintf(
			'<!DOCTYPE html><html %1$s><head><meta charset="%2$s"><meta name="viewport" content="width=device-width, initial-scale=1"><title>%3$s</title>%4$s<style>%5$s</style></head><body><main class="immo-wizards-standalone">%6$s</main>%7$s</body></html>',
			get_language_attributes(),
			esc_attr( (string) get_option( 'blog_charset', 'UTF-8' ) ),
			esc_html( $title ),
			$head,
			self::CSS,
			$body,
			$scripts
		);
	}
}
