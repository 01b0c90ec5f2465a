<?php
/**
 * Router for PHP's built-in web server (tools/serve.sh): serves existing files, runs .php files,
 * sends everything else to WordPress's index.php (pretty permalinks, REST API).
 *
 * @package ImmoWizards
 */

// phpcs:disable WordPress.Security.ValidatedSanitizedInput, WordPress.WP.GlobalVariablesOverride

$immo_root = $_SERVER['DOCUMENT_ROOT'];
$immo_path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
$immo_file = realpath( $immo_root . $immo_path );

// Folder requests run its index.php (wp-admin/).
if ( $immo_file && is_dir( $immo_file ) ) {
	if ( ! str_ends_with( $immo_path, '/' ) ) {
		header( 'Location: ' . $immo_path . '/', true, 301 );
		return true;
	}
	$immo_file = is_file( $immo_file . '/index.php' ) ? $immo_file . '/index.php' : false;
}

if ( $immo_file && is_file( $immo_file ) ) {
	if ( ! str_ends_with( $immo_file, '.php' ) ) {
		return false; // The built-in server serves static files itself (symlinked plugin included).
	}
	$_SERVER['SCRIPT_NAME']     = substr( $immo_path, -4 ) === '.php' ? $immo_path : rtrim( $immo_path, '/' ) . '/index.php';
	$_SERVER['SCRIPT_FILENAME'] = $immo_file;
	$_SERVER['PHP_SELF']        = $_SERVER['SCRIPT_NAME'];
	chdir( dirname( $immo_file ) );
	require $immo_file;
	return true;
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $immo_root . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
chdir( $immo_root );
require $immo_root . '/index.php';
