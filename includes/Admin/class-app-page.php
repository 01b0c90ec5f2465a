<?php
/**
 * An admin screen that is a React app.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Admin;

use ImmoWizards\Blocks\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * Loads a screen's app (`src/admin/<screen>/view.tsx`, built to `build/<screen>/view.js`) and its
 * styles on that screen only; the subclass prints the container the app mounts into.
 */
abstract class App_Page {

	/**
	 * The app's build entry (screen folder).
	 */
	abstract protected function screen(): string;

	/**
	 * Prints the screen.
	 */
	abstract public function render(): void;

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
		Blocks::register_assets( $this->screen() );
		wp_enqueue_script( Blocks::script_handle( $this->screen(), 'view' ) );
		wp_enqueue_style( 'wp-components' );
		wp_enqueue_style( 'immo-wizards-' . $this->screen() . '-style' );
	}
}
