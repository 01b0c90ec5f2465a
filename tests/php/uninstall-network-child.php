<?php
/**
 * Child process for the multisite uninstall test: installs a site (own table prefix), turns it into a
 * network, adds sites, users and data, runs uninstall.php with small batches and prints what is left
 * as JSON. Argument "network" = the step that turns the single site into a network (runs before
 * WordPress knows it is a network, in its own process).
 *
 * @package ImmoWizards\Tests
 */

require __DIR__ . '/includes/environment.php';

putenv( 'IMMO_TEST_TABLE_PREFIX=wpms_' );
$immo_core = immo_tests_core_dir();

if ( 'network' === ( $argv[1] ?? '' ) ) {
	define( 'WP_INSTALLING_NETWORK', true );
	require $immo_core . '/wp-load.php';
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	global $wpdb;
	foreach ( $wpdb->tables( 'ms_global' ) as $immo_table => $immo_prefixed ) {
		$wpdb->$immo_table = $immo_prefixed;
	}
	install_network();
	$immo_result = populate_network( 1, 'example.org', 'admin@example.org', 'Immo Network', '/', false );
	if ( is_wp_error( $immo_result ) ) {
		fwrite( STDERR, $immo_result->get_error_message() );
		exit( 1 );
	}
	exit( 0 );
}

foreach ( array( 'install.php', 'uninstall-network-child.php network' ) as $immo_step ) {
	$immo_output = array();
	$immo_parts  = explode( ' ', $immo_step );
	exec( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( __DIR__ . '/' . $immo_parts[0] ) . ( isset( $immo_parts[1] ) ? ' ' . $immo_parts[1] : '' ) . ' 2>&1', $immo_output, $immo_status );
	if ( 0 !== $immo_status ) {
		fwrite( STDERR, "$immo_step failed:\n" . implode( "\n", $immo_output ) );
		exit( 1 );
	}
}

putenv( 'IMMO_TEST_MULTISITE=1' );
immo_tests_load_plugin_early();
require $immo_core . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/user.php';

use ImmoWizards\Install\Installer;
use ImmoWizards\Settings\Settings;

add_filter( 'pre_wp_mail', '__return_true' );
add_filter( 'immo_wizards_network_batch_size', static fn () => 2 );
global $wpdb;

// Sites 1 and 2 delete their data, site 3 keeps it, site 4 never ran the plugin.
$immo_sites = array( 1 => 1 );
foreach ( array( 2, 3, 4 ) as $immo_n ) {
	$immo_sites[ $immo_n ] = (int) wp_insert_site( array( 'domain' => 'example.org', 'path' => "/site$immo_n/", 'title' => "Site $immo_n", 'user_id' => 1 ) );
}
foreach ( array( 1, 2, 3 ) as $immo_n ) {
	switch_to_blog( $immo_sites[ $immo_n ] );
	Installer::activate();
	Settings::instance()->update( array( 'delete_data_on_uninstall' => 3 !== $immo_n ) );
	restore_current_blog();
}

/**
 * Creates a network user who is a member of the given sites with the given roles.
 *
 * @param string               $login Login.
 * @param array<int, string>   $roles Role by site number.
 * @param array<int, int>      $sites Site ids by number.
 */
function immo_network_user( string $login, array $roles, array $sites ): int {
	$id = wpmu_create_user( $login, 'x', "$login@example.org" );
	foreach ( get_blogs_of_user( $id, true ) as $blog ) {
		remove_user_from_blog( $id, $blog->userblog_id );
	}
	foreach ( $roles as $n => $role ) {
		add_user_to_blog( $sites[ $n ], $id, $role );
	}
	return (int) $id;
}

$immo_users = array(
	'only2'    => immo_network_user( 'only2', array( 2 => 'immo_contact' ), $immo_sites ),
	'one_two'  => immo_network_user( 'one_two', array( 1 => 'immo_contact', 2 => 'immo_contact' ), $immo_sites ),
	'two_kept' => immo_network_user( 'two_kept', array( 2 => 'immo_contact', 3 => 'immo_contact' ), $immo_sites ),
	'editor'   => immo_network_user( 'editor', array( 1 => 'editor', 2 => 'immo_contact' ), $immo_sites ),
	'extra1'   => immo_network_user( 'extra1', array( 2 => 'immo_contact' ), $immo_sites ),
	'extra2'   => immo_network_user( 'extra2', array( 2 => 'immo_contact' ), $immo_sites ),
);

// Every site with the plugin: a confirmed and a pending request, each with a key and a mail body.
// A network deactivation purges them on every site (site 4 has no tables: nothing to do there).
require_once __DIR__ . '/includes/stored-requests.php';
$immo_deactivated = array();
foreach ( array( 1, 2, 3 ) as $immo_n ) {
	switch_to_blog( $immo_sites[ $immo_n ] );
	immo_tests_store_requests( "site$immo_n@example.org" );
	restore_current_blog();
}
Installer::deactivate( true );
foreach ( array( 1, 2, 3 ) as $immo_n ) {
	switch_to_blog( $immo_sites[ $immo_n ] );
	$immo_deactivated[ $immo_n ] = immo_tests_stored_requests_report();
	restore_current_blog();
}

// Site 3 (keeps its data) gets a fresh pending request before the uninstall.
switch_to_blog( $immo_sites[3] );
immo_tests_store_requests( 'two_kept@example.org' );
restore_current_blog();

define( 'WP_UNINSTALL_PLUGIN', 'main/plugin.php' );
include immo_tests_plugin_dir() . '/uninstall.php';
wp_cache_flush();

$immo_report = array(
	'tables'      => $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( 'wpms_' ) . '%' . $wpdb->esc_like( 'immo_' ) . '%' ) ),
	'users'       => array(),
	'memberships' => array(),
	'settings'    => array(),
	'roles'       => array(),
);
foreach ( $immo_users as $immo_name => $immo_id ) {
	$immo_report['users'][ $immo_name ]       = (bool) get_user_by( 'id', $immo_id );
	$immo_report['memberships'][ $immo_name ] = array_values( array_map( static fn ( $blog ) => (int) $blog->userblog_id, get_blogs_of_user( $immo_id, true ) ) );
}
foreach ( array( 1, 2, 3 ) as $immo_n ) {
	switch_to_blog( $immo_sites[ $immo_n ] );
	$immo_report['settings'][ $immo_n ] = false !== get_option( Settings::OPTION );
	$immo_report['roles'][ $immo_n ]    = (bool) get_role( 'immo_contact' );
	restore_current_blog();
}
switch_to_blog( $immo_sites[3] );
$immo_report['kept'] = array( 'prefix' => $wpdb->prefix ) + immo_tests_stored_requests_report();
restore_current_blog();
$immo_report['sites']       = $immo_sites;
$immo_report['deactivated'] = $immo_deactivated;
echo wp_json_encode( $immo_report ), "\n";

foreach ( $wpdb->get_col( "SHOW TABLES LIKE 'wpms\\_%'" ) as $immo_table ) {
	$wpdb->query( "DROP TABLE IF EXISTS `$immo_table`" );
}
