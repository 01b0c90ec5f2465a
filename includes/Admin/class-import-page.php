<?php
/**
 * Immo Wizards → Import.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * The OpenImmo upload screen: a container the React app (`src/admin/import/`) mounts into. The app
 * talks to the imports REST routes with the admin's session.
 */
final class Import_Page extends App_Page {

	/** Build entry of the app (`build/import/view.js`). */
	public const SCREEN = 'import';

	public const CONTAINER_ID = 'immo-wizards-import';

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
		printf(
			'<div class="wrap"><h1>%s</h1><div id="%s" data-max-upload-bytes="%d"></div><noscript><p>%s</p></noscript></div>',
			esc_html__( 'OpenImmo import', 'immo-wizards' ),
			esc_attr( self::CONTAINER_ID ),
			(int) wp_max_upload_size(),
			esc_html__( 'The import screen needs JavaScript.', 'immo-wizards' )
		);
	}
}
