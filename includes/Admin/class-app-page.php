<?php
/**
 * Base of the admin screens that are React apps.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Admin;

use ImmoWizards\Blocks\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * Loads the app (`build/<screen>/view.js`, its style and wp-components) on its own screen only.
 */
abstract class App_Page {

	/**
	 * Build entry of the app, e.g. 'import'.
	 */
	abstract protected function screen(): string;

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
		$screen = $this->screen();
		Blocks::register_assets( $screen, array( 'view' ) );
		wp_enqueue_script( Blocks::script_handle( $screen, 'view' ) );
		wp_enqueue_style( 'wp-components' );
		wp_enqueue_style( 'immo-wizards-' . $screen . '-style' );
	}
}
