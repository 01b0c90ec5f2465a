<?php
/**
 * Immo Wizards → Webhooks.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Admin;

use ImmoWizards\Blocks\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * A container the React app (`src/admin/webhooks/`) mounts into: the endpoints are the registered
 * setting (`/wp/v2/settings`), the log and the test are the webhooks REST routes.
 */
final class Webhooks_Page {

	public const SLUG = 'immo-wizards-webhooks';

	/** Build entry of the app (`build/webhooks/view.js`), also the container's id suffix. */
	public const SCREEN = 'webhooks';

	/**
	 * Runs when the screen loads: its scripts and styles only here.
	 */
	public function load(): void {
		add_action(
			'admin_enqueue_scripts',
			static function () {
				Blocks::register_assets( self::SCREEN );
				wp_enqueue_script( Blocks::script_handle( self::SCREEN, 'view' ) );
				array_map( 'wp_enqueue_style', array( 'wp-components', 'immo-wizards-' . self::SCREEN . '-style' ) );
			}
		);
	}

	/**
	 * Prints the screen.
	 */
	public function render(): void {
		if ( current_user_can( Admin_Menu::CAPABILITY ) ) {
			printf( '<div class="wrap"><h1>%s</h1><div id="immo-wizards-%s"></div></div>', esc_html__( 'Webhooks', 'immo-wizards' ), esc_attr( self::SCREEN ) );
		}
	}
}
