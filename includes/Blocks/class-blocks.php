<?php
/**
 * Registers every screen as a dynamic block and a shortcode that share one renderer.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * Screens, their scripts, blocks and shortcodes.
 */
final class Blocks {

	/**
	 * Constructor.
	 *
	 * @param array<string, Screen_Config> $screens Screen slug => its config builder (the composition
	 *                                              root names them). Screen `foo-bar` has its block in
	 *                                              `blocks/foo-bar/`, the shortcode `[immo_foo_bar]` and
	 *                                              the build entries `build/foo-bar/{view,editor}.js`.
	 */
	public function __construct( private array $screens ) {
	}

	/**
	 * Registers scripts, styles, blocks and shortcodes. Runs on `init`.
	 */
	public function register(): void {
		$this->register_map_editor_style();
		foreach ( $this->screens as $screen => $config ) {
			if ( ! is_readable( IMMO_WIZARDS_DIR . 'blocks/' . $screen . '/block.json' ) ) {
				self::report( $screen, 'blocks/' . $screen . '/block.json' );
				continue;
			}
			self::register_assets( $screen );
			$renderer = new Renderer( $screen, $config );
			register_block_type(
				IMMO_WIZARDS_DIR . 'blocks/' . $screen,
				array( 'render_callback' => array( $renderer, 'render_block' ) )
			);
			add_shortcode( 'immo_' . str_replace( '-', '_', $screen ), array( $renderer, 'render_shortcode' ) );
		}
		add_action( 'enqueue_block_editor_assets', array( $this, 'print_editor_configs' ) );
		Late_Scripts::register();
	}

	/**
	 * Reports a screen whose file is missing (a broken build or package): its block or script would
	 * otherwise just not be there.
	 *
	 * @param string $screen Screen slug.
	 * @param string $file   Missing file, relative to the plugin.
	 */
	private static function report( string $screen, string $file ): void {
		_doing_it_wrong(
			__CLASS__ . '::register',
			// For developers and site builders, like core's own notices of this kind (not translated).
			esc_html( sprintf( 'The screen "%1$s" is incomplete: %2$s is missing. Build the plugin (npm run build) or install a complete package.', $screen, $file ) ),
			esc_html( IMMO_WIZARDS_VERSION )
		);
	}

	/**
	 * Hands each editor script its screen's config for default attributes (the editor preview has no
	 * server-rendered container to read it from).
	 */
	public function print_editor_configs(): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		// Only users whose content may set a submit URL see its control (see Submit_Target).
		$caps = 'window.immoWizardsEditorCaps = ' . wp_json_encode( array( 'submitUrl' => current_user_can( 'unfiltered_html' ) ) ) . ';';
		foreach ( $this->screens as $screen => $builder ) {
			$block_type = $registry->get_registered( 'immo-wizards/' . $screen );
			if ( ! $block_type ) {
				continue;
			}
			wp_add_inline_script( self::script_handle( $screen, 'editor' ), $caps, 'before' );
			$config = $builder->build( $block_type->prepare_attributes_for_render( array() ) );
			wp_add_inline_script(
				self::script_handle( $screen, 'editor' ),
				sprintf(
					'window.immoWizardsEditor = window.immoWizardsEditor || {}; window.immoWizardsEditor[%s] = %s;',
					wp_json_encode( $screen ),
					wp_json_encode( $config )
				),
				'before'
			);
		}
	}

	/**
	 * Script handle of a screen's build entry.
	 *
	 * @param string $screen Screen slug.
	 * @param string $entry  `view` or `editor`.
	 */
	public static function script_handle( string $screen, string $entry ): string {
		return 'immo-wizards-' . $screen . '-' . $entry;
	}

	/**
	 * The lazily loaded map's CSS (Leaflet's included) as an editor style of the blocks with a map: the
	 * editor's content iframe does not receive styles that a lazy chunk adds to the outer page.
	 */
	private function register_map_editor_style(): void {
		$file = IMMO_WIZARDS_DIR . 'build/map.css';
		if ( is_readable( $file ) ) {
			// Versioned by content like the entries' assets, so a host may cache it for good.
			wp_register_style( 'immo-wizards-map-editor', plugins_url( 'build/map.css', IMMO_WIZARDS_FILE ), array(), self::content_version( $file ) );
		}
	}

	/**
	 * A build file's content hash as its `ver` (the same length as the asset files' versions): for
	 * files that have no asset file, such as a lazily loaded chunk's CSS.
	 *
	 * @param string $file Absolute path.
	 */
	public static function content_version( string $file ): string {
		return substr( (string) md5_file( $file ), 0, 20 );
	}

	/**
	 * Asks for the view script's dependencies (React, wp-element, ...) to be deferred like the view
	 * script itself, so that they do not hold the server-rendered step's first paint. WordPress keeps
	 * any of them blocking that cannot wait: one with an inline script after it (wp-i18n, api-fetch
	 * set their data so) or one another script on the page needs at once.
	 *
	 * @param string $handle The view script's handle.
	 */
	public static function defer_dependencies( string $handle ): void {
		$scripts = wp_scripts();
		foreach ( self::dependencies( $scripts->registered[ $handle ]->deps ?? array() ) as $dependency ) {
			if ( ! $scripts->get_data( $dependency, 'strategy' ) && $scripts->registered[ $dependency ]->src ) {
				$scripts->add_data( $dependency, 'strategy', 'defer' );
			}
		}
	}

	/**
	 * Registered scripts and all they depend on, however deep.
	 *
	 * @param string[] $handles Script handles.
	 * @return string[] The handles and their dependencies (registered ones only).
	 */
	public static function dependencies( array $handles ): array {
		$scripts = wp_scripts();
		$pending = array_values( $handles );
		$seen    = array();
		while ( $pending ) {
			$handle = array_pop( $pending );
			if ( isset( $seen[ $handle ] ) || ! isset( $scripts->registered[ $handle ] ) ) {
				continue;
			}
			$seen[ $handle ] = true;
			array_push( $pending, ...$scripts->registered[ $handle ]->deps );
		}
		return array_keys( $seen );
	}

	/**
	 * Registers the view and editor scripts (from the build's asset files) and the screen's style (also
	 * for blocks that are no screen, e.g. the exposé's property details, and for the admin screens).
	 *
	 * @param string   $screen  Screen slug (build folder).
	 * @param string[] $entries The build entries it has (a screen has both; an admin screen may have one).
	 */
	public static function register_assets( string $screen, array $entries = array( 'view', 'editor' ) ): void {
		$build = IMMO_WIZARDS_DIR . 'build/' . $screen . '/';
		$url   = plugins_url( 'build/' . $screen . '/', IMMO_WIZARDS_FILE );
		foreach ( $entries as $entry ) {
			$asset_file = $build . $entry . '.asset.php';
			if ( ! is_readable( $asset_file ) ) {
				self::report( $screen, 'build/' . $screen . '/' . $entry . '.asset.php' );
				continue;
			}
			$asset  = require $asset_file;
			$handle = self::script_handle( $screen, $entry );
			wp_register_script(
				$handle,
				$url . $entry . '.js',
				$asset['dependencies'],
				$asset['version'],
				array(
					'in_footer' => true,
					'strategy'  => 'view' === $entry ? 'defer' : null,
				)
			);
			wp_set_script_translations( $handle, 'immo-wizards', IMMO_WIZARDS_DIR . 'languages' );
			if ( 'view' === $entry ) {
				wp_add_inline_script( $handle, Browser_Check::script(), 'before' );
			}
			if ( 'view' === $entry && is_readable( $build . 'view.css' ) ) {
				$style = 'immo-wizards-' . $screen . '-style';
				wp_register_style( $style, $url . 'view.css', array(), $asset['version'] );
				// The release package leaves the right-to-left copies out (German and English only).
				if ( is_readable( $build . 'view-rtl.css' ) ) {
					wp_style_add_data( $style, 'rtl', 'replace' );
				}
			}
		}
	}
}
