<?php
/**
 * Base of the plugin's wp-admin screens that are React apps.
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
 * Subclasses name the entry (SCREEN), the page slug (SLUG), the capability and the titles.
 */
abstract class App_Page {

	/**
	 * The screen's title (heading and browser title).
	 */
	abstract protected function title(): string;

	/**
	 * The menu entry's text.
	 */
	abstract protected function menu_title(): string;

	/**
	 * Capability needed to see the screen.
	 */
	protected function capability(): string {
		return 'manage_options';
	}

	/**
	 * Data attributes for the container (name => value), e.g. limits the app shows.
	 *
	 * @return array<string, scalar>
	 */
	protected function data(): array {
		return array();
	}

	/**
	 * Whether the app's lists are DataViews (bundled): their WordPress strings then get German where
	 * core has none (see I18n::fill_default_domain()).
	 */
	protected function has_dataviews(): bool {
		return false;
	}

	/**
	 * Adds the screen to the menu.
	 *
	 * @param string $parent Parent menu slug.
	 */
	public function add_to_menu( string $parent ): void {
		$hook = add_submenu_page( $parent, $this->title(), $this->menu_title(), $this->capability(), static::SLUG, array( $this, 'render' ) );
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
		Blocks::register_assets( static::SCREEN, array( 'view' ) );
		if ( $this->has_dataviews() ) {
			I18n::fill_default_domain( Blocks::script_handle( static::SCREEN, 'view' ) );
		}
		wp_enqueue_script( Blocks::script_handle( static::SCREEN, 'view' ) );
		wp_enqueue_style( 'wp-components' );
		wp_enqueue_style( 'immo-wizards-' . static::SCREEN . '-style' );
	}

	/**
	 * Prints the screen: heading, the app's container, a note for browsers without JavaScript.
	 */
	public function render(): void {
		if ( ! current_user_can( $this->capability() ) ) {
			return;
		}
		$data = '';
		foreach ( $this->data() as $name => $value ) {
			$data .= sprintf( ' data-%s="%s"', esc_attr( $name ), esc_attr( (string) $value ) );
		}
		$id = 'immo-wizards-' . static::SCREEN;
		printf(
			'<div class="wrap %s"><h1>%s</h1><div id="%s"%s></div><noscript><p>%s</p></noscript></div>',
			esc_attr( $id ),
			esc_html( $this->title() ),
			esc_attr( $id ),
			$data, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
			esc_html__( 'This screen needs JavaScript.', 'immo-wizards' )
		);
	}
}
