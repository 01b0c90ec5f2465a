<?php
/**
 * The region rows of the saved searches, with their criteria.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Alerts;

use ImmoWizards\Errors\Storage_Error;
use ImmoWizards\Storage\Saved_Search_Repository;
use ImmoWizards\Storage\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Derived data, like the listings' lookup table: sync() rewrites the rows of the given saved searches
 * from the saved searches table, so every writer only has to name the ids it touched (action
 * Saved_Search_Repository::CHANGED). Only confirmed, active searches have rows.
 */
final class Search_Criteria {
	// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables, names from Tables.

	/** Search field id → criteria columns of its lower and upper bound (null: the bound is not kept). */
	public const FIELDS = array(
		'price.price'       => array( 'price_min', 'price_max' ),
		'area.livingSpace'  => array( 'living_space_min', null ),
		'area.plotArea'     => array( 'plot_area_min', null ),
		'area.numberRooms'  => array( 'rooms_min', null ),
		'property[baujahr]' => array( 'build_year_min', 'build_year_max' ),
	);

	/**
	 * Rewrites the rows of these saved searches (removes them when a search is gone, inactive or
	 * unconfirmed).
	 *
	 * @param int[] $ids Saved search ids.
	 * @throws Storage_Error When a write fails.
	 */
	public function sync( array $ids ): void {
		global $wpdb;
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		if ( ! $ids ) {
			return;
		}
		$list    = implode( ',', $ids );
		$regions = Tables::name( 'search_regions' );
		Storage_Error::check( $wpdb->query( "DELETE FROM $regions WHERE search_id IN ($list)" ), 'clear search regions' );
		// A deleted search takes its alert history along; an inactive one keeps it (no repeats later).
		$log      = Tables::name( 'alert_log' );
		$searches = Tables::name( 'saved_searches' );
		Storage_Error::check( $wpdb->query( "DELETE FROM $log WHERE search_id IN ($list) AND search_id NOT IN (SELECT id FROM $searches WHERE id IN ($list))" ), 'clear alert log' );
		foreach ( $this->live_rows( "s.id IN ($list)" ) as $row ) {
			$this->write( $row );
		}
	}

	/**
	 * Fills the rows of every saved search after $after (migration, in batches).
	 *
	 * @param int $after Last saved search id handled.
	 * @param int $limit Batch size.
	 * @return int Last id handled, 0 when there were none.
	 */
	public function fill_after( int $after, int $limit = 500 ): int {
		global $wpdb;
		$searches = Tables::name( 'saved_searches' );
		$ids      = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT id FROM $searches WHERE id > %d ORDER BY id LIMIT %d", $after, $limit ) ) );
		$this->sync( $ids );
		return $ids ? (int) end( $ids ) : 0;
	}

	/**
	 * The criteria row of a saved search payload.
	 *
	 * @param int                 $id     Saved search id.
	 * @param array<string,mixed> $search Payload.
	 * @return array<string,mixed>
	 */
	public static function row( int $id, array $search ): array {
		$row = array(
			'search_id'      => $id,
			'marketing_type' => (string) ( $search['marketingType'] ?? 'buy' ),
			'object_type'    => (string) ( $search['objectType'] ?? '' ),
			'category_id'    => max( 0, (int) ( $search['categoryId'] ?? 0 ) ),
		);
		foreach ( (array) ( $search['fields'] ?? array() ) as $field ) {
			$columns = self::FIELDS[ $field['name'] ?? '' ] ?? null;
			if ( ! $columns ) {
				continue;
			}
			foreach ( array( 'minValue', 'maxValue' ) as $index => $bound ) {
				if ( null !== $columns[ $index ] && is_numeric( $field[ $bound ] ?? null ) ) {
					$row[ $columns[ $index ] ] = (string) $field[ $bound ];
				}
			}
		}
		return $row;
	}

	/**
	 * Active saved searches of confirmed requests (or made in the portal) matching $where.
	 *
	 * @param string $where Condition on `s` (ids are integers, inlined).
	 * @return object[]
	 */
	private function live_rows( string $where ): array {
		global $wpdb;
		$searches = Tables::name( 'saved_searches' );
		$requests = Tables::name( 'requests' );
		return $wpdb->get_results( "SELECT s.id, s.payload FROM $searches s LEFT JOIN $requests r ON r.id = s.request_id WHERE $where AND s.active = 1 AND ( s.request_id = 0 OR r.confirmed_at IS NOT NULL )" ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- $where holds integers only.
	}

	/**
	 * Writes one search's region rows.
	 *
	 * @param object $search Saved search row (id, payload).
	 * @throws Storage_Error When a write fails.
	 */
	private function write( object $search ): void {
		global $wpdb;
		$row = self::row( (int) $search->id, Saved_Search_Repository::payload( $search ) );
		if ( '' === $row['object_type'] ) {
			return;
		}
		$locations = array_unique( array_map( static fn ( $location ) => (int) ( $location['locationId'] ?? 0 ), (array) ( Saved_Search_Repository::payload( $search )['locations'] ?? array() ) ) );
		foreach ( array_filter( $locations ) as $location_id ) {
			Storage_Error::check( $wpdb->insert( Tables::name( 'search_regions' ), $row + array( 'location_id' => $location_id ) ), 'insert search region' );
		}
	}
	// phpcs:enable
}
