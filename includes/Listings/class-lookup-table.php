<?php
/**
 * The listings' lookup table and their region table.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Listings;

use ImmoWizards\Errors\Storage_Error;
use ImmoWizards\Storage\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * One row per listing (like WooCommerce's product meta lookup) plus the ids of the regions that
 * contain it. Both are derived data: Lookup_Sync rewrites them from the post and its meta.
 */
final class Lookup_Table {
	// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables, names from Tables.

	/** Decimals go as strings: wpdb's %f would round coordinates to six places. */
	private const FORMATS = array(
		'post_id'        => '%d',
		'post_status'    => '%s',
		'status'         => '%s',
		'marketing_type' => '%s',
		'object_type'    => '%s',
		'category_id'    => '%d',
		'price'          => '%s',
		'living_space'   => '%s',
		'plot_area'      => '%s',
		'rooms'          => '%s',
		'build_year'     => '%d',
		'zip'            => '%s',
		'district'       => '%s',
		'lat'            => '%s',
		'lng'            => '%s',
		'updated_at'     => '%s',
	);

	/**
	 * Writes a listing's row and its regions.
	 *
	 * @param array<string,mixed> $row     Columns (see FORMATS; null for unknown numbers).
	 * @param int[]               $regions Region ids.
	 * @throws Storage_Error When a write fails.
	 */
	public function save( array $row, array $regions ): void {
		global $wpdb;
		$row    = array_intersect_key( $row, self::FORMATS );
		$result = $wpdb->replace( Tables::name( 'property_lookup' ), $row, array_values( array_intersect_key( self::FORMATS, $row ) ) );
		Storage_Error::check( $result, 'save property lookup' );
		$this->set_regions( (int) $row['post_id'], $regions );
	}

	/**
	 * Replaces a listing's regions.
	 *
	 * @param int   $post_id Listing id.
	 * @param int[] $regions Region ids.
	 * @return bool Whether they changed.
	 * @throws Storage_Error When a write fails.
	 */
	public function set_regions( int $post_id, array $regions ): bool {
		global $wpdb;
		$table = Tables::name( 'property_regions' );
		if ( $this->regions( $post_id ) === $regions ) {
			return false;
		}
		Storage_Error::check( $wpdb->delete( $table, array( 'post_id' => $post_id ), array( '%d' ) ), 'clear property regions' );
		if ( $regions ) {
			$values = implode( ',', array_map( static fn ( $id ) => $wpdb->prepare( '(%d,%d)', $post_id, $id ), $regions ) );
			Storage_Error::check( $wpdb->query( "INSERT INTO $table (post_id, location_id) VALUES $values" ), 'insert property regions' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- values prepared above.
		}
		return true;
	}

	/**
	 * Removes a listing's row and regions.
	 *
	 * @param int $post_id Listing id.
	 */
	public function delete( int $post_id ): void {
		global $wpdb;
		$wpdb->delete( Tables::name( 'property_lookup' ), array( 'post_id' => $post_id ), array( '%d' ) );
		$wpdb->delete( Tables::name( 'property_regions' ), array( 'post_id' => $post_id ), array( '%d' ) );
	}

	/**
	 * A listing's row.
	 *
	 * @param int $post_id Listing id.
	 */
	public function find( int $post_id ): ?object {
		global $wpdb;
		$table = Tables::name( 'property_lookup' );
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM $table WHERE post_id = %d", $post_id ) );
		return $row ? $row : null;
	}

	/**
	 * Region ids of a listing, ascending.
	 *
	 * @param int $post_id Listing id.
	 * @return int[]
	 */
	public function regions( int $post_id ): array {
		global $wpdb;
		$table = Tables::name( 'property_regions' );
		return array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT location_id FROM $table WHERE post_id = %d ORDER BY location_id", $post_id ) ) );
	}

	/**
	 * Rows after a post id (for batched rebuilds), by post id.
	 *
	 * @param int $after Last post id handled.
	 * @param int $limit Batch size.
	 * @return object[]
	 */
	public function rows_after( int $after, int $limit ): array {
		global $wpdb;
		$table = Tables::name( 'property_lookup' );
		return $wpdb->get_results( $wpdb->prepare( "SELECT post_id, post_status, status, lat, lng, zip, district FROM $table WHERE post_id > %d ORDER BY post_id LIMIT %d", $after, $limit ) );
	}
}
