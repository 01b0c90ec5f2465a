<?php
/**
 * Versioned database migrations.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Install;

defined( 'ABSPATH' ) || exit;

/**
 * Brings the tables to the current version; runs on activation and whenever the stored version differs
 * (so a plugin update migrates without re-activation).
 */
final class Migrations {

	public const VERSION = '1';

	public const OPTION = 'immo_wizards_db_version';

	/**
	 * Whether the stored version differs from the code's.
	 */
	public static function needed(): bool {
		return self::VERSION !== (string) get_option( self::OPTION, '' );
	}

	/**
	 * Runs dbDelta (idempotent) and stores the version.
	 */
	public static function run(): void {
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta( Schema::statements() );
		update_option( self::OPTION, self::VERSION, true );
	}
}
