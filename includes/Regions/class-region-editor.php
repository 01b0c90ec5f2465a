<?php
/**
 * Changes to the regions: add, rename, move, reorder, (de)activate, shapes, delete, GeoJSON uploads.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Regions;

use ImmoWizards\Listings\Lookup_Sync;
use ImmoWizards\Storage\Location_Repository;
use ImmoWizards\Storage\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * Every change runs in one transaction and then fires `immo_wizards_regions_changed` (the listings
 * recompute their regions). The tree stays two levels deep, as the saved-search wizard shows it.
 * Ids are stable (saved searches refer to them): deactivating hides a region, deleting removes it.
 */
final class Region_Editor {

	/**
	 * Constructor.
	 *
	 * @param Location_Repository $locations Regions table.
	 */
	public function __construct( private Location_Repository $locations ) {
	}

	/**
	 * Every region in tree order (each followed by its children).
	 *
	 * @return array<int, array{id:int,parentId:int,name:string,active:bool,position:int,geometry:array<string,mixed>|null}>
	 */
	public function tree(): array {
		$tree = new Region_Tree( $this->locations->all() );
		return array_map( array( self::class, 'item' ), $tree->ordered() );
	}

	/**
	 * Adds a region at the end of its siblings.
	 *
	 * @param string $name      Name.
	 * @param int    $parent_id Parent (0: top level).
	 * @return array<string,mixed> The new region.
	 */
	public function add( string $name, int $parent_id ): array {
		$id = Transaction::run(
			function () use ( $name, $parent_id ) {
				$tree = new Region_Tree( $this->locations->all() );
				$tree->check_parent( 0, $parent_id );
				$name = $tree->free_name( $name, 0, $parent_id );
				return $this->locations->create( $parent_id, $name, $tree->next_sort( $parent_id ) );
			}
		);
		$this->changed();
		return $this->find( $id );
	}

	/**
	 * Changes a region: `name`, `parentId`, `position` (among its siblings, 0-based), `active`,
	 * `geometry` (GeoJSON or null).
	 *
	 * @param int                 $id      Region id.
	 * @param array<string,mixed> $changes Changes.
	 * @return array<string,mixed> The region.
	 * @throws Region_Error When the region does not exist or a change is refused.
	 */
	public function change( int $id, array $changes ): array {
		Transaction::run(
			function () use ( $id, $changes ) {
				$tree   = new Region_Tree( $this->locations->all() );
				$row    = $tree->get( $id );
				$fields = array();
				$parent = isset( $changes['parentId'] ) ? (int) $changes['parentId'] : $row->parent_id;
				if ( $parent !== $row->parent_id ) {
					$tree->check_parent( $id, $parent );
					$fields['parent_id'] = $parent;
				}
				if ( isset( $changes['name'] ) || isset( $fields['parent_id'] ) ) {
					$fields['name'] = $tree->free_name( (string) ( $changes['name'] ?? $row->name ), $id, $parent );
				}
				if ( isset( $changes['active'] ) ) {
					$fields['active'] = (bool) $changes['active'];
				}
				if ( array_key_exists( 'geometry', $changes ) ) {
					$fields['geometry'] = null === $changes['geometry'] ? null : self::shape( $changes['geometry'] );
				}
				$this->locations->update( $id, $fields );
				if ( isset( $fields['parent_id'] ) || isset( $changes['position'] ) ) {
					$this->place( $tree, $id, $parent, isset( $changes['position'] ) ? (int) $changes['position'] : PHP_INT_MAX );
				}
			}
		);
		$this->changed();
		return $this->find( $id );
	}

	/**
	 * Deletes a region; one with sub-regions only with $force (they go too).
	 *
	 * @param int  $id    Region id.
	 * @param bool $force Whether to delete the sub-regions too.
	 * @return int[] The deleted ids.
	 * @throws Region_Error When the region does not exist or has sub-regions and $force is false.
	 */
	public function remove( int $id, bool $force ): array {
		$ids = Transaction::run(
			function () use ( $id, $force ) {
				$tree = new Region_Tree( $this->locations->all() );
				$tree->get( $id );
				$below = $tree->descendants( $id );
				if ( $below && ! $force ) {
					/* translators: %d: number of sub-regions */
					throw new Region_Error( 'immo_wizards_region_has_children', sprintf( _n( 'This region has %d sub-region. Move it elsewhere first, or delete with force=true to delete it too.', 'This region has %d sub-regions. Move them elsewhere first, or delete with force=true to delete them too.', count( $below ), 'immo-wizards' ), count( $below ) ), 409, array( 'children' => $below ) );
				}
				$ids = array_merge( $below, array( $id ) );
				$this->locations->delete( $ids );
				return $ids;
			}
		);
		$this->changed();
		return $ids;
	}

	/**
	 * Applies a GeoJSON upload (see Geojson_Upload): all features or none.
	 *
	 * @param mixed    $document Decoded GeoJSON.
	 * @param int|null $target   The one region it is for, or null for the whole set.
	 * @param bool     $create   Whether unknown names add regions.
	 * @return array<int, array<string,mixed>> The result per feature.
	 * @throws Region_Error When the upload is refused (with every feature's result).
	 */
	public function upload( $document, ?int $target, bool $create ): array {
		$results = Transaction::run(
			function () use ( $document, $target, $create ) {
				$tree = new Region_Tree( $this->locations->all() );
				if ( null !== $target ) {
					$tree->get( $target );
				}
				$plan = Geojson_Upload::plan( $document, $tree, $target, $create );
				foreach ( $plan['updates'] as $id => $geometry ) {
					$this->locations->update( $id, array( 'geometry' => $geometry ) );
				}
				$added = array();
				foreach ( $plan['creates'] as $new ) {
					$parent = $new['parent_id'];
					$id     = $this->locations->create( $parent, $new['name'], $tree->next_sort( $parent ) + ( $added[ $parent ] ?? 0 ) );
					$this->locations->update( $id, array( 'geometry' => $new['geometry'] ) );
					$added[ $parent ]                               = ( $added[ $parent ] ?? 0 ) + 1;
					$plan['results'][ $new['index'] ]['locationId'] = $id;
				}
				return $plan['results'];
			}
		);
		$this->changed();
		return $results;
	}

	/**
	 * One region as the editor shows it.
	 *
	 * @param int $id Region id.
	 * @return array<string,mixed>
	 */
	private function find( int $id ): array {
		foreach ( $this->tree() as $item ) {
			if ( $item['id'] === $id ) {
				return $item;
			}
		}
		return array();
	}

	/**
	 * Puts a region at a position among its siblings and numbers them 0, 1, 2 …
	 *
	 * @param Region_Tree $tree     The tree before the change.
	 * @param int         $id       Region id.
	 * @param int         $parent   Its (new) parent.
	 * @param int         $position Wanted position (past the end: last).
	 */
	private function place( Region_Tree $tree, int $id, int $parent, int $position ): void {
		$siblings = array_values( array_diff( $tree->children( $parent ), array( $id ) ) );
		array_splice( $siblings, max( 0, min( $position, count( $siblings ) ) ), 0, array( $id ) );
		foreach ( $siblings as $sort => $sibling ) {
			if ( $sibling === $id || $tree->get( $sibling )->sort !== $sort ) {
				$this->locations->update( $sibling, array( 'sort' => $sort ) );
			}
		}
	}

	/**
	 * A checked shape.
	 *
	 * @param mixed $geometry GeoJSON geometry.
	 * @return array<string,mixed>
	 * @throws Region_Error When it is refused.
	 */
	private static function shape( $geometry ): array {
		$positions = 0;
		$clean     = Geojson_Shape::check( $geometry, $positions );
		if ( is_string( $clean ) ) {
			throw new Region_Error( 'immo_wizards_region_invalid_geometry', $clean );
		}
		Geojson_Upload::check_positions( $positions );
		return $clean;
	}

	/**
	 * A row as the API shows it.
	 *
	 * @param object $row Row with its `position`.
	 * @return array<string,mixed>
	 */
	private static function item( object $row ): array {
		$geometry = null === $row->geometry ? null : json_decode( (string) $row->geometry, true );
		return array(
			'id'       => $row->location_id,
			'parentId' => $row->parent_id,
			'name'     => (string) $row->name,
			'active'   => $row->active,
			'position' => $row->position,
			'geometry' => is_array( $geometry ) ? $geometry : null,
		);
	}

	/**
	 * Tells the listings (and every cache of the regions) that the regions changed.
	 */
	private function changed(): void {
		do_action( Lookup_Sync::REGIONS_CHANGED ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- immo_wizards_regions_changed.
	}
}
