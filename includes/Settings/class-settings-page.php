<?php
/**
 * Immo Wizards → Settings.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Settings;

use ImmoWizards\Blocks\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * The settings screen: a container the React app (`src/admin/settings/`) mounts into. The app reads
 * and writes the registered settings through `/wp/v2/settings` (see Registered_Settings).
 */
final class Settings_Page {

	public const SLUG = 'immo-wizards-settings';

	/** Build entry of the app (`build/settings/view.js`). */
	public const SCREEN = 'settings';

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
		Blocks::register_assets( self::SCREEN );
		wp_enqueue_script( Blocks::script_handle( self::SCREEN, 'view' ) );
		wp_enqueue_style( 'wp-components' );
		wp_enqueue_style( 'immo-wizards-' . self::SCREEN . '-style' );
	}

	/**
	 * Prints the screen.
	 */
	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		printf(
			'<div class="wrap"><h1>%s</h1><div id="%s" data-privacy-url="%s" data-home-url="%s"></div><noscript><p>%s</p></noscript></div>',
			esc_html__( 'Immo Wizards settings', 'immo-wizards' ),
			esc_attr( self::SLUG ),
			esc_url( (string) get_privacy_policy_url() ),
			esc_url( home_url( '/' ) ),
			esc_html__( 'The settings screen needs JavaScript.', 'immo-wizards' )
		);
	}
}
