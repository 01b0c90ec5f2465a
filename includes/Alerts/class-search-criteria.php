<?php
/**
 * The region rows of the saved searches, with their criteria.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Alerts;

use ImmoWizards\Errors\Storage_Error;
use ImmoWizards\Storage\Saved_Search_List;
use ImmoWizards\Storage\Saved_Search_Repository;
use ImmoWizards\Storage\Search_Region_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * Derived data, like the listings' lookup table: sync() rewrites the rows of the given saved searches
 * from the saved searches table, so every writer only has to name the ids it touched (action
 * Saved_Search_Repository::CHANGED). Only confirmed, active searches have rows.
 */
final class Search_Criteria {

	/** Search field id → criteria columns of its lower and upper bound (null: the bound is not kept). */
	public const FIELDS = array(
		'price.price'       => array( 'price_min', 'price_max' ),
		'area.livingSpace'  => array( 'living_space_min', null ),
		'area.plotArea'     => array( 'plot_area_min', null ),
		'area.numberRooms'  => array( 'rooms_min', null ),
		'property[baujahr]' => array( 'build_year_min', 'build_year_max' ),
	);

	/**
	 * Constructor.
	 *
	 * @param Search_Region_Repository $regions  The criteria rows.
	 * @param Alert_Log                $log      Found pairs.
	 * @param Saved_Search_List        $list     The saved searches that count.
	 * @param Saved_Search_Repository  $searches Saved searches.
	 */
	public function __construct(
		private Search_Region_Repository $regions = new Search_Region_Repository(),
		private Alert_Log $log = new Alert_Log(),
		private Saved_Search_List $list = new Saved_Search_List(),
		private Saved_Search_Repository $searches = new Saved_Search_Repository()
	) {
	}

	/**
	 * Rewrites the rows of these saved searches (removes them when a search is gone, inactive or
	 * unconfirmed).
	 *
	 * @param int[] $ids Saved search ids.
	 * @throws Storage_Error When a write fails.
	 */
	public function sync( array $ids ): void {
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		if ( ! $ids ) {
			return;
		}
		$this->regions->delete_for_searches( $ids );
		// A deleted search takes its alert history along; an inactive one keeps it (no repeats later).
		$this->log->forget_deleted_searches( $ids );
		foreach ( $this->list->live( $ids ) as $row ) {
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
		$ids = $this->searches->ids_after( $after, $limit );
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
	 * Writes one search's region rows.
	 *
	 * @param object $search Saved search row (id, payload).
	 * @throws Storage_Error When a write fails.
	 */
	private function write( object $search ): void {
		$row = self::row( (int) $search->id, Saved_Search_Repository::payload( $search ) );
		if ( '' === $row['object_type'] ) {
			return;
		}
		$locations = array_unique( array_map( static fn ( $location ) => (int) ( $location['locationId'] ?? 0 ), (array) ( Saved_Search_Repository::payload( $search )['locations'] ?? array() ) ) );
		foreach ( array_filter( $locations ) as $location_id ) {
			$this->regions->insert( $row + array( 'location_id' => $location_id ) );
		}
	}
}
