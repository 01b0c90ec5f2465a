<?php
/**
 * Immo Wizards → Requests.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * The requests inbox: a container the React app (`src/admin/requests/`) mounts into. The app talks
 * to the requests and contacts REST routes with the user's session; the CSV export is a plain link,
 * so the container carries the export route's URL with the session's REST nonce.
 */
final class Requests_Page extends App_Page {

	/** Build entry of the app (`build/requests/view.js`). */
	public const SCREEN = 'requests';

	public const CONTAINER_ID = 'immo-wizards-requests';

	/**
	 * {@inheritDoc}
	 */
	protected function screen(): string {
		return self::SCREEN;
	}

	/**
	 * Prints the screen.
	 */
	public function render(): void {
		if ( ! current_user_can( Admin_Menu::REQUESTS_CAPABILITY ) ) {
			return;
		}
		printf(
			'<div class="wrap immo-wizards-requests"><h1>%s</h1><div id="%s" data-export-url="%s"></div><noscript><p>%s</p></noscript></div>',
			esc_html__( 'Requests', 'immo-wizards' ),
			esc_attr( self::CONTAINER_ID ),
			esc_url( add_query_arg( '_wpnonce', wp_create_nonce( 'wp_rest' ), rest_url( 'immo-wizards/v1/requests/export' ) ) ),
			esc_html__( 'The requests inbox needs JavaScript.', 'immo-wizards' )
		);
	}
}
