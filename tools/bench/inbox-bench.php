<?php
/**
 * Inbox bench: 100,000 requests of 20,000 contacts, committed once in a throwaway database (run by
 * tools/bench.sh, which starts the private MariaDB and names the database). Prints the server time
 * of every list query of the inbox through the REST server (each type, filter, order, search, deep
 * pages, the contacts) against the target of 300 ms, and the CPU time it costs (the machine's cores
 * are shared: the CPU time shows what a page costs when the wall time is inflated by waiting).
 *
 * @package ImmoWizards\Bench
 */

// phpcs:disable WordPress.WP.AlternativeFunctions,WordPress.Security.EscapeOutput -- a CLI bench.

const IMMO_BENCH_REQUESTS = 100000;
const IMMO_BENCH_CONTACTS = 20000;
const IMMO_BENCH_TARGET   = 300.0;

require __DIR__ . '/wordpress.php';
require dirname( __DIR__, 2 ) . '/tests/php/includes/inbox-rows.php';

/**
 * CPU seconds this process has used so far.
 */
function immo_bench_php_cpu(): float {
	$usage = getrusage();
	return $usage['ru_utime.tv_sec'] + $usage['ru_stime.tv_sec'] + ( $usage['ru_utime.tv_usec'] + $usage['ru_stime.tv_usec'] ) / 1e6;
}

/**
 * A GET through the REST server, five runs after one warm-up: the median wall time and the mean CPU
 * time of PHP and the database (what the page costs, whatever else the shared cores are doing).
 *
 * @param string              $route Route below /immo-wizards/v1.
 * @param array<string,mixed> $query Query.
 * @return array{0: float, 1: float, 2: int} Milliseconds (wall, CPU) and X-WP-Total.
 */
function immo_bench_time( string $route, array $query ): array {
	$times = array();
	$cpu   = 0.0;
	$total = 0;
	for ( $run = 0; $run < 6; $run++ ) {
		$request = new WP_REST_Request( 'GET', '/immo-wizards/v1' . $route );
		$request->set_query_params( $query );
		$db_cpu   = (float) immo_bench_db_cpu();
		$php_cpu  = immo_bench_php_cpu();
		$start    = microtime( true );
		$response = rest_do_request( $request );
		$elapsed  = ( microtime( true ) - $start ) * 1000;
		if ( 200 !== $response->get_status() ) {
			fwrite( STDERR, "bench: $route " . wp_json_encode( $query ) . ' answered ' . $response->get_status() . ' ' . wp_json_encode( $response->get_data() ) . "\n" );
			exit( 1 );
		}
		$total = (int) ( $response->get_headers()['X-WP-Total'] ?? 0 );
		if ( $run > 0 ) {
			$times[] = $elapsed;
			$cpu    += ( immo_bench_php_cpu() - $php_cpu + (float) immo_bench_db_cpu() - $db_cpu ) * 1000;
		}
	}
	sort( $times );
	return array( $times[2], $cpu / 5, $total );
}

/**
 * Times the pages and prints a row each.
 *
 * @param string                             $route Route below /immo-wizards/v1.
 * @param array<string, array<string,mixed>> $cases Name → query.
 * @return float The slowest median wall time.
 */
function immo_bench_table( string $route, array $cases ): float {
	$worst = 0.0;
	foreach ( $cases as $name => $query ) {
		[ $wall, $cpu, $total ] = immo_bench_time( $route, $query );
		$worst                  = max( $worst, $wall );
		printf( "  %-45s %7.1f ms %7.1f ms %9s%s\n", $name, $wall, $cpu, number_format( $total ), $wall < IMMO_BENCH_TARGET ? '' : '  MISSED' );
	}
	return $worst;
}

global $wpdb;
$immo_started = microtime( true );
immo_tests_fill_inbox( IMMO_BENCH_REQUESTS, IMMO_BENCH_CONTACTS );
$wpdb->query( 'ANALYZE TABLE ' . ImmoWizards\Storage\Tables::name( 'requests' ) . ', ' . ImmoWizards\Storage\Tables::name( 'contacts' ) );
$wpdb->flush();
printf( "Inbox: %s requests of %s contacts (committed), filled in %.1f s\n", number_format( IMMO_BENCH_REQUESTS ), number_format( IMMO_BENCH_CONTACTS ), microtime( true ) - $immo_started );
wp_set_current_user( (int) wp_insert_user( array( 'user_login' => 'bench-admin', 'user_pass' => wp_generate_password(), 'user_email' => 'bench-admin@example.org', 'role' => 'administrator' ) ) );

$immo_cases = array(
	'newest first'                  => array(),
	'oldest first'                  => array( 'order' => 'asc' ),
	'page 500 of 100 (offset 49,900)' => array( 'page' => 500, 'per_page' => 100 ),
	'page 1000 of 100 (the last)'   => array( 'page' => 1000, 'per_page' => 100 ),
	'page 2500 of 20, oldest first' => array( 'page' => 2500, 'order' => 'asc' ),
);
foreach ( array( 'lead', 'saved_search', 'expose_inquiry', 'message', 'newsletter' ) as $immo_type ) {
	$immo_cases[ "type $immo_type" ] = array( 'type' => $immo_type );
}
$immo_cases += array(
	'type lead, page 500 of 20'     => array( 'type' => 'lead', 'page' => 500 ),
	'type lead, page 1000 of 20'    => array( 'type' => 'lead', 'page' => 1000 ),
	'status pending'                => array( 'status' => 'pending' ),
	'status confirmed, page 1000'   => array( 'status' => 'confirmed', 'page' => 1000 ),
	'workflow done, type message'   => array( 'workflow' => 'done', 'type' => 'message' ),
	'date range one month'          => array( 'after' => '2025-01-01T00:00:00Z', 'before' => '2025-02-01T00:00:00Z' ),
	'search e-mail prefix'          => array( 'search' => 'person1234' ),
	'search last name prefix'       => array( 'search' => 'Nachname99' ),
	'search "person1", type lead'   => array( 'search' => 'person1', 'type' => 'lead' ),
	'search "person1", page 500'    => array( 'search' => 'person1', 'page' => 500 ),
	'search "person1", page 1300'   => array( 'search' => 'person1', 'page' => 1300 ),
	'search "Nachname1", by name'   => array( 'search' => 'Nachname1', 'orderby' => 'name' ),
	'search "person12", by name, page 200' => array( 'search' => 'person12', 'orderby' => 'name', 'page' => 200 ),
	'search "person1", lead, by e-mail, page 400' => array( 'search' => 'person1', 'type' => 'lead', 'orderby' => 'email', 'page' => 400 ),
	'search "p", by e-mail, page 2000' => array( 'search' => 'p', 'orderby' => 'email', 'page' => 2000 ),
	'pending, new, lead, by e-mail, page 100' => array( 'status' => 'pending', 'workflow' => 'new', 'type' => 'lead', 'orderby' => 'email', 'page' => 100 ),
	'date range, by name, page 100' => array( 'after' => '2025-01-01T00:00:00Z', 'before' => '2025-02-01T00:00:00Z', 'orderby' => 'name', 'page' => 100 ),
	'pending, by name, page 1000'   => array( 'status' => 'pending', 'orderby' => 'name', 'page' => 1000 ),
	'done, by workflow asc, page 1000' => array( 'workflow' => 'done', 'orderby' => 'workflow', 'order' => 'asc', 'page' => 1000 ),
);
foreach ( array( 'name', 'email', 'type', 'workflow' ) as $immo_orderby ) {
	$immo_cases[ "order by $immo_orderby" ]                    = array( 'orderby' => $immo_orderby );
	$immo_cases[ "order by $immo_orderby asc, type lead" ]     = array( 'orderby' => $immo_orderby, 'order' => 'asc', 'type' => 'lead' );
	$immo_cases[ "order by $immo_orderby, page 2500" ]         = array( 'orderby' => $immo_orderby, 'page' => 2500 );
	$immo_cases[ "order by $immo_orderby, page 1000 of 100" ]  = array( 'orderby' => $immo_orderby, 'page' => 1000, 'per_page' => 100 );
	$immo_cases[ "order by $immo_orderby, type lead, page 500" ] = array( 'orderby' => $immo_orderby, 'type' => 'lead', 'page' => 500 );
}

echo "Per list page (20 rows unless said; target < 300 ms): median wall time, mean CPU time (PHP + database), total\n";
$immo_worst = max(
	immo_bench_table( '/requests', $immo_cases ),
	immo_bench_table(
		'/contacts',
		array(
			'contacts, newest first'    => array(),
			'contacts, page 200 of 100' => array( 'page' => 200, 'per_page' => 100 ),
			'contacts, search'          => array( 'search' => 'Nachname99' ),
		)
	)
);
$immo_list  = new ImmoWizards\Storage\Request_List();
$immo_start = microtime( true );
$immo_list->count( new ImmoWizards\Inbox\Request_Filter() );
printf( "  %-45s %7.1f ms\n", 'of which the unfiltered total', ( microtime( true ) - $immo_start ) * 1000 );
printf( "  slowest: %.1f ms: target %s (load average %.1f on %d cores)\n", $immo_worst, $immo_worst < IMMO_BENCH_TARGET ? 'met' : 'MISSED', sys_getloadavg()[0], (int) shell_exec( 'nproc' ) );
