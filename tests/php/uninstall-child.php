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
use ImmoWizards\Storage\Tables;

add_filter( 'pre_wp_mail', '__return_true' );
Installer::schedule_cron();
$immo_contact = wp_insert_user( array( 'user_login' => 'contact', 'user_pass' => 'x', 'user_email' => 'c@example.org', 'role' => 'immo_contact' ) );
$immo_editor  = wp_insert_user( array( 'user_login' => 'editor', 'user_pass' => 'x', 'user_email' => 'e@example.org', 'role' => 'editor' ) );
get_user_by( 'id', $immo_editor )->add_role( 'immo_contact' );
set_transient( 'immo_wizards_geo_test', array( 'x' ), 60 );
global $wpdb;
$wpdb->insert( Tables::name( 'contacts' ), array( 'email_hash' => str_repeat( 'a', 64 ), 'email' => 'c@example.org', 'created_at' => Tables::now(), 'updated_at' => Tables::now() ) );
$immo_contact_id = (int) $wpdb->insert_id;
// A confirmed and a pending request, each with a key and a mail whose body is still stored.
foreach ( array( 'confirmed', 'pending' ) as $immo_status ) {
	$wpdb->insert( Tables::name( 'requests' ), array( 'uuid' => wp_generate_uuid4(), 'submission_id' => wp_generate_uuid4(), 'type' => 'lead', 'status' => $immo_status, 'contact_id' => $immo_contact_id, 'payload' => '{}', 'created_at' => Tables::now(), 'confirmed_at' => 'confirmed' === $immo_status ? Tables::now() : null ) );
	$immo_request_id = (int) $wpdb->insert_id;
	$wpdb->insert( Tables::name( 'keys' ), array( 'key_hash' => hash( 'sha256', $immo_status ), 'purpose' => 'confirm', 'request_id' => $immo_request_id, 'expires_at' => Tables::now( 3600 ), 'created_at' => Tables::now() ) );
	$wpdb->insert( Tables::name( 'outbox' ), array( 'recipient' => 'c@example.org', 'subject' => 's', 'html' => 'v1:secret', 'text' => 'v1:secret', 'request_id' => $immo_request_id, 'next_attempt_at' => Tables::now(), 'created_at' => Tables::now() ) );
}
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
$immo_kept  = (bool) $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', Tables::name( 'requests' ) ) );
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
		'cron'       => (bool) wp_next_scheduled( Outbox::CRON_HOOK ),
		'transient'  => false !== get_transient( 'immo_wizards_geo_test' ),
		'requests'   => $immo_kept ? $wpdb->get_col( 'SELECT status FROM ' . Tables::name( 'requests' ) . ' ORDER BY id' ) : array(),
		'keys'       => $immo_kept ? (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Tables::name( 'keys' ) ) : 0,
		'bodies'     => $immo_kept ? (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Tables::name( 'outbox' ) . " WHERE html <> '' OR text <> ''" ) : 0,
		'mails'      => $immo_kept ? (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Tables::name( 'outbox' ) ) : 0,
	)
);

foreach ( $wpdb->get_col( "SHOW TABLES LIKE 'wpuninst\\_%'" ) as $immo_table ) {
	$wpdb->query( "DROP TABLE IF EXISTS `$immo_table`" );
}
