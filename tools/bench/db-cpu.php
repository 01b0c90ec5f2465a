<?php
/**
 * The database server's CPU time, for the PHP benches (tools/bench.sh passes its pid).
 *
 * @package ImmoWizards\Bench
 */

// phpcs:disable WordPress.WP.AlternativeFunctions -- a CLI bench.

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
