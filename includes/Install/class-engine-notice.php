<?php
/**
 * Admin notice while the plugin's tables are not transactional.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Install;

use ImmoWizards\Storage\Table_Engines;

defined( 'ABSPATH' ) || exit;

/**
 * Tells administrators why wizard submissions are refused and how to fix it.
 */
final class Engine_Notice {

	/**
	 * Hooks in.
	 */
	public function register(): void {
		add_action( 'admin_notices', array( $this, 'render' ) );
		add_action( 'network_admin_notices', array( $this, 'render' ) );
	}

	/**
	 * Prints the notice for users who can fix it.
	 */
	public function render(): void {
		$tables = Table_Engines::refused();
		if ( ! $tables || ! current_user_can( 'manage_options' ) ) {
			return;
		}
		printf(
			'<div class="notice notice-error"><p><strong>%1$s</strong> %2$s</p></div>',
			esc_html__( 'Immo Wizards refuses to store requests.', 'immo-wizards' ),
			esc_html(
				sprintf(
					/* translators: %s: comma-separated table names */
					__( 'These tables do not use the InnoDB storage engine, so a request could be stored only in part: %s. Convert them to InnoDB (ALTER TABLE … ENGINE=InnoDB, or ask your host), then deactivate and activate the plugin again.', 'immo-wizards' ),
					implode( ', ', $tables )
				)
			)
		);
	}
}
