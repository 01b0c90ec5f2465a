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

	/** A search's bound (criteria column) → the lookup column it bounds and how a value must compare. */
	public const BOUNDS = array(
		'price_min'        => array( 'price', '>=' ),
		'price_max'        => array( 'price', '<=' ),
		'living_space_min' => array( 'living_space', '>=' ),
		'plot_area_min'    => array( 'plot_area', '>=' ),
		'rooms_min'        => array( 'rooms', '>=' ),
		'build_year_min'   => array( 'build_year', '>=' ),
		'build_year_max'   => array( 'build_year', '<=' ),
	);
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
	 * The distinct saved searches that a property with these facts matches, by the same rules as a
	 * listing (matching()): a search region among $location_ids, the same marketing and object type,
	 * any category or the same, and each known value inside the search's bounds.
	 *
	 * @param int[]               $location_ids Regions that contain the property (not empty).
	 * @param string              $marketing    Marketing type.
	 * @param string              $object       Object type.
	 * @param int                 $category     Category id.
	 * @param array<string,float> $values       Known values by lookup column (price, living_space, …).
	 * @param string              $select       What to select of the searches `c` (e.g. `COUNT(DISTINCT c.search_id)`).
	 */
	public function for_property_sql( array $location_ids, string $marketing, string $object, int $category, array $values, string $select ): string {
		global $wpdb;
		$regions = Tables::name( 'search_regions' );
		$ids     = implode( ',', array_map( 'intval', $location_ids ) );
		$where   = $wpdb->prepare( "c.location_id IN ($ids) AND c.marketing_type = %s AND c.object_type = %s AND ( c.category_id = 0 OR c.category_id = %d )", $marketing, $object, $category ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- $ids holds integers.
		foreach ( self::BOUNDS as $column => [ $value, $operator ] ) {
			if ( isset( $values[ $value ] ) ) {
				$where .= $wpdb->prepare( " AND ( c.$column IS NULL OR %s $operator c.$column )", (string) $values[ $value ] );
			}
		}
		return "SELECT $select FROM $regions c WHERE $where";
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
		$bounds = '';
		foreach ( self::BOUNDS as $column => [ $value, $operator ] ) {
			$bounds .= "\nAND ( c.$column IS NULL OR l.$value $operator c.$column )";
		}
		return "FROM $lookup l
JOIN $located pr ON pr.post_id = l.post_id
JOIN $regions c ON c.location_id = pr.location_id AND c.marketing_type = l.marketing_type AND c.object_type = l.object_type
WHERE $where AND l.post_status = 'publish' AND l.status = 'active'
AND ( c.category_id = 0 OR c.category_id = l.category_id )$bounds";
	}
	// phpcs:enable
}
