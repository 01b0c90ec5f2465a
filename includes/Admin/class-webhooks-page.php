<?php
/**
 * Immo Wizards → Webhooks.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * The webhooks screen (`src/admin/webhooks/`): the endpoints are the registered setting
 * (`/wp/v2/settings`), the log and the test are the webhooks REST routes.
 */
final class Webhooks_Page extends App_Page {

	/** Build entry of the app (`build/webhooks/view.js`). */
	public const SCREEN = 'webhooks';

	public const SLUG = 'immo-wizards-webhooks';

	/**
	 * {@inheritDoc}
	 */
	protected function title(): string {
		return __( 'Webhooks', 'immo-wizards' );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function menu_title(): string {
		return __( 'Webhooks', 'immo-wizards' );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function has_dataviews(): bool {
		return true;
	}
}
