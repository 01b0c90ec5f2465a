<?php
/**
 * Plans a GeoJSON upload of region shapes: each feature checked and matched to a region.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Regions;

defined( 'ABSPATH' ) || exit;

/**
 * A feature finds its region by the property `locationId`, else by `name` (case-insensitive); with
 * `create` an unknown name adds a region (under the top-level region named by `parentId` or `parent`).
 * The plan is all or nothing: one refused feature refuses the upload, with a result per feature.
 */
final class Geojson_Upload {

	/** Bytes of a file at most. */
	public const MAX_BYTES = 5242880;

	/** Positions of all shapes together at most. */
	public const MAX_POSITIONS = 50000;

	/** Features of a file at most. */
	public const MAX_FEATURES = 2000;

	/**
	 * The plan: a result per feature (`index`, `name`, `locationId`, `action` update|create, `error`),
	 * the shapes of existing regions by id and the regions to create.
	 *
	 * @param mixed       $document Decoded GeoJSON.
	 * @param Region_Tree $regions  Current regions.
	 * @param int|null    $target   The one region the upload is for (`?id=`), or null for the whole set.
	 * @param bool        $create   Whether unknown names add regions.
	 * @return array{results: array<int, array<string,mixed>>, updates: array<int, array<string,mixed>>, creates: array<int, array{index:int,name:string,parent_id:int,geometry:array<string,mixed>}>}
	 * @throws Region_Error When the document or any feature is refused.
	 */
	public static function plan( $document, Region_Tree $regions, ?int $target, bool $create ): array {
		$features  = self::features( $document, $target );
		$plan      = array(
			'results' => array(),
			'updates' => array(),
			'creates' => array(),
		);
		$claimed   = array();
		$positions = 0;
		$failed    = 0;
		foreach ( $features as $index => $feature ) {
			$properties = is_array( $feature['properties'] ?? null ) ? $feature['properties'] : array();
			$name       = is_string( $properties['name'] ?? null ) ? Region_Names::clean( $properties['name'] ) : '';
			$result     = array(
				'index'      => $index,
				'name'       => $name,
				'locationId' => null,
				'action'     => null,
				'error'      => null,
			);
			$geometry   = is_array( $feature ) && 'Feature' === ( $feature['type'] ?? null ) ? Geojson_Shape::check( $feature['geometry'] ?? null, $positions ) : __( 'This is not a GeoJSON Feature.', 'immo-wizards' );
			self::check_positions( $positions );
			$match = is_string( $geometry ) ? $geometry : self::match( $properties, $name, $regions, $target, $create );
			if ( is_int( $match ) || is_array( $match ) ) {
				$key = is_int( $match ) ? 'id:' . $match : 'new:' . Region_Names::key( $name );
				if ( isset( $claimed[ $key ] ) ) {
					/* translators: %d: number of the earlier feature (1-based) */
					$match = sprintf( __( 'Feature %d already sets the shape of this region.', 'immo-wizards' ), $claimed[ $key ] + 1 );
				} else {
					$claimed[ $key ] = $index;
				}
			}
			if ( is_string( $match ) ) {
				$result['error'] = $match;
				++$failed;
			} elseif ( is_int( $match ) ) {
				$result['locationId']      = $match;
				$result['action']          = 'update';
				$plan['updates'][ $match ] = $geometry;
			} else {
				$result['action']  = 'create';
				$plan['creates'][] = array(
					'index'     => $index,
					'name'      => $name,
					'parent_id' => $match['parent_id'],
					'geometry'  => $geometry,
				);
			}
			$plan['results'][] = $result;
		}
		if ( $failed ) {
			/* translators: 1: features with errors, 2: all features */
			throw new Region_Error( 'immo_wizards_region_geojson_invalid', sprintf( __( '%1$d of %2$d features have errors; nothing was changed.', 'immo-wizards' ), $failed, count( $features ) ), 400, array( 'features' => $plan['results'] ) );
		}
		return $plan;
	}

	/**
	 * The features of the document: a FeatureCollection; for one region also a Feature or a geometry.
	 *
	 * @param mixed    $document Decoded GeoJSON.
	 * @param int|null $target   The one region, or null.
	 * @return array<int, mixed>
	 * @throws Region_Error When the document is no collection (or not one feature for one region).
	 */
	private static function features( $document, ?int $target ): array {
		$type     = is_array( $document ) ? ( $document['type'] ?? null ) : null;
		$features = 'FeatureCollection' === $type && is_array( $document['features'] ?? null ) && array_is_list( $document['features'] ) ? $document['features'] : null;
		if ( null !== $target && null === $features && in_array( $type, array( 'Feature', 'Polygon', 'MultiPolygon' ), true ) ) {
			$features = array(
				'Feature' === $type ? $document : array(
					'type'     => 'Feature',
					'geometry' => $document,
				),
			);
		}
		if ( ! $features ) {
			throw new Region_Error( 'immo_wizards_region_geojson_invalid', __( 'Please send a GeoJSON FeatureCollection with at least one feature.', 'immo-wizards' ) );
		}
		if ( null !== $target && 1 !== count( $features ) ) {
			throw new Region_Error( 'immo_wizards_region_geojson_invalid', __( 'A shape for one region must be one feature.', 'immo-wizards' ) );
		}
		if ( count( $features ) > self::MAX_FEATURES ) {
			/* translators: %s: number of features */
			throw new Region_Error( 'immo_wizards_region_geojson_too_large', sprintf( __( 'The file has more than %s features.', 'immo-wizards' ), number_format_i18n( self::MAX_FEATURES ) ), 413 );
		}
		return $features;
	}

	/**
	 * The region a feature sets: an existing id, a new region (`parent_id`) or the reason it has none.
	 *
	 * @param array<string,mixed> $properties Feature properties.
	 * @param string              $name       Its clean name.
	 * @param Region_Tree         $regions    Current regions.
	 * @param int|null            $target     The one region of the upload, or null.
	 * @param bool                $create     Whether unknown names add regions.
	 * @return int|array{parent_id:int}|string
	 */
	private static function match( array $properties, string $name, Region_Tree $regions, ?int $target, bool $create ) {
		if ( null !== $target ) {
			return $target;
		}
		$rows = $regions->by_id();
		$id   = $properties['locationId'] ?? null;
		if ( null !== $id ) {
			$id = is_int( $id ) || ( is_string( $id ) && ctype_digit( $id ) ) ? (int) $id : 0;
			/* translators: %s: region id */
			return isset( $rows[ $id ] ) ? $id : sprintf( __( 'There is no region with the locationId %s.', 'immo-wizards' ), (string) $id );
		}
		if ( '' === $name ) {
			return __( 'The feature has neither a locationId nor a name.', 'immo-wizards' );
		}
		$found = $regions->find_by_name( $name );
		if ( 0 === $found ) {
			/* translators: %s: region name */
			return sprintf( __( 'Several regions are named "%s". Please give the feature a locationId.', 'immo-wizards' ), $name );
		}
		if ( null !== $found ) {
			return $found;
		}
		if ( ! $create ) {
			/* translators: %s: region name */
			return sprintf( __( 'There is no region named "%s". Allow new regions to add it.', 'immo-wizards' ), $name );
		}
		$parent = $properties['parentId'] ?? 0;
		if ( is_string( $properties['parent'] ?? null ) ) {
			$parent = -1;
			foreach ( $regions->children( 0 ) as $top ) {
				$parent = Region_Names::key( (string) $rows[ $top ]->name ) === Region_Names::key( $properties['parent'] ) ? $top : $parent;
			}
		}
		if ( 0 !== $parent && ( ! is_int( $parent ) || ! isset( $rows[ $parent ] ) || 0 !== $rows[ $parent ]->parent_id ) ) {
			return __( 'The parent region (parentId or parent) is not a top-level region.', 'immo-wizards' );
		}
		return array( 'parent_id' => $parent );
	}

	/**
	 * Refuses shapes with too many positions.
	 *
	 * @param int $positions Positions counted.
	 * @throws Region_Error When they are too many.
	 */
	public static function check_positions( int $positions ): void {
		if ( $positions > self::MAX_POSITIONS ) {
			/* translators: %s: number of positions */
			throw new Region_Error( 'immo_wizards_region_geojson_too_large', sprintf( __( 'The shapes have more than %s positions. Please simplify them.', 'immo-wizards' ), number_format_i18n( self::MAX_POSITIONS ) ), 413 );
		}
	}
}
