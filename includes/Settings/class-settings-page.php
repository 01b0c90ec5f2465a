<?php
/**
 * Immo Wizards → Settings.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Settings;

use ImmoWizards\Admin\App_Page;
use ImmoWizards\Submit\Request_Types;

defined( 'ABSPATH' ) || exit;

/**
 * The settings screen (`src/admin/settings/`): the app reads and writes the registered settings
 * through `/wp/v2/settings` (see Registered_Settings).
 */
final class Settings_Page extends App_Page {

	/** Build entry of the app (`build/settings/view.js`). */
	public const SCREEN = 'settings';

	public const SLUG = 'immo-wizards-settings';

	/**
	 * Constructor.
	 *
	 * @param Request_Types $types The request types (a recipient setting each, named after it).
	 */
	public function __construct( private Request_Types $types ) {
	}

	/**
	 * {@inheritDoc}
	 */
	protected function title(): string {
		return __( 'Immo Wizards settings', 'immo-wizards' );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function menu_title(): string {
		return __( 'Settings', 'immo-wizards' );
	}

	/**
	 * The site's address, for the embed snippet, and the request types.
	 *
	 * @return array<string, scalar>
	 */
	protected function data(): array {
		return array(
			'home-url'      => home_url( '/' ),
			'request-types' => (string) wp_json_encode( $this->types->catalogue() ),
		);
	}
}
