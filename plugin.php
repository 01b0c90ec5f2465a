<?php
/**
 * Plugin Name:       Immo Wizards – Lead-Wizards & Kundenportal
 * Description:       German lead-capture wizards (owner leads, saved searches, exposé inquiries, contact, newsletter), route planner and customer portal for real-estate agencies, with double opt-in.
 * Version:           0.1.0
 * Requires at least: 6.5
 * Requires PHP:      8.1
 * Author:            Immo Wizards
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       immo-wizards
 * Domain Path:       /languages
 *
 * @package ImmoWizards
 */

defined( 'ABSPATH' ) || exit;

define( 'IMMO_WIZARDS_VERSION', '0.1.0' );
define( 'IMMO_WIZARDS_FILE', __FILE__ );
define( 'IMMO_WIZARDS_DIR', plugin_dir_path( __FILE__ ) );

require_once IMMO_WIZARDS_DIR . 'includes/autoload.php';

register_activation_hook( __FILE__, array( ImmoWizards\Install\Installer::class, 'activate' ) );
register_deactivation_hook( __FILE__, array( ImmoWizards\Install\Installer::class, 'deactivate' ) );

// A server without what the plugin needs gets an admin notice instead of a fatal error.
if ( ImmoWizards\Install\Requirements::check() ) {
	ImmoWizards\Plugin::instance()->boot();
}
