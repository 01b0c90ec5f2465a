<?php
/**
 * Router for PHP's built-in web server (tools/serve.sh): serves existing files, runs .php files,
 * sends everything else to WordPress's index.php (pretty permalinks, REST API).
 *
 * @package ImmoWizards
 */

// phpcs:disable WordPress.Security.ValidatedSanitizedInput, WordPress.WP.GlobalVariablesOverride

$immo_root = $_SERVER['DOCUMENT_ROOT'];

// The bench measures pages as a host serves them: text gzip-encoded (mod_deflate, nginx's gzip).
$immo_compress = getenv( 'IMMO_SERVE_COMPRESSED' ) && str_contains( $_SERVER['HTTP_ACCEPT_ENCODING'] ?? '', 'gzip' );
$immo_text_types = array(
	'js'   => 'text/javascript; charset=UTF-8',
	'css'  => 'text/css; charset=UTF-8',
	'svg'  => 'image/svg+xml',
	'json' => 'application/json',
);
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
		$immo_type = $immo_text_types[ pathinfo( $immo_file, PATHINFO_EXTENSION ) ] ?? null;
		if ( ! $immo_compress || ! $immo_type ) {
			return false; // The built-in server serves static files itself (symlinked plugin included).
		}
		ob_start( 'ob_gzhandler' );
		header( 'Content-Type: ' . $immo_type );
		readfile( $immo_file );
		return true;
	}
	$_SERVER['SCRIPT_NAME']     = substr( $immo_path, -4 ) === '.php' ? $immo_path : rtrim( $immo_path, '/' ) . '/index.php';
	$_SERVER['SCRIPT_FILENAME'] = $immo_file;
	$_SERVER['PHP_SELF']        = $_SERVER['SCRIPT_NAME'];
	chdir( dirname( $immo_file ) );
	if ( $immo_compress ) {
		ob_start( 'ob_gzhandler' );
	}
	require $immo_file;
	return true;
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $immo_root . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
chdir( $immo_root );
if ( $immo_compress ) {
	ob_start( 'ob_gzhandler' );
}
require $immo_root . '/index.php';
