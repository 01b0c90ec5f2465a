<?php
/**
 * Immo Wizards → Catalogue.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * The categories and fields editor: a container the React app (`src/admin/catalogue/`) mounts into.
 * The app talks to the catalogue REST routes with the admin's session.
 */
final class Catalogue_Page extends App_Page {

	/** Build entry of the app (`build/catalogue/view.js`). */
	public const SCREEN = 'catalogue';

	public const SLUG = 'immo-wizards-catalogue';

	public const CONTAINER_ID = 'immo-wizards-catalogue';

	/**
	 * Adds the screen to the menu.
	 *
	 * @param string $parent     Menu slug.
	 * @param string $capability Capability needed.
	 */
	public function add_to_menu( string $parent, string $capability ): void {
		$hook = add_submenu_page( $parent, __( 'Catalogue: categories and fields', 'immo-wizards' ), __( 'Catalogue', 'immo-wizards' ), $capability, self::SLUG, array( $this, 'render' ) );
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
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		printf(
			'<div class="wrap"><h1>%s</h1><div id="%s"></div><noscript><p>%s</p></noscript></div>',
			esc_html__( 'Catalogue: categories and fields', 'immo-wizards' ),
			esc_attr( self::CONTAINER_ID ),
			esc_html__( 'The catalogue screen needs JavaScript.', 'immo-wizards' )
		);
	}
}
