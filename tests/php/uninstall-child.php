<?php
/**
 * Child process for the uninstall test: installs a second site (own table prefix), fills it,
 * runs uninstall.php and prints what is left as JSON. Argument: "keep", "delete", "delete-edited"
 * (the created portal page was edited) or "delete-chosen" (the admin chose another portal page).
 *
 * @package ImmoWizards\Tests
 */

require __DIR__ . '/includes/environment.php';

$immo_mode = $argv[1] ?? 'keep';
putenv( 'IMMO_TEST_TABLE_PREFIX=wpuninst_' );
$immo_core = immo_tests_core_dir();

exec( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( __DIR__ . '/install.php' ) . ' 2>&1', $immo_output, $immo_status );
if ( 0 !== $immo_status ) {
	fwrite( STDERR, implode( "\n", $immo_output ) );
	exit( 1 );
}

immo_tests_load_plugin_early();
require $immo_core . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/user.php';

use ImmoWizards\Install\Installer;
use ImmoWizards\Mail\Outbox;
use ImmoWizards\Settings\Settings;

add_filter( 'pre_wp_mail', '__return_true' );
Installer::schedule_cron();
$immo_contact = wp_insert_user( array( 'user_login' => 'contact', 'user_pass' => 'x', 'user_email' => 'c@example.org', 'role' => 'immo_contact' ) );
$immo_editor  = wp_insert_user( array( 'user_login' => 'editor', 'user_pass' => 'x', 'user_email' => 'e@example.org', 'role' => 'editor' ) );
get_user_by( 'id', $immo_editor )->add_role( 'immo_contact' );
set_transient( 'immo_wizards_geo_test', array( 'x' ), 60 );
global $wpdb;
require_once __DIR__ . '/includes/stored-requests.php';
immo_tests_store_requests( 'c@example.org' );
Settings::instance()->update( array( 'delete_data_on_uninstall' => str_starts_with( $immo_mode, 'delete' ) ) );
$immo_page  = Settings::instance()->portal_page_id();
$immo_other = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Mein Portal', 'post_content' => Installer::PORTAL_BLOCK ) );
if ( 'delete-edited' === $immo_mode ) {
	wp_update_post( array( 'ID' => $immo_page, 'post_content' => Installer::PORTAL_BLOCK . "\n<!-- wp:paragraph --><p>Willkommen!</p><!-- /wp:paragraph -->" ) );
}
if ( 'delete-chosen' === $immo_mode ) {
	Settings::instance()->update( array( 'portal_page_id' => $immo_other ) );
}

define( 'WP_UNINSTALL_PLUGIN', 'main/plugin.php' );
include immo_tests_plugin_dir() . '/uninstall.php';
wp_cache_flush();

$immo_roles = get_option( $wpdb->prefix . 'user_roles' );
echo wp_json_encode(
	array(
		'tables'     => $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'immo_' ) . '%' ) ),
		'settings'   => false !== get_option( Settings::OPTION ),
		'db_version' => false !== get_option( 'immo_wizards_db_version' ),
		'role'       => isset( $immo_roles['immo_contact'] ),
		'contact'    => (bool) get_user_by( 'id', $immo_contact ),
		'editor'     => (bool) get_user_by( 'id', $immo_editor ),
		'page'       => (bool) get_post( $immo_page ),
		'other_page' => (bool) get_post( $immo_other ),
		'cron'       => (bool) wp_next_scheduled( ImmoWizards\Wiring\Jobs::HOOK ),
		'transient'  => false !== get_transient( 'immo_wizards_geo_test' ),
	) + immo_tests_stored_requests_report()
);

foreach ( $wpdb->get_col( "SHOW TABLES LIKE 'wpuninst\\_%'" ) as $immo_table ) {
	$wpdb->query( "DROP TABLE IF EXISTS `$immo_table`" );
}
