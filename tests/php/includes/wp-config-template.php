<?php
/**
 * The wp-config.php written into the test copies of core: everything comes from the environment,
 * so the same copy serves the test suite and the child processes (install, uninstall, SQLite).
 *
 * @package ImmoWizards\Tests
 */

define( 'DB_NAME', getenv( 'IMMO_TEST_DB_NAME' ) ?: 'immo_wizards_tests' );
define( 'DB_USER', getenv( 'DB_USER' ) ?: 'root' );
define( 'DB_PASSWORD', getenv( 'DB_PASSWORD' ) ?: '' );
define( 'DB_HOST', getenv( 'DB_HOST' ) ?: 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
if ( getenv( 'IMMO_TEST_SQLITE_DIR' ) ) {
	define( 'DB_DIR', getenv( 'IMMO_TEST_SQLITE_DIR' ) );
	define( 'DB_FILE', 'test.sqlite' );
}

$table_prefix = getenv( 'IMMO_TEST_TABLE_PREFIX' ) ?: 'wptests_'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited

// A network (sub-directories) for the multisite uninstall test; its child process sets up the network first.
if ( getenv( 'IMMO_TEST_MULTISITE' ) ) {
	define( 'MULTISITE', true );
	define( 'SUBDOMAIN_INSTALL', false );
	define( 'DOMAIN_CURRENT_SITE', 'example.org' );
	define( 'PATH_CURRENT_SITE', '/' );
	define( 'SITE_ID_CURRENT_SITE', 1 );
	define( 'BLOG_ID_CURRENT_SITE', 1 );
}

foreach ( array( 'AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE' ) as $immo_scheme ) {
	define( $immo_scheme . '_KEY', 'immo-wizards-tests-' . strtolower( $immo_scheme ) . '-key' );
	define( $immo_scheme . '_SALT', 'immo-wizards-tests-' . strtolower( $immo_scheme ) . '-salt' );
}

define( 'WP_TESTS_DOMAIN', 'example.org' );
define( 'WP_HOME', 'http://example.org' );
define( 'WP_SITEURL', 'http://example.org' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', true );
define( 'WP_DEBUG_LOG', false );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'WP_ACCESSIBLE_HOSTS', '127.0.0.1,*.test' ); // Local fakes of external services (.test: names the tests resolve themselves).
define( 'DISABLE_WP_CRON', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_DEFAULT_THEME', 'default' );
// The plugin is loaded from the repository: its parent folder acts as the plugins folder.
if ( getenv( 'IMMO_TEST_PLUGIN_DIR' ) ) {
	define( 'WP_PLUGIN_DIR', dirname( getenv( 'IMMO_TEST_PLUGIN_DIR' ) ) );
}

$_SERVER['HTTP_HOST']   = 'example.org';
$_SERVER['SERVER_NAME'] = 'example.org';
$_SERVER['SERVER_PORT'] = '80';
$_SERVER['REQUEST_URI'] = $_SERVER['REQUEST_URI'] ?? '/';
$_SERVER['REMOTE_ADDR'] = $_SERVER['REMOTE_ADDR'] ?? '127.0.0.1';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
