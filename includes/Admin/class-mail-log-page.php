<?php
/**
 * Immo Wizards → E-Mail-Protokoll.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * The mail log: a container the React app (`src/admin/mails/`) mounts into; the app talks to the
 * mails REST routes with the admin's session.
 */
final class Mail_Log_Page extends App_Page {

	/** Build entry of the app (`build/mails/view.js`). */
	public const SCREEN = 'mails';

	public const SLUG = 'immo-wizards-mails';

	public const CONTAINER_ID = 'immo-wizards-mails';

	/**
	 * Prints the screen.
	 */
	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		printf(
			'<div class="wrap"><h1>%s</h1><div id="%s"></div><noscript><p>%s</p></noscript></div>',
			esc_html__( 'Mail log', 'immo-wizards' ),
			esc_attr( self::CONTAINER_ID ),
			esc_html__( 'The mail log needs JavaScript.', 'immo-wizards' )
		);
	}
}
