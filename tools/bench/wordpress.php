<?php
/**
 * What the PHP benches share: a fresh WordPress with the plugin's tables in the bench's database
 * (named by tools/bench.sh), loaded in this process, and the database server's CPU time.
 *
 * @package ImmoWizards\Bench
 */

// phpcs:disable WordPress.WP.AlternativeFunctions -- a CLI bench.

require dirname( __DIR__, 2 ) . '/tests/php/includes/environment.php';
$immo_core = immo_tests_core_dir();
immo_tests_write_config( $immo_core );

// Fresh WordPress with the plugin's tables (child process: DDL), then load it here.
passthru( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( dirname( __DIR__, 2 ) . '/tests/php/install.php' ), $immo_status );
if ( 0 !== $immo_status ) {
	exit( 1 );
}
immo_tests_load_plugin_early();
require $immo_core . '/wp-load.php';

/**
 * CPU seconds the database server has used so far (null when its pid is not known): on a busy
 * machine the wall time says little, the server's CPU time says what the query costs.
 */
function immo_bench_db_cpu(): ?float {
	$stat = is_readable( '/proc/' . (int) getenv( 'IMMO_BENCH_DB_PID' ) . '/stat' ) ? file_get_contents( '/proc/' . (int) getenv( 'IMMO_BENCH_DB_PID' ) . '/stat' ) : '';
	if ( ! getenv( 'IMMO_BENCH_DB_PID' ) || ! $stat ) {
		return null;
	}
	$fields = explode( ' ', substr( $stat, strrpos( $stat, ')' ) + 2 ) );
	return ( (int) $fields[11] + (int) $fields[12] ) / 100;
}
