<?php
/**
 * Saved-search matching bench: 100,000 active saved searches against 1,000 new listings in a
 * throwaway database (run by tools/bench.sh, which starts the private MariaDB and names the database).
 * Prints seconds, searches/s, peak memory and matches for 250, 500 and 1,000 listings (the work is
 * linear in the matches found, so µs per match stays flat), and the EXPLAIN of the matching query.
 *
 * Regions and listings follow a Zipf curve (a few big cities hold most searches and listings), so
 * the hot regions carry thousands of searches each, as on a real portal.
 *
 * @package ImmoWizards\Bench
 */

// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL,WordPress.WP.AlternativeFunctions,WordPress.Security.EscapeOutput -- a CLI bench on its own throwaway tables.

use ImmoWizards\Alerts\Matcher;
use ImmoWizards\Alerts\Search_Criteria;
use ImmoWizards\Storage\Tables;

const IMMO_BENCH_SEARCHES = 100000;
const IMMO_BENCH_LISTINGS = 1000;
const IMMO_BENCH_REGIONS  = 2000;
const IMMO_BENCH_TARGET   = 10.0;

require __DIR__ . '/wordpress.php';

mt_srand( 9 );

/**
 * A region id, the big ones far more often (Zipf, s = 1).
 */
function immo_bench_region(): int {
	static $cumulative = null;
	if ( null === $cumulative ) {
		$sum = 0.0;
		for ( $rank = 1; $rank <= IMMO_BENCH_REGIONS; $rank++ ) {
			$sum         += 1 / $rank;
			$cumulative[] = $sum;
		}
	}
	$pick = mt_rand() / mt_getrandmax() * end( $cumulative );
	$low  = 0;
	$high = IMMO_BENCH_REGIONS - 1;
	while ( $low < $high ) {
		$mid = intdiv( $low + $high, 2 );
		if ( $cumulative[ $mid ] < $pick ) {
			$low = $mid + 1;
		} else {
			$high = $mid;
		}
	}
	return $low + 1;
}

/**
 * One of the values, by weight.
 *
 * @param array<string|int,int> $weights Value → weight.
 * @return string|int
 */
function immo_bench_pick( array $weights ) {
	$pick = mt_rand( 1, array_sum( $weights ) );
	foreach ( $weights as $value => $weight ) {
		$pick -= $weight;
		if ( $pick <= 0 ) {
			return $value;
		}
	}
	return array_key_first( $weights );
}

/**
 * Runs multi-row INSERTs of 1,000 rows each.
 *
 * @param string   $table   Table.
 * @param string[] $columns Columns.
 * @param iterable $rows    Rows (arrays in column order; null stays NULL).
 */
function immo_bench_insert( string $table, array $columns, iterable $rows ): void {
	global $wpdb;
	$values = array();
	$flush  = static function () use ( &$values, $wpdb, $table, $columns ) {
		if ( $values && false === $wpdb->query( "INSERT INTO $table (" . implode( ',', $columns ) . ') VALUES ' . implode( ',', $values ) ) ) {
			fwrite( STDERR, "bench: insert into $table failed: {$wpdb->last_error}\n" );
			exit( 1 );
		}
		$values = array();
	};
	foreach ( $rows as $row ) {
		$values[] = '(' . implode( ',', array_map( static fn ( $value ) => null === $value ? 'NULL' : "'" . esc_sql( (string) $value ) . "'", $row ) ) . ')';
		if ( count( $values ) >= 1000 ) {
			$flush();
		}
	}
	$flush();
}

/** Property types as they occur: mostly flats and houses for sale or rent. */
const IMMO_BENCH_TYPES = array(
	'buy|LIVING'     => 55,
	'rent|LIVING'    => 30,
	'buy|COMMERCIAL' => 8,
	'rent|COMMERCIAL'=> 5,
	'buy|PLOT'       => 2,
);

/**
 * A saved search payload.
 */
function immo_bench_payload(): array {
	[ $marketing, $object ] = explode( '|', (string) immo_bench_pick( IMMO_BENCH_TYPES ) );
	$rent                   = 'rent' === $marketing;
	$fields                 = array();
	$range                  = static function ( string $name, $min, $max ) use ( &$fields ) {
		$fields[] = array( 'name' => $name, 'valueType' => 'RANGE', 'minValue' => $min, 'maxValue' => $max );
	};
	if ( mt_rand( 1, 100 ) <= 85 ) {
		$max = $rent ? mt_rand( 4, 30 ) * 100 : mt_rand( 10, 120 ) * 10000;
		$range( 'price.price', mt_rand( 1, 3 ) === 1 ? intdiv( $max, 3 ) : null, $max );
	}
	if ( mt_rand( 1, 100 ) <= 60 ) {
		$range( 'area.livingSpace', mt_rand( 3, 15 ) * 10, null );
	}
	if ( mt_rand( 1, 100 ) <= 40 ) {
		$range( 'area.numberRooms', mt_rand( 1, 5 ), null );
	}
	if ( mt_rand( 1, 100 ) <= 10 ) {
		$range( 'area.plotArea', mt_rand( 2, 10 ) * 100, null );
	}
	if ( mt_rand( 1, 100 ) <= 10 ) {
		$range( 'property[baujahr]', mt_rand( 1950, 2015 ), null );
	}
	$locations = array();
	for ( $count = immo_bench_pick( array( 1 => 60, 2 => 25, 3 => 15 ) ); $count > 0; $count-- ) {
		$city        = immo_bench_region();
		$locations[] = array( 'locationId' => mt_rand( 1, 100 ) <= 20 ? IMMO_BENCH_REGIONS + $city * 10 + mt_rand( 0, 9 ) : $city );
	}
	return array(
		'marketingType' => $marketing,
		'objectType'    => $object,
		'categoryId'    => mt_rand( 1, 100 ) <= 70 ? 0 : mt_rand( 1, 6 ),
		'locations'     => $locations,
		'fields'        => $fields,
	);
}

/**
 * Saved searches and their region rows (with the criteria).
 */
function immo_bench_searches(): void {
	$now      = Tables::now();
	$searches = array();
	$regions  = array();
	$columns  = array( 'search_id', 'marketing_type', 'object_type', 'category_id', 'price_min', 'price_max', 'living_space_min', 'plot_area_min', 'rooms_min', 'build_year_min', 'build_year_max' );
	for ( $id = 1; $id <= IMMO_BENCH_SEARCHES; $id++ ) {
		$payload    = immo_bench_payload();
		$searches[] = array( $id, wp_generate_uuid4(), $id, 0, 1, wp_json_encode( $payload ), $now, $now );
		$row        = Search_Criteria::row( $id, $payload );
		$criteria   = array_map( static fn ( $column ) => $row[ $column ] ?? null, $columns );
		foreach ( array_unique( array_column( $payload['locations'], 'locationId' ) ) as $location ) {
			$regions[] = array_merge( array( $location ), $criteria );
		}
	}
	immo_bench_insert( Tables::name( 'saved_searches' ), array( 'id', 'uuid', 'contact_id', 'request_id', 'active', 'payload', 'created_at', 'updated_at' ), $searches );
	immo_bench_insert( Tables::name( 'search_regions' ), array_merge( array( 'location_id' ), $columns ), $regions );
}

/**
 * New listings in the lookup table and their regions (a district and its city, as the region
 * matcher finds them); ids in random order so every prefix has the same mix.
 *
 * @return int[] Listing ids.
 */
function immo_bench_listings(): array {
	$now     = Tables::now();
	$lookup  = array();
	$regions = array();
	for ( $id = 1; $id <= IMMO_BENCH_LISTINGS; $id++ ) {
		[ $marketing, $object ] = explode( '|', (string) immo_bench_pick( IMMO_BENCH_TYPES ) );
		$rent                   = 'rent' === $marketing;
		$lookup[]               = array( $id, 'publish', 'active', $marketing, $object, mt_rand( 1, 6 ), $rent ? mt_rand( 3, 25 ) * 100 : mt_rand( 8, 90 ) * 10000, mt_rand( 3, 16 ) * 10, mt_rand( 1, 100 ) <= 50 ? mt_rand( 1, 10 ) * 100 : null, mt_rand( 1, 6 ), mt_rand( 1900, 2024 ), '01067', '', $now );
		$city                   = immo_bench_region();
		$regions[]              = array( $id, $city );
		$regions[]              = array( $id, IMMO_BENCH_REGIONS + $city * 10 + mt_rand( 0, 9 ) );
	}
	immo_bench_insert( Tables::name( 'property_lookup' ), array( 'post_id', 'post_status', 'status', 'marketing_type', 'object_type', 'category_id', 'price', 'living_space', 'plot_area', 'rooms', 'build_year', 'zip', 'district', 'updated_at' ), $lookup );
	immo_bench_insert( Tables::name( 'property_regions' ), array( 'post_id', 'location_id' ), $regions );
	$ids = range( 1, IMMO_BENCH_LISTINGS );
	shuffle( $ids );
	return $ids;
}

/**
 * The count of waiting buyers (GET /market/buyers) at 100,000 saved searches: owners in the hottest
 * city (region 1, a 10 km square, with its ten districts as strips), each count on a fresh service
 * as in a request of its own (the regions read, the point located, the searches counted).
 */
function immo_bench_buyers_count(): void {
	$square = static fn ( float $west, float $east ) => wp_json_encode(
		array(
			'type'        => 'Polygon',
			'coordinates' => array( array( array( $west, 51.0 ), array( $east, 51.0 ), array( $east, 51.09 ), array( $west, 51.09 ), array( $west, 51.0 ) ) ),
		)
	);
	$rows   = array( array( 1, 0, 'City 1', $square( 13.7, 13.844 ), 1, 0 ) );
	for ( $k = 0; $k < 10; $k++ ) {
		$rows[] = array( IMMO_BENCH_REGIONS + 10 + $k, 1, "District 1-$k", $square( 13.7 + $k * 0.0144, 13.7 + ( $k + 1 ) * 0.0144 ), 1, $k + 1 );
	}
	global $wpdb;
	// The install's demo regions make way for the bench's (ids 1 and up).
	$wpdb->query( 'DELETE FROM ' . Tables::name( 'locations' ) );
	immo_bench_insert( Tables::name( 'locations' ), array( 'location_id', 'parent_id', 'name', 'geometry', 'active', 'sort' ), $rows );
	$times  = array();
	$counts = array();
	for ( $i = 0; $i < 200; $i++ ) {
		$facts    = \ImmoWizards\Market\Property_Facts::of(
			array(
				'marketingType' => 0 === $i % 3 ? 'rent' : 'buy',
				'objectType'    => 'LIVING',
				'categoryId'    => mt_rand( 1, 6 ),
				'lat'           => 51.0 + mt_rand( 1, 89 ) / 1000,
				'lng'           => 13.7 + mt_rand( 1, 143 ) / 1000,
			),
			array(
				'price'        => 0 === $i % 3 ? mt_rand( 5, 25 ) * 100 : mt_rand( 10, 90 ) * 10000,
				'living_space' => mt_rand( 4, 15 ) * 10,
				'rooms'        => mt_rand( 1, 6 ),
			)
		);
		$started  = microtime( true );
		$counts[] = (int) ( new \ImmoWizards\Market\Waiting_Buyers() )->count( $facts );
		$times[]  = ( microtime( true ) - $started ) * 1000;
	}
	sort( $times );
	sort( $counts );
	printf(
		"Waiting buyers count (the work of GET /market/buyers) at %s saved searches, 200 owners in the hottest city: median %.1f ms, p90 %.1f ms, max %.1f ms (counts %d–%d, median %d); target ≤ 50 ms: %s\n",
		number_format( IMMO_BENCH_SEARCHES ),
		$times[100],
		$times[180],
		end( $times ),
		$counts[0],
		end( $counts ),
		$counts[100],
		$times[100] <= 50 ? 'met' : 'MISSED'
	);
}

global $wpdb;
$immo_started = microtime( true );
immo_bench_searches();
$immo_ids = immo_bench_listings();
$wpdb->query( 'ANALYZE TABLE ' . implode( ',', array_map( array( Tables::class, 'name' ), array( 'property_lookup', 'property_regions', 'search_regions' ) ) ) );
$wpdb->flush();
printf( "Saved-search matching: %s active saved searches (%s region rows), filled in %.1f s\n", number_format( IMMO_BENCH_SEARCHES ), number_format( (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Tables::name( 'search_regions' ) ) ), microtime( true ) - $immo_started );

$immo_matcher = new Matcher();
$immo_seconds = 0.0;
foreach ( array( 250, 500, IMMO_BENCH_LISTINGS ) as $immo_count ) {
	$wpdb->query( 'TRUNCATE TABLE ' . Tables::name( 'alert_log' ) );
	memory_reset_peak_usage();
	$immo_memory  = memory_get_usage();
	$immo_cpu     = immo_bench_db_cpu();
	$immo_started = microtime( true );
	$immo_found   = $immo_matcher->match( array_slice( $immo_ids, 0, $immo_count ) );
	$immo_seconds = microtime( true ) - $immo_started;
	printf(
		"  %5d listings: %6.2f s (%5.1f µs per match; database CPU %s s)  %9s searches/s  %7s matches  peak memory +%.1f MB (%.1f MB in all)\n",
		$immo_count,
		$immo_seconds,
		$immo_seconds / max( 1, $immo_found ) * 1e6,
		null === $immo_cpu ? '?' : number_format( immo_bench_db_cpu() - $immo_cpu, 2 ),
		number_format( IMMO_BENCH_SEARCHES / $immo_seconds ),
		number_format( $immo_found ),
		( memory_get_peak_usage() - $immo_memory ) / 1048576,
		memory_get_peak_usage() / 1048576
	);
}
printf( "  target: 1,000 listings ≤ %.0f s: %s (load average %.1f on %d cores)\n", IMMO_BENCH_TARGET, $immo_seconds <= IMMO_BENCH_TARGET ? 'met' : 'MISSED', sys_getloadavg()[0], (int) shell_exec( 'nproc' ) );

immo_bench_buyers_count();

echo "EXPLAIN of the matching query (one batch of " . Matcher::BATCH . " listings):\n";
$immo_plan = $wpdb->get_results( 'EXPLAIN ' . ( new \ImmoWizards\Storage\Search_Region_Repository() )->pairs_sql( array_slice( $immo_ids, 0, Matcher::BATCH ) ), ARRAY_A );
foreach ( $immo_plan as $immo_row ) {
	$immo_row['table'] = str_replace( $wpdb->prefix, '', (string) $immo_row['table'] );
	printf( "  %-24s type=%-7s key=%-16s rows=%-6s %s\n", $immo_row['table'], $immo_row['type'], (string) $immo_row['key'], (string) $immo_row['rows'], (string) $immo_row['Extra'] );
}
