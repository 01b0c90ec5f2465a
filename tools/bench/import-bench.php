<?php
/**
 * OpenImmo import bench: 2,000 generated listings in one XML file, imported the way the background
 * runs do it (time-boxed batches until the import is done) in a throwaway database, on a PHP limited
 * to 128 MB (run by tools/bench.sh). Prints seconds, objects/s, peak memory and the import's counts,
 * then the same file again (every object unchanged: nothing is written twice).
 *
 * @package ImmoWizards\Bench
 */

// phpcs:disable WordPress.WP.AlternativeFunctions,WordPress.Security.EscapeOutput -- a CLI bench.

use ImmoWizards\Import\Import_Repository;
use ImmoWizards\Plugin;

const IMMO_BENCH_OBJECTS = 2000;

require __DIR__ . '/wordpress.php';
require __DIR__ . '/openimmo-file.php';

/**
 * Imports the file as the background runs do and prints what it took.
 *
 * @param string $file  The OpenImmo file.
 * @param string $label What this run is.
 */
function immo_bench_import( string $file, string $label ): void {
	$listings = Plugin::instance()->listings();
	memory_reset_peak_usage();
	$before  = memory_get_usage();
	$started = microtime( true );
	$id      = $listings->import_intake()->accept( $file, 'bench.xml', 'cli', 0, false );
	do {
		$listings->import_runner()->work_next( 25.0 );
		$import = $listings->import_repository()->find( $id );
	} while ( in_array( $import->status, Import_Repository::OPEN, true ) );
	$seconds = microtime( true ) - $started;
	$counts  = array();
	foreach ( Import_Repository::COUNTERS as $counter ) {
		$counts[] = $counter . ' ' . (int) $import->$counter;
	}
	printf(
		"  %-26s %6.1f s  %6.1f objects/s  peak memory %5.1f MB (+%.1f MB)  status %s  %s\n",
		$label,
		$seconds,
		IMMO_BENCH_OBJECTS / max( $seconds, 0.001 ),
		memory_get_peak_usage() / 1048576,
		( memory_get_peak_usage() - $before ) / 1048576,
		$import->status,
		implode( ', ', $counts )
	);
}

printf( "OpenImmo import: %s objects in one file, PHP memory_limit %s\n", number_format( IMMO_BENCH_OBJECTS ), ini_get( 'memory_limit' ) );
$immo_file = immo_bench_openimmo( IMMO_BENCH_OBJECTS );
printf( "  file: %.1f MB\n", filesize( $immo_file ) / 1048576 );
immo_bench_import( $immo_file, 'first import' );
immo_bench_import( $immo_file, 'same file again' );
unlink( $immo_file );
