<?php
/**
 * Search regions table: the saved searches' criteria, one row per search and region.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Storage;

use ImmoWizards\Errors\Storage_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Derived from the saved searches (Alerts\Search_Criteria writes them; only confirmed, active searches
 * have rows). Matched against the listings' lookup rows and their regions: the alerts log the new
 * pairs, the portal counts each search's current matches. No search is loaded into PHP.
 */
final class Search_Region_Repository {
	// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- plugin tables, names from Tables.

	/**
	 * Inserts a search's row for one region.
	 *
	 * @param array<string,mixed> $row Search id, location id and criteria columns.
	 * @throws Storage_Error When the insert fails.
	 */
	public function insert( array $row ): void {
		global $wpdb;
		Storage_Error::check( $wpdb->insert( Tables::name( 'search_regions' ), $row ), 'insert search region' );
	}

	/**
	 * Deletes the rows of these saved searches.
	 *
	 * @param int[] $ids Saved search ids (not empty).
	 * @throws Storage_Error When the delete fails.
	 */
	public function delete_for_searches( array $ids ): void {
		global $wpdb;
		$list    = implode( ',', array_map( 'intval', $ids ) );
		$regions = Tables::name( 'search_regions' );
		Storage_Error::check( $wpdb->query( "DELETE FROM $regions WHERE search_id IN ($list)" ), 'clear search regions' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- $list holds integers.
	}

	/**
	 * The matching SELECT (search_id, post_id) for a batch of listings, for an INSERT … SELECT; a pair
	 * repeats when a listing lies in several regions of one search: the log's unique key drops it (a
	 * DISTINCT would cost a temporary table; without it the optimizer merges this derived table into
	 * the INSERT).
	 *
	 * @param int[] $post_ids Listing ids.
	 */
	public function pairs_sql( array $post_ids ): string {
		$ids = $post_ids ? implode( ',', array_map( 'intval', $post_ids ) ) : '0';
		return 'SELECT c.search_id, l.post_id ' . $this->matching( "l.post_id IN ($ids)" );
	}

	/**
	 * How many published, active listings match each of these saved searches now. Searches without
	 * rows (inactive, unconfirmed) are left out.
	 *
	 * @param int[] $search_ids Saved search ids.
	 * @return array<int,int> Count by saved search id (only searches with a match).
	 */
	public function match_counts( array $search_ids ): array {
		global $wpdb;
		if ( ! $search_ids ) {
			return array();
		}
		$ids = implode( ',', array_map( 'intval', $search_ids ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- ids are integers, tables from Tables.
		$rows = $wpdb->get_results( 'SELECT c.search_id, COUNT(DISTINCT l.post_id) AS matches ' . $this->matching( "c.search_id IN ($ids)" ) . ' GROUP BY c.search_id' );
		return array_map( 'intval', array_column( $rows, 'matches', 'search_id' ) );
	}

	/**
	 * FROM … WHERE of the (search, listing) pairs that match, narrowed by $where (`c` is a search's
	 * region row with its criteria, `l` a listing's lookup row).
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
	// phpcs:enable
}
