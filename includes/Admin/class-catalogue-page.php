<?php
/**
 * Immo Wizards → Catalogue.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * The categories and fields editor (`src/admin/catalogue/`).
 */
final class Catalogue_Page extends App_Page {

	/** Build entry of the app (`build/catalogue/view.js`). */
	public const SCREEN = 'catalogue';

	public const SLUG = 'immo-wizards-catalogue';

	/**
	 * {@inheritDoc}
	 */
	protected function title(): string {
		return __( 'Catalogue: categories and fields', 'immo-wizards' );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function menu_title(): string {
		return __( 'Catalogue', 'immo-wizards' );
	}
}
