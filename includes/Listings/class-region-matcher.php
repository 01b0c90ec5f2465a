<?php
/**
 * Which regions (locations) contain a listing.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Listings;

use ImmoWizards\Storage\Location_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * With coordinates: every region whose polygon contains the point, plus the groups of those regions
 * (a group's area is its children's). Without coordinates: regions named like the listing's district
 * or postcode. The regions are read once per request (reset() after they change).
 */
final class Region_Matcher {

	/**
	 * Regions with shapes: id → [parent id, geometry, bbox]; names: normalised name → ids.
	 *
	 * @var array{shapes: array<int, array{0:int,1:array<string,mixed>,2:float[]}>, names: array<string,int[]>, parents: array<int,int>}|null
	 */
	private ?array $regions = null;

	/**
	 * Constructor.
	 *
	 * @param Location_Repository $locations Regions.
	 */
	public function __construct( private Location_Repository $locations ) {
	}

	/**
	 * Region ids of a listing, ascending.
	 *
	 * @param float|null  $lat      Latitude.
	 * @param float|null  $lng      Longitude.
	 * @param string|null $zip      Postcode.
	 * @param string|null $district District.
	 * @return int[]
	 */
	public function match( ?float $lat, ?float $lng, ?string $zip, ?string $district ): array {
		$regions = $this->regions();
		$ids     = array();
		if ( null !== $lat && null !== $lng ) {
			foreach ( $regions['shapes'] as $id => [ $parent, $geometry, $box ] ) {
				if ( Geometry::in_box( $box, $lat, $lng ) && Geometry::contains( $geometry, $lat, $lng ) ) {
					$ids[] = $id;
				}
			}
		} else {
			foreach ( array( $district, $zip ) as $name ) {
				$ids = array_merge( $ids, $regions['names'][ self::name_key( (string) $name ) ] ?? array() );
			}
		}
		foreach ( $ids as $id ) {
			$parent = $regions['parents'][ $id ] ?? 0;
			if ( $parent ) {
				$ids[] = $parent;
			}
		}
		$ids = array_values( array_unique( $ids ) );
		sort( $ids );
		return $ids;
	}

	/**
	 * Forgets the regions read so far (they changed).
	 */
	public function reset(): void {
		$this->regions = null;
	}

	/**
	 * The regions, read once.
	 *
	 * @return array{shapes: array<int, array{0:int,1:array<string,mixed>,2:float[]}>, names: array<string,int[]>, parents: array<int,int>}
	 */
	private function regions(): array {
		if ( null !== $this->regions ) {
			return $this->regions;
		}
		$shapes  = array();
		$names   = array();
		$parents = array();
		foreach ( $this->locations->active() as $row ) {
			$id             = (int) $row->location_id;
			$parents[ $id ] = (int) $row->parent_id;
			$key            = self::name_key( (string) $row->name );
			if ( '' !== $key ) {
				$names[ $key ][] = $id;
			}
			$geometry = null === $row->geometry ? null : json_decode( (string) $row->geometry, true );
			$box      = is_array( $geometry ) ? Geometry::bbox( $geometry ) : null;
			if ( null !== $box ) {
				$shapes[ $id ] = array( (int) $row->parent_id, $geometry, $box );
			}
		}
		$this->regions = array(
			'shapes'  => $shapes,
			'names'   => $names,
			'parents' => $parents,
		);
		return $this->regions;
	}

	/**
	 * A name compared case- and space-insensitively.
	 *
	 * @param string $name Name.
	 */
	private static function name_key( string $name ): string {
		return mb_strtolower( trim( (string) preg_replace( '/\s+/u', ' ', $name ) ) );
	}
}
