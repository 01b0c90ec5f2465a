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
 * A screen whose app is the build entry `<SCREEN>/view` (from `src/admin/<SCREEN>/view.tsx`): its
 * script and styles load on that screen only.
 */
abstract class App_Page {

	/** Build entry folder of the app. */
	public const SCREEN = '';

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
		Blocks::register_assets( static::SCREEN );
		wp_enqueue_script( Blocks::script_handle( static::SCREEN, 'view' ) );
		wp_enqueue_style( 'wp-components' );
		wp_enqueue_style( 'immo-wizards-' . static::SCREEN . '-style' );
	}
}
