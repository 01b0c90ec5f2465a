<?php
/**
 * The plugin's wp-admin screens that are React apps.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Admin;

use ImmoWizards\Blocks\Blocks;
use ImmoWizards\I18n\I18n;

defined( 'ABSPATH' ) || exit;

/**
 * A screen is a submenu entry under "Immo Wizards" and a container its app (`src/admin/<screen>/view.tsx`,
 * build entry `<screen>/view`) mounts into; the app's script and styles load on that screen only.
 * Admin_Menu::screens() describes each screen in one entry.
 */
final class App_Page {

	/**
	 * Constructor.
	 *
	 * @param string        $screen     Build entry of the app (`build/<screen>/view.js`).
	 * @param string        $slug       Page slug (`admin.php?page=<slug>`).
	 * @param string        $title      The screen's title (heading and browser title).
	 * @param string        $menu_title The menu entry's text.
	 * @param string        $capability Capability needed to see the screen.
	 * @param \Closure|null $data       Data attributes for the container (name => scalar value), e.g. limits
	 *                                  the app shows; built when the screen prints.
	 * @param bool          $dataviews  Whether the app's lists are DataViews (bundled): their WordPress
	 *                                  strings then get German where core has none (see
	 *                                  I18n::fill_default_domain()).
	 */
	public function __construct(
		private string $screen,
		public readonly string $slug,
		private string $title,
		private string $menu_title,
		private string $capability = 'manage_options',
		private ?\Closure $data = null,
		private bool $dataviews = false
	) {
	}

	/**
	 * Adds the screen to the menu.
	 *
	 * @param string $parent Parent menu slug.
	 */
	public function add_to_menu( string $parent ): void {
		$hook = add_submenu_page( $parent, $this->title, $this->menu_title, $this->capability, $this->slug, array( $this, 'render' ) );
		if ( $hook ) {
			add_action( 'load-' . $hook, array( $this, 'load' ) );
		}
	}

	/**
	 * Runs when the screen loads: its scripts and styles only on this screen.
	 */
	public function load(): void {
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * Enqueues the app.
	 */
	public function enqueue(): void {
		Blocks::register_assets( $this->screen, array( 'view' ) );
		if ( $this->dataviews ) {
			I18n::fill_default_domain( Blocks::script_handle( $this->screen, 'view' ) );
		}
		wp_enqueue_script( Blocks::script_handle( $this->screen, 'view' ) );
		wp_enqueue_style( 'wp-components' );
		wp_enqueue_style( 'immo-wizards-' . $this->screen . '-style' );
	}

	/**
	 * Prints the screen: heading, the app's container, a note for browsers without JavaScript.
	 */
	public function render(): void {
		if ( ! current_user_can( $this->capability ) ) {
			return;
		}
		$data = '';
		foreach ( $this->data ? ( $this->data )() : array() as $name => $value ) {
			$data .= sprintf( ' data-%s="%s"', esc_attr( $name ), esc_attr( (string) $value ) );
		}
		$id = 'immo-wizards-' . $this->screen;
		printf(
			'<div class="wrap %s"><h1>%s</h1><div id="%s"%s></div><noscript><p>%s</p></noscript></div>',
			esc_attr( $id ),
			esc_html( $this->title ),
			esc_attr( $id ),
			$data, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
			esc_html__( 'This screen needs JavaScript.', 'immo-wizards' )
		);
	}
}
