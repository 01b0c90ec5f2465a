<?php
/**
 * The regions as a tree, for checks and ordering.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Regions;

defined( 'ABSPATH' ) || exit;

/**
 * Built from every row of the table: children by parent in sort order, the checks a move or a name
 * has to pass.
 */
final class Region_Tree {

	/**
	 * Rows by id.
	 *
	 * @var array<int, object>
	 */
	private array $rows = array();

	/**
	 * Child ids by parent id, in sort order.
	 *
	 * @var array<int, int[]>
	 */
	private array $children = array();

	/**
	 * Constructor.
	 *
	 * @param object[] $rows Every region, by sort position (Location_Repository::all()).
	 */
	public function __construct( array $rows ) {
		foreach ( $rows as $row ) {
			$this->rows[ $row->location_id ] = $row;
		}
		foreach ( $rows as $row ) {
			// A row whose parent is gone shows at the top level rather than not at all.
			$parent                      = isset( $this->rows[ $row->parent_id ] ) ? $row->parent_id : 0;
			$this->children[ $parent ][] = $row->location_id;
		}
	}

	/**
	 * Rows by id.
	 *
	 * @return array<int, object>
	 */
	public function by_id(): array {
		return $this->rows;
	}

	/**
	 * A region's row.
	 *
	 * @param int $id Region id.
	 * @throws Region_Error When there is none.
	 */
	public function get( int $id ): object {
		if ( ! isset( $this->rows[ $id ] ) ) {
			throw new Region_Error( 'immo_wizards_region_not_found', __( 'There is no such region.', 'immo-wizards' ), 404 );
		}
		return $this->rows[ $id ];
	}

	/**
	 * Ids of a region's children in order (0: the top level).
	 *
	 * @param int $parent Parent id.
	 * @return int[]
	 */
	public function children( int $parent ): array {
		return $this->children[ $parent ] ?? array();
	}

	/**
	 * The sort value that puts a new region after the children of a parent.
	 *
	 * @param int $parent Parent id (0: the top level).
	 */
	public function next_sort( int $parent ): int {
		$sorts = array_map( fn ( $id ) => (int) $this->rows[ $id ]->sort, $this->children( $parent ) );
		return $sorts ? max( $sorts ) + 1 : 0;
	}

	/**
	 * Ids of every region below a region.
	 *
	 * @param int $id Region id.
	 * @return int[]
	 */
	public function descendants( int $id ): array {
		$out = array();
		foreach ( $this->children( $id ) as $child ) {
			$out = array_merge( $out, array( $child ), $this->descendants( $child ) );
		}
		return $out;
	}

	/**
	 * Rows depth-first, each with its `position` among its siblings.
	 *
	 * @param int $parent Where to start (0: the top level).
	 * @return object[]
	 */
	public function ordered( int $parent = 0 ): array {
		$out = array();
		foreach ( $this->children( $parent ) as $position => $id ) {
			$row           = clone $this->rows[ $id ];
			$row->position = $position;
			$out           = array_merge( $out, array( $row ), $this->ordered( $id ) );
		}
		return $out;
	}

	/**
	 * Refuses a parent for a region (0: a new one) that would make a cycle or a third level.
	 *
	 * @param int $id     Region id (0: a new region).
	 * @param int $parent The parent (0: top level).
	 * @throws Region_Error When the parent is refused.
	 */
	public function check_parent( int $id, int $parent ): void {
		if ( 0 === $parent ) {
			return;
		}
		if ( $id && ( $parent === $id || in_array( $parent, $this->descendants( $id ), true ) ) ) {
			throw new Region_Error( 'immo_wizards_region_cycle', __( 'A region cannot be moved into itself or one of its sub-regions.', 'immo-wizards' ) );
		}
		if ( ! isset( $this->rows[ $parent ] ) ) {
			throw new Region_Error( 'immo_wizards_region_parent_not_found', __( 'The parent region does not exist.', 'immo-wizards' ) );
		}
		if ( 0 !== $this->rows[ $parent ]->parent_id || ( $id && $this->children( $id ) ) ) {
			throw new Region_Error( 'immo_wizards_region_too_deep', __( 'Regions nest two levels deep: top-level regions and their sub-regions.', 'immo-wizards' ) );
		}
	}

	/**
	 * The clean name, unless it is empty or a sibling has it (a group and one of its districts may
	 * share a name, as Blasewitz does).
	 *
	 * @param string $name   Name as sent.
	 * @param int    $id     The region that gets it (0: a new one).
	 * @param int    $parent Its parent (0: top level).
	 * @return string
	 * @throws Region_Error When the name is empty or taken.
	 */
	public function free_name( string $name, int $id, int $parent ): string {
		$clean = Region_Names::clean( $name );
		if ( '' === $clean ) {
			throw new Region_Error( 'immo_wizards_region_invalid_name', __( 'Please enter a name.', 'immo-wizards' ) );
		}
		foreach ( $this->children( $parent ) as $sibling ) {
			$row = $this->rows[ $sibling ];
			if ( $sibling !== $id && Region_Names::key( (string) $row->name ) === Region_Names::key( $clean ) ) {
				/* translators: %s: region name */
				throw new Region_Error( 'immo_wizards_region_name_taken', sprintf( __( 'There is already a region named "%s" here.', 'immo-wizards' ), $row->name ), 409 );
			}
		}
		return $clean;
	}

	/**
	 * The region an uploaded shape with this name is for: of several with the name, the one without
	 * sub-regions (a group's area is its children's). Null when there is none; 0 when it is ambiguous.
	 *
	 * @param string $name Name.
	 */
	public function find_by_name( string $name ): ?int {
		$found = array();
		foreach ( $this->rows as $id => $row ) {
			if ( Region_Names::key( (string) $row->name ) === Region_Names::key( $name ) ) {
				$found[ $id ] = ! $this->children( $id );
			}
		}
		if ( count( $found ) > 1 ) {
			$found = array_filter( $found );
		}
		if ( ! $found ) {
			return null;
		}
		return 1 === count( $found ) ? (int) array_key_first( $found ) : 0;
	}
}
