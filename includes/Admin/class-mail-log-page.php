<?php
/**
 * Immo Wizards → Mail log.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * The mail log (`src/admin/mails/`).
 */
final class Mail_Log_Page extends App_Page {

	/** Build entry of the app (`build/mails/view.js`). */
	public const SCREEN = 'mails';

	public const SLUG = 'immo-wizards-mails';

	/**
	 * {@inheritDoc}
	 */
	protected function title(): string {
		return __( 'Mail log', 'immo-wizards' );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function menu_title(): string {
		return __( 'Mail log', 'immo-wizards' );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function has_dataviews(): bool {
		return true;
	}
}
