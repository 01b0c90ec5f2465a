<?php
/**
 * `npm run schema` (tools/schema.sh): boots the test WordPress with the plugin and writes the REST
 * routes' client contract to src/api/rest-schema.json (Rest_Schema_Dump).
 *
 * @package ImmoWizards\Tests
 */

require __DIR__ . '/includes/environment.php';

$immo_core = immo_tests_core_dir();
immo_tests_write_config( $immo_core );
exec( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( __DIR__ . '/install.php' ) . ' 2>&1', $immo_output, $immo_status );
if ( 0 !== $immo_status ) {
	fwrite( STDERR, "Installing WordPress failed:\n" . implode( "\n", $immo_output ) . "\n" );
	exit( 1 );
}

immo_tests_load_plugin_early();
require $immo_core . '/wp-load.php';
require __DIR__ . '/includes/class-rest-schema-dump.php';

$immo_file = immo_tests_plugin_dir() . '/' . ImmoWizards\Tests\Rest_Schema_Dump::FILE;
file_put_contents( $immo_file, ImmoWizards\Tests\Rest_Schema_Dump::json() );
echo 'schema: wrote ', ImmoWizards\Tests\Rest_Schema_Dump::FILE, "\n";
