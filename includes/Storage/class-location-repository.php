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
 * Regions are data (edited on the "Regions" admin screen): a two-level tree of groups and their
 * children. A child is offered only while it and its group are active.
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
	 * Active regions as the wizard reads them (GET /wizard/locations, the saved-search wizard's
	 * config): `[ { locationId, name, parentId? } ]` in tree order.
	 *
	 * @return array<int, array{locationId: int, name: string, parentId?: int}>
	 */
	public function listing(): array {
		$locations = array();
		foreach ( $this->active( false ) as $row ) {
			$item = array(
				'locationId' => $row->location_id,
				'name'       => (string) $row->name,
			);
			if ( $row->parent_id ) {
				$item['parentId'] = $row->parent_id;
			}
			$locations[] = $item;
		}
		return $locations;
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

	/**
	 * Every region, active or not, by sort position (the editor's view).
	 *
	 * @return array<int, object{location_id:int,parent_id:int,name:string,geometry:?string,active:bool,sort:int}>
	 */
	public function all(): array {
		global $wpdb;
		$table = Tables::name( 'locations' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		$rows = $wpdb->get_results( "SELECT location_id, parent_id, name, geometry, active, sort FROM $table ORDER BY sort, location_id" );
		foreach ( $rows as $row ) {
			$row->location_id = (int) $row->location_id;
			$row->parent_id   = (int) $row->parent_id;
			$row->active      = (bool) $row->active;
			$row->sort        = (int) $row->sort;
		}
		return $rows;
	}

	/**
	 * Adds a region with the next free id (ids are never reused while a row holds them).
	 *
	 * @param int    $parent_id Parent (0: top level).
	 * @param string $name      Name.
	 * @param int    $sort      Sort position among its siblings.
	 * @return int The new id.
	 * @throws Storage_Error When the insert fails.
	 */
	public function create( int $parent_id, string $name, int $sort ): int {
		global $wpdb;
		$table  = Tables::name( 'locations' );
		$id     = 1 + (int) $wpdb->get_var( "SELECT MAX(location_id) FROM $table FOR UPDATE" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		$result = $wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$table,
			array(
				'location_id' => $id,
				'parent_id'   => $parent_id,
				'name'        => $name,
				'active'      => 1,
				'sort'        => $sort,
			),
			array( '%d', '%d', '%s', '%d', '%d' )
		);
		Storage_Error::check( $result, 'create location' );
		return $id;
	}

	/**
	 * Changes columns of a region.
	 *
	 * @param int                                                                                          $id     Region id.
	 * @param array{parent_id?:int,name?:string,geometry?:array<string,mixed>|null,active?:bool,sort?:int} $fields Columns to change.
	 * @throws Storage_Error When the update fails.
	 */
	public function update( int $id, array $fields ): void {
		global $wpdb;
		if ( array_key_exists( 'geometry', $fields ) ) {
			$fields['geometry'] = null === $fields['geometry'] ? null : wp_json_encode( $fields['geometry'] );
		}
		if ( isset( $fields['active'] ) ) {
			$fields['active'] = (int) $fields['active'];
		}
		if ( ! $fields ) {
			return;
		}
		$result = $wpdb->update( Tables::name( 'locations' ), $fields, array( 'location_id' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		Storage_Error::check( $result, 'update location' );
	}

	/**
	 * Deletes regions.
	 *
	 * @param int[] $ids Region ids.
	 * @throws Storage_Error When the delete fails.
	 */
	public function delete( array $ids ): void {
		global $wpdb;
		$table = Tables::name( 'locations' );
		foreach ( $ids as $id ) {
			Storage_Error::check( $wpdb->delete( $table, array( 'location_id' => (int) $id ), array( '%d' ) ), 'delete location' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		}
	}
}
