<?php
/**
 * Which saved searches a listing matches.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Alerts;

use ImmoWizards\Errors\Storage_Error;
use ImmoWizards\Storage\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * One INSERT … SELECT per batch of listings: lookup row → its regions → the region rows of the searches
 * with the same marketing and object type, which carry the criteria (Alert_Schema). The pairs land in
 * the alert log; its unique key drops pairs that were found before, so no listing is
 * ever announced twice for the same search. No search is loaded into PHP.
 */
final class Matcher {

	/** Listings per query: the work grows with the listings, memory stays flat. */
	public const BATCH = 100;

	/**
	 * Logs the new (saved search, listing) pairs of these listings as pending alerts.
	 *
	 * @param int[] $post_ids Listing ids.
	 * @return int New pairs.
	 * @throws Storage_Error When a query fails.
	 */
	public function match( array $post_ids ): int {
		global $wpdb;
		$log   = Tables::name( 'alert_log' );
		$now   = Tables::now();
		$added = 0;
		foreach ( array_chunk( array_values( array_unique( array_map( 'intval', $post_ids ) ) ), self::BATCH ) as $batch ) {
			$select = $this->select( $batch );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- ids are integers, tables from Tables.
			$result = $wpdb->query( "INSERT IGNORE INTO $log (search_id, post_id, status, created_at) SELECT m.search_id, m.post_id, 'pending', '$now' FROM ($select) m" );
			Storage_Error::check( $result, 'log alerts' );
			$added += (int) $result;
		}
		return $added;
	}

	/**
	 * How many published, active listings match each of these saved searches now (the portal's
	 * Suchprofile cards). Searches without criteria rows (inactive, unconfirmed) are left out.
	 *
	 * @param int[] $search_ids Saved search ids.
	 * @return array<int,int> Count by saved search id (only searches with a match).
	 */
	public function counts( array $search_ids ): array {
		global $wpdb;
		if ( ! $search_ids ) {
			return array();
		}
		$ids = implode( ',', array_map( 'intval', $search_ids ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- ids are integers, tables from Tables.
		$rows = $wpdb->get_results( 'SELECT c.search_id, COUNT(DISTINCT l.post_id) AS matches ' . $this->matching( "c.search_id IN ($ids)" ) . ' GROUP BY c.search_id' );
		return array_map( 'intval', array_column( $rows, 'matches', 'search_id' ) );
	}

	/**
	 * The matching SELECT (search_id, post_id) for a batch of listings; a pair repeats when a listing
	 * lies in several regions of one search: the log's unique key drops it (a DISTINCT would cost a
	 * temporary table; without it the optimizer merges this derived table into the INSERT).
	 *
	 * @param int[] $post_ids Listing ids.
	 */
	public function select( array $post_ids ): string {
		$ids = $post_ids ? implode( ',', array_map( 'intval', $post_ids ) ) : '0';
		return 'SELECT c.search_id, l.post_id ' . $this->matching( "l.post_id IN ($ids)" );
	}

	/**
	 * FROM … WHERE of the (search, listing) pairs that match, narrowed by $where (`c` is a search's
	 * region row with its criteria).
	 *
	 * @param string $where Condition on `l` or `c` (integers inlined).
	 */
	private function matching( string $where ): string {
		$lookup  = Tables::name( 'property_lookup' );
		$located = Tables::name( 'property_regions' );
		$regions = Tables::name( 'search_regions' );
		// A bound the search sets needs the value: NULL fails every comparison, so a listing without it does not match.
		return "FROM $lookup l
JOIN $located pr ON pr.post_id = l.post_id
JOIN $regions c ON c.location_id = pr.location_id AND c.marketing_type = l.marketing_type AND c.object_type = l.object_type
WHERE $where AND l.post_status = 'publish' AND l.status = 'active'
AND ( c.category_id = 0 OR c.category_id = l.category_id )
AND ( c.price_min IS NULL OR l.price >= c.price_min )
AND ( c.price_max IS NULL OR l.price <= c.price_max )
AND ( c.living_space_min IS NULL OR l.living_space >= c.living_space_min )
AND ( c.plot_area_min IS NULL OR l.plot_area >= c.plot_area_min )
AND ( c.rooms_min IS NULL OR l.rooms >= c.rooms_min )
AND ( c.build_year_min IS NULL OR l.build_year >= c.build_year_min )
AND ( c.build_year_max IS NULL OR l.build_year <= c.build_year_max )";
	}
}
