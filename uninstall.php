<?php
/**
 * Uninstall: deletes the plugin's data only when the admin chose so in Settings → Immo Wizards (on a
 * network: per site); otherwise keeps confirmed data and purges pending requests, keys and mail bodies.
 *
 * @package ImmoWizards
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;
defined( 'ABSPATH' ) || exit;

if ( ! defined( 'IMMO_WIZARDS_DIR' ) ) {
	define( 'IMMO_WIZARDS_DIR', plugin_dir_path( __FILE__ ) );
}
require_once __DIR__ . '/includes/autoload.php';

ImmoWizards\Install\Uninstaller::run();
