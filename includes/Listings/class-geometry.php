<?php
/**
 * Point-in-polygon for the regions' GeoJSON.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Listings;

defined( 'ABSPATH' ) || exit;

/**
 * Planar test on [lng, lat] (regions are city districts: no antimeridian, no great circles). A point on
 * an edge or a vertex counts as inside, so a listing on the border of two adjacent districts belongs
 * to both; a point inside a hole is outside, one on a hole's edge is on the polygon's boundary (inside).
 */
final class Geometry {

	/** Tolerance in degrees for "on the edge" (~1 cm). */
	private const EPSILON = 1e-7;

	/**
	 * Whether a GeoJSON Polygon or MultiPolygon contains the point.
	 *
	 * @param array<string,mixed> $geometry GeoJSON geometry.
	 * @param float               $lat      Latitude.
	 * @param float               $lng      Longitude.
	 */
	public static function contains( array $geometry, float $lat, float $lng ): bool {
		$coordinates = $geometry['coordinates'] ?? null;
		if ( ! is_array( $coordinates ) ) {
			return false;
		}
		$polygons = match ( $geometry['type'] ?? '' ) {
			'Polygon'      => array( $coordinates ),
			'MultiPolygon' => $coordinates,
			default        => array(),
		};
		foreach ( $polygons as $rings ) {
			if ( is_array( $rings ) && self::polygon_contains( $rings, $lng, $lat ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Bounding box [minLng, minLat, maxLng, maxLat] of a geometry's outer rings; null when it has none.
	 *
	 * @param array<string,mixed> $geometry GeoJSON geometry.
	 * @return float[]|null
	 */
	public static function bbox( array $geometry ): ?array {
		$coordinates = $geometry['coordinates'] ?? null;
		$polygons    = 'MultiPolygon' === ( $geometry['type'] ?? '' ) ? $coordinates : array( $coordinates );
		$box         = null;
		foreach ( (array) $polygons as $rings ) {
			foreach ( is_array( $rings[0] ?? null ) ? $rings[0] : array() as $point ) {
				if ( ! self::is_point( $point ) ) {
					continue;
				}
				$box = null === $box
					? array( $point[0], $point[1], $point[0], $point[1] )
					: array( min( $box[0], $point[0] ), min( $box[1], $point[1] ), max( $box[2], $point[0] ), max( $box[3], $point[1] ) );
			}
		}
		return null === $box ? null : array_map( 'floatval', $box );
	}

	/**
	 * Whether a box (from bbox()) may contain the point.
	 *
	 * @param float[] $box Box.
	 * @param float   $lat Latitude.
	 * @param float   $lng Longitude.
	 */
	public static function in_box( array $box, float $lat, float $lng ): bool {
		return $lng >= $box[0] - self::EPSILON && $lat >= $box[1] - self::EPSILON
			&& $lng <= $box[2] + self::EPSILON && $lat <= $box[3] + self::EPSILON;
	}

	/**
	 * One polygon: inside the outer ring (or on its edge) and not strictly inside a hole.
	 *
	 * @param array<int, mixed> $rings Outer ring, then holes.
	 * @param float             $x     Longitude.
	 * @param float             $y     Latitude.
	 */
	private static function polygon_contains( array $rings, float $x, float $y ): bool {
		$outer = self::ring( $rings[0] ?? null );
		if ( count( $outer ) < 3 ) {
			return false;
		}
		if ( self::on_boundary( $outer, $x, $y ) ) {
			return true;
		}
		if ( ! self::ring_contains( $outer, $x, $y ) ) {
			return false;
		}
		foreach ( array_slice( $rings, 1 ) as $hole ) {
			$hole = self::ring( $hole );
			if ( count( $hole ) < 3 || self::on_boundary( $hole, $x, $y ) ) {
				continue;
			}
			if ( self::ring_contains( $hole, $x, $y ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Even-odd ray casting (the point is known not to lie on the boundary).
	 *
	 * @param array<int, float[]> $ring Ring.
	 * @param float               $x    Longitude.
	 * @param float               $y    Latitude.
	 */
	private static function ring_contains( array $ring, float $x, float $y ): bool {
		$inside = false;
		$count  = count( $ring );
		for ( $i = 0, $j = $count - 1; $i < $count; $j = $i++ ) {
			[ $xi, $yi ] = $ring[ $i ];
			[ $xj, $yj ] = $ring[ $j ];
			if ( ( $yi > $y ) !== ( $yj > $y ) && $x < ( $xj - $xi ) * ( $y - $yi ) / ( $yj - $yi ) + $xi ) {
				$inside = ! $inside;
			}
		}
		return $inside;
	}

	/**
	 * Whether the point lies on one of the ring's edges.
	 *
	 * @param array<int, float[]> $ring Ring.
	 * @param float               $x    Longitude.
	 * @param float               $y    Latitude.
	 */
	private static function on_boundary( array $ring, float $x, float $y ): bool {
		$count = count( $ring );
		for ( $i = 0, $j = $count - 1; $i < $count; $j = $i++ ) {
			[ $ax, $ay ] = $ring[ $j ];
			[ $bx, $by ] = $ring[ $i ];
			$length      = hypot( $bx - $ax, $by - $ay );
			$cross       = ( $bx - $ax ) * ( $y - $ay ) - ( $by - $ay ) * ( $x - $ax );
			$distance    = $length > 0 ? abs( $cross ) / $length : hypot( $x - $ax, $y - $ay );
			if ( $distance <= self::EPSILON
				&& $x >= min( $ax, $bx ) - self::EPSILON && $x <= max( $ax, $bx ) + self::EPSILON
				&& $y >= min( $ay, $by ) - self::EPSILON && $y <= max( $ay, $by ) + self::EPSILON ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The valid [lng, lat] points of a ring (the closing point is optional).
	 *
	 * @param mixed $ring GeoJSON ring.
	 * @return array<int, float[]>
	 */
	private static function ring( $ring ): array {
		$points = array();
		foreach ( is_array( $ring ) ? $ring : array() as $point ) {
			if ( self::is_point( $point ) ) {
				$points[] = array( (float) $point[0], (float) $point[1] );
			}
		}
		if ( count( $points ) > 1 && $points[0] === $points[ count( $points ) - 1 ] ) {
			array_pop( $points );
		}
		return $points;
	}

	/**
	 * Whether a value is a [lng, lat] pair.
	 *
	 * @param mixed $point Value.
	 */
	private static function is_point( $point ): bool {
		return is_array( $point ) && isset( $point[0], $point[1] ) && is_numeric( $point[0] ) && is_numeric( $point[1] );
	}
}
