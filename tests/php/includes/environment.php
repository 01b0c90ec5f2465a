<?php
/**
 * Shared set-up of the test processes: paths, wp-config.php, plugin loading.
 *
 * @package ImmoWizards\Tests
 */

/**
 * Core directory from the environment (prepared by tools/test-php.sh).
 */
function immo_tests_core_dir(): string {
	$core = getenv( 'WP_CORE_DIR' );
	if ( ! $core || ! is_file( $core . '/wp-includes/version.php' ) ) {
		fwrite( STDERR, "WP_CORE_DIR must point to a WordPress core copy (run tools/test-php.sh).\n" );
		exit( 1 );
	}
	return rtrim( $core, '/' );
}

/**
 * Root of the plugin.
 */
function immo_tests_plugin_dir(): string {
	return dirname( __DIR__, 3 );
}

putenv( 'IMMO_TEST_PLUGIN_DIR=' . immo_tests_plugin_dir() );

/**
 * Writes wp-config.php into the core copy (idempotent).
 *
 * @param string $core Core directory.
 */
function immo_tests_write_config( string $core ): void {
	$config = file_get_contents( __DIR__ . '/wp-config-template.php' );
	if ( ! is_file( $core . '/wp-config.php' ) || file_get_contents( $core . '/wp-config.php' ) !== $config ) {
		file_put_contents( $core . '/wp-config.php', $config );
	}
}

/**
 * Loads the plugin on muplugins_loaded (hook registered before WordPress loads).
 */
function immo_tests_load_plugin_early(): void {
	$GLOBALS['wp_filter']['muplugins_loaded'][10][] = array(
		'function'      => static function () {
			require_once immo_tests_plugin_dir() . '/plugin.php';
		},
		'accepted_args' => 0,
	);
}
