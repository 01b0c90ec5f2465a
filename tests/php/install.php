<?php
/**
 * Child process: installs a fresh WordPress into the test database and activates the plugin.
 * Runs outside PHPUnit because DDL would end the tests' transactions.
 *
 * @package ImmoWizards\Tests
 */

require __DIR__ . '/includes/environment.php';

$immo_core = immo_tests_core_dir();
immo_tests_write_config( $immo_core );

define( 'WP_INSTALLING', true );
require $immo_core . '/wp-config.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

global $wpdb;
$wpdb->suppress_errors();
$immo_tables = $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix ) . '%' ) );
foreach ( $immo_tables as $immo_table ) {
	$wpdb->query( "DROP TABLE IF EXISTS `$immo_table`" );
}
$wpdb->suppress_errors( false );
wp_cache_flush();

add_filter( 'pre_wp_mail', '__return_true' ); // No mail server here.
$immo_result = wp_install( 'Immo Wizards Tests', 'admin', 'admin@example.org', true, '', 'password' );
if ( is_wp_error( $immo_result ) || empty( $immo_result['user_id'] ) ) {
	fwrite( STDERR, "WordPress install failed.\n" );
	exit( 1 );
}
update_option( 'permalink_structure', '' );
update_option( 'WPLANG', getenv( 'IMMO_TEST_WPLANG' ) ?: '' );

require_once immo_tests_plugin_dir() . '/plugin.php';
ImmoWizards\Install\Installer::activate();
update_option( 'active_plugins', array() );
echo 'Installed WordPress ', esc_html( $GLOBALS['wp_version'] ), ' (', esc_html( $wpdb->db_server_info() ), ")\n";
