<?php
/**
 * PHPUnit bootstrap: fresh WordPress in the test database (child process), plugin loaded on
 * muplugins_loaded, then WordPress loaded into this process.
 *
 * @package ImmoWizards\Tests
 */

// PHPUnit includes this file inside a method: WordPress's globals must be declared global first.
global $wpdb, $wp_filter, $wp_actions, $wp_current_filter, $wp_version, $wp_db_version, $table_prefix,
	$wp_rewrite, $wp_query, $wp_the_query, $wp, $wp_roles, $wp_locale, $wp_locale_switcher,
	$wp_textdomain_registry, $wp_embed, $wp_widget_factory, $wp_rest_server, $shortcode_tags,
	$current_site, $current_blog, $phpmailer, $wp_theme_directories, $l10n, $l10n_unloaded,
	$wp_plugin_paths, $wp_scripts, $wp_styles, $post, $pagenow, $allowedposttags, $allowedtags,
	$wp_post_types, $wp_taxonomies, $wp_post_statuses, $required_php_version, $required_mysql_version,
	$tinymce_version, $wp_local_package, $blog_id, $wp_object_cache, $timestart, $wp_user_roles;

require __DIR__ . '/includes/environment.php';

$immo_core = immo_tests_core_dir();
immo_tests_write_config( $immo_core );

// 1. Install (DDL) in a child process.
$immo_output = array();
exec( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( __DIR__ . '/install.php' ) . ' 2>&1', $immo_output, $immo_status );
if ( 0 !== $immo_status ) {
	fwrite( STDERR, "Installing WordPress failed:\n" . implode( "\n", $immo_output ) . "\n" );
	exit( 1 );
}
echo implode( "\n", $immo_output ), "\n";

// 2. Load WordPress with the plugin.
immo_tests_load_plugin_early();
require $immo_core . '/wp-load.php';

// 3. German strings for mail tests: compile languages/po/php.po into a temporary .mo.
require_once ABSPATH . WPINC . '/pomo/po.php';
$immo_po     = new PO();
$immo_pofile = immo_tests_plugin_dir() . '/languages/po/php.po';
if ( is_file( $immo_pofile ) && $immo_po->import_from_file( $immo_pofile ) ) {
	$immo_mo          = new MO();
	$immo_mo->entries = $immo_po->entries;
	$immo_mo->set_headers( $immo_po->headers );
	$immo_mofile = sys_get_temp_dir() . '/immo-wizards-tests-de_DE-' . getmypid() . '.mo';
	$immo_mo->export_to_file( $immo_mofile );
	define( 'IMMO_TESTS_MOFILE', $immo_mofile );
	register_shutdown_function( static fn () => @unlink( $immo_mofile ) ); // phpcs:ignore WordPress.PHP.NoSilencedErrors
	add_filter(
		'load_textdomain_mofile',
		static fn ( $mofile, $domain ) => 'immo-wizards' === $domain && str_ends_with( (string) $mofile, '-de_DE.mo' ) ? IMMO_TESTS_MOFILE : $mofile,
		20,
		2
	);
}

require __DIR__ . '/includes/class-test-case.php';
require __DIR__ . '/includes/class-fake-server.php';
require __DIR__ . '/includes/class-wp-cli.php';
require __DIR__ . '/includes/class-fake-photon.php';
require __DIR__ . '/includes/class-fake-osrm.php';
require __DIR__ . '/includes/class-fake-receiver.php';
require __DIR__ . '/includes/class-fake-web-server.php';
require __DIR__ . '/includes/class-work-proof-solver.php';
require __DIR__ . '/includes/class-lead-payloads.php';
require __DIR__ . '/includes/class-request-payloads.php';
require __DIR__ . '/includes/class-invalid-settings.php';
require __DIR__ . '/includes/class-settings-rest.php';
require __DIR__ . '/includes/class-rest-schema-dump.php';
require __DIR__ . '/includes/class-recording-sender.php';
require __DIR__ . '/includes/class-script-tags.php';
require __DIR__ . '/includes/class-standalone-requests.php';
