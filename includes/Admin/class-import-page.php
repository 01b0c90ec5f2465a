<?php
/**
 * Immo Wizards → Import.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * The OpenImmo import: upload, progress, recent imports and held withdrawals (`src/admin/import/`).
 */
final class Import_Page extends App_Page {

	/** Build entry of the app (`build/import/view.js`). */
	public const SCREEN = 'import';

	public const SLUG = 'immo-wizards-import';

	/**
	 * {@inheritDoc}
	 */
	protected function title(): string {
		return __( 'OpenImmo import', 'immo-wizards' );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function menu_title(): string {
		return __( 'Import', 'immo-wizards' );
	}

	/**
	 * The largest upload the server takes (the app checks it before sending).
	 */
	protected function data(): array {
		return array( 'max-upload-bytes' => (int) wp_max_upload_size() );
	}
}
