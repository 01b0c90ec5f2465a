<?php
/**
 * Immo Wizards → Regions.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Admin;

use ImmoWizards\Blocks\Shared_Config;
use ImmoWizards\Regions\Geojson_Upload;
use ImmoWizards\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The regions editor: a container the React app (`src/admin/regions/`) mounts into, with the map
 * settings (tiles as the wizards use them) in `data-config`. The app talks to the regions REST routes.
 */
final class Regions_Page extends App_Page {

	public const SLUG = 'immo-wizards-regions';

	/** Build entry of the app (`build/regions/view.js`). */
	public const SCREEN = 'regions';

	public const CONTAINER_ID = 'immo-wizards-regions';

	/**
	 * Adds the screen to the menu.
	 *
	 * @param string $parent     Menu slug.
	 * @param string $capability Capability needed.
	 */
	public function add_to_menu( string $parent, string $capability ): void {
		$hook = add_submenu_page( $parent, __( 'Regions', 'immo-wizards' ), __( 'Regions', 'immo-wizards' ), $capability, self::SLUG, array( $this, 'render' ) );
		if ( $hook ) {
			add_action( 'load-' . $hook, array( $this, 'load' ) );
		}
	}

	/**
	 * Build entry of the app.
	 */
	protected function screen(): string {
		return self::SCREEN;
	}

	/**
	 * Prints the screen.
	 */
	public function render(): void {
		if ( ! current_user_can( Admin_Menu::CAPABILITY ) ) {
			return;
		}
		$config = array(
			'map'            => Shared_Config::build( Settings::instance() )['map'],
			'maxUploadBytes' => min( Geojson_Upload::MAX_BYTES, (int) wp_max_upload_size() ),
		);
		printf(
			'<div class="wrap"><h1>%s</h1><div id="%s" data-config="%s"></div><noscript><p>%s</p></noscript></div>',
			esc_html__( 'Regions', 'immo-wizards' ),
			esc_attr( self::CONTAINER_ID ),
			esc_attr( (string) wp_json_encode( $config ) ),
			esc_html__( 'The regions editor needs JavaScript.', 'immo-wizards' )
		);
	}
}
