<?php
/**
 * Checks one GeoJSON geometry for a region.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Regions;

defined( 'ABSPATH' ) || exit;

/**
 * A region's shape is a Polygon or MultiPolygon in WGS84 ([lng, lat], RFC 7946) with closed rings of at
 * least 4 positions. What the point-in-polygon test and the wizard's map can draw, nothing else.
 */
final class Geojson_Shape {

	/**
	 * The geometry reduced to type and [lng, lat] coordinates (a third value, the altitude, is
	 * dropped), or the reason it is refused.
	 *
	 * @param mixed $geometry  Decoded GeoJSON geometry.
	 * @param int   $positions Positions counted so far (raised by this geometry's).
	 * @return array<string,mixed>|string The clean geometry or a message.
	 */
	public static function check( $geometry, int &$positions ) {
		if ( ! is_array( $geometry ) || ! isset( $geometry['type'] ) ) {
			return __( 'The feature has no geometry.', 'immo-wizards' );
		}
		$type = $geometry['type'];
		if ( 'Polygon' !== $type && 'MultiPolygon' !== $type ) {
			/* translators: %s: GeoJSON type sent, e.g. Point */
			return sprintf( __( 'Only Polygon and MultiPolygon shapes are accepted, not "%s".', 'immo-wizards' ), is_string( $type ) ? mb_substr( $type, 0, 40 ) : gettype( $type ) );
		}
		$polygons = $geometry['coordinates'] ?? null;
		if ( 'Polygon' === $type ) {
			$polygons = array( $polygons );
		}
		if ( ! is_array( $polygons ) || ! $polygons || ! array_is_list( $polygons ) ) {
			return __( 'The coordinates are missing or malformed.', 'immo-wizards' );
		}
		$clean = array();
		foreach ( $polygons as $rings ) {
			if ( ! is_array( $rings ) || ! $rings || ! array_is_list( $rings ) ) {
				return __( 'The coordinates are missing or malformed.', 'immo-wizards' );
			}
			$polygon = array();
			foreach ( $rings as $ring ) {
				$ring = self::ring( $ring, $positions );
				if ( is_string( $ring ) ) {
					return $ring;
				}
				$polygon[] = $ring;
			}
			$clean[] = $polygon;
		}
		return array(
			'type'        => $type,
			'coordinates' => 'Polygon' === $type ? $clean[0] : $clean,
		);
	}

	/**
	 * One linear ring as [lng, lat] pairs, or the reason it is refused.
	 *
	 * @param mixed $ring      Decoded ring.
	 * @param int   $positions Positions counted so far.
	 * @return array<int, float[]>|string
	 */
	private static function ring( $ring, int &$positions ) {
		if ( ! is_array( $ring ) || ! array_is_list( $ring ) ) {
			return __( 'The coordinates are missing or malformed.', 'immo-wizards' );
		}
		if ( count( $ring ) < 4 ) {
			return __( 'A ring needs at least 4 positions (the first repeated at the end).', 'immo-wizards' );
		}
		$positions += count( $ring );
		$clean      = array();
		foreach ( $ring as $position ) {
			if ( ! is_array( $position ) || ! array_is_list( $position ) || count( $position ) < 2 || count( $position ) > 3 || ! self::numbers( $position ) ) {
				return __( 'A position is not a pair of numbers [longitude, latitude].', 'immo-wizards' );
			}
			[ $lng, $lat ] = array( (float) $position[0], (float) $position[1] );
			if ( $lng < -180 || $lng > 180 || $lat < -90 || $lat > 90 ) {
				/* translators: 1: longitude, 2: latitude */
				return sprintf( __( 'The position [%1$s, %2$s] is outside WGS84 (longitude -180 to 180, latitude -90 to 90).', 'immo-wizards' ), $position[0], $position[1] );
			}
			$clean[] = array( $lng, $lat );
		}
		if ( $clean[0] !== $clean[ count( $clean ) - 1 ] ) {
			return __( 'A ring is not closed: its last position must repeat its first.', 'immo-wizards' );
		}
		return $clean;
	}

	/**
	 * Whether every value is a finite number (not a numeric string).
	 *
	 * @param array<int,mixed> $values Values.
	 */
	private static function numbers( array $values ): bool {
		foreach ( $values as $value ) {
			if ( ! ( is_int( $value ) || is_float( $value ) ) || ! is_finite( (float) $value ) ) {
				return false;
			}
		}
		return true;
	}
}
