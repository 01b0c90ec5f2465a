<?php
/**
 * Regions table (the saved-search wizard's locations).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Storage;

use ImmoWizards\Errors\Storage_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Regions are data (admin-editable later): a two-level tree of groups and their children. A child is
 * offered only while it and its group are active.
 */
final class Location_Repository {

	/**
	 * Active regions in tree order: each group followed by its children, both by sort position.
	 *
	 * @param bool $with_geometry Whether to read the geometries (null otherwise).
	 * @return array<int, object{location_id:int,parent_id:int,name:string,geometry:?string}>
	 */
	public function active( bool $with_geometry = true ): array {
		global $wpdb;
		$table = Tables::name( 'locations' );
		// Geometries can be large: only read when asked for.
		$geometry = $with_geometry ? 'geometry' : 'NULL AS geometry';
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		$rows = $wpdb->get_results( "SELECT location_id, parent_id, name, $geometry FROM $table WHERE active = 1 ORDER BY sort, location_id" );

		$children = array();
		foreach ( $rows as $row ) {
			$row->location_id              = (int) $row->location_id;
			$row->parent_id                = (int) $row->parent_id;
			$children[ $row->parent_id ][] = $row;
		}
		$out = array();
		foreach ( $children[0] ?? array() as $root ) {
			$out[] = $root;
			foreach ( $children[ $root->location_id ] ?? array() as $child ) {
				$out[] = $child;
			}
		}
		return $out;
	}

	/**
	 * Names of active regions by id.
	 *
	 * @return array<int, string>
	 */
	public function names(): array {
		$names = array();
		foreach ( $this->active( false ) as $row ) {
			$names[ $row->location_id ] = (string) $row->name;
		}
		return $names;
	}

	/**
	 * Inserts the given regions unless their id exists (idempotent; existing rows are left as they are).
	 *
	 * @param array<int, array{location_id:int,parent_id:int,name:string,geometry:array<string,mixed>|null,sort:int}> $rows Regions.
	 * @throws Storage_Error When an insert fails.
	 */
	public function seed( array $rows ): void {
		global $wpdb;
		$table    = Tables::name( 'locations' );
		$existing = array_map( 'intval', $wpdb->get_col( "SELECT location_id FROM $table" ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		foreach ( $rows as $row ) {
			if ( in_array( (int) $row['location_id'], $existing, true ) ) {
				continue;
			}
			$result = $wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
				$table,
				array(
					'location_id' => (int) $row['location_id'],
					'parent_id'   => (int) $row['parent_id'],
					'name'        => $row['name'],
					'geometry'    => null === $row['geometry'] ? null : wp_json_encode( $row['geometry'] ),
					'active'      => 1,
					'sort'        => (int) $row['sort'],
				),
				array( '%d', '%d', '%s', '%s', '%d', '%d' )
			);
			Storage_Error::check( $result, 'seed location' );
		}
	}
}
