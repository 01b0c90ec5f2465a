<?php
/**
 * Immo Wizards → Auswertung.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * The funnel statistics (`src/admin/analytics/`, data from `GET /funnel/report`), for the users of
 * the requests inbox. The charts are a chunk of their own, loaded by this screen only.
 */
final class Analytics_Page extends App_Page {

	/** Build entry of the app (`build/analytics/view.js`). */
	public const SCREEN = 'analytics';

	public const SLUG = 'immo-wizards-analytics';

	/**
	 * {@inheritDoc}
	 */
	protected function title(): string {
		return __( 'Analytics', 'immo-wizards' );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function menu_title(): string {
		return __( 'Analytics', 'immo-wizards' );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function capability(): string {
		return Admin_Menu::REQUESTS_CAPABILITY;
	}

	/**
	 * The site's today: the ranges end there.
	 *
	 * @return array<string, scalar>
	 */
	protected function data(): array {
		return array( 'today' => wp_date( 'Y-m-d' ) );
	}
}
