<?php
/**
 * Immo Wizards → Anfragen (the menu's first screen).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Admin;

use ImmoWizards\Submit\Request_Types;
use ImmoWizards\Users\Roles;

defined( 'ABSPATH' ) || exit;

/**
 * The requests inbox (`src/admin/requests/`): the app talks to the requests and contacts REST routes
 * with the user's session; the CSV export is a plain link, so the container carries the export
 * route's URL with the session's REST nonce. The container also carries the request types (names,
 * columns), so the tabs show at once.
 */
final class Requests_Page extends App_Page {

	/** Build entry of the app (`build/requests/view.js`). */
	public const SCREEN = 'requests';

	/** The menu's own slug: the menu entry opens the inbox. */
	public const SLUG = Admin_Menu::SLUG;

	/**
	 * Constructor.
	 *
	 * @param Request_Types $types The request types (the tabs and their columns).
	 */
	public function __construct( private Request_Types $types ) {
	}

	/**
	 * {@inheritDoc}
	 */
	protected function title(): string {
		return __( 'Requests', 'immo-wizards' );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function menu_title(): string {
		return __( 'Requests', 'immo-wizards' );
	}

	/**
	 * Administrators and editors.
	 */
	protected function capability(): string {
		return Roles::MANAGE_REQUESTS;
	}

	/**
	 * The export link of the current session and the request types.
	 */
	protected function data(): array {
		return array(
			'export-url'    => esc_url_raw( add_query_arg( '_wpnonce', wp_create_nonce( 'wp_rest' ), rest_url( 'immo-wizards/v1/requests/export' ) ) ),
			'request-types' => (string) wp_json_encode( $this->types->catalogue() ),
		);
	}

	/**
	 * Adds the menu itself (opening the inbox) and the inbox as its first entry.
	 *
	 * @param string $parent The menu's slug.
	 */
	public function add_to_menu( string $parent ): void {
		add_menu_page( __( 'Immo Wizards', 'immo-wizards' ), __( 'Immo Wizards', 'immo-wizards' ), $this->capability(), $parent, array( $this, 'render' ), 'dashicons-building', 58 );
		parent::add_to_menu( $parent );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function has_dataviews(): bool {
		return true;
	}
}
