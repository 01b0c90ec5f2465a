<?php
/**
 * Settings group: the office, the map and the upstream services.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Validates the office address and position, the map (tiles, centre, zoom) and the geocoder and
 * routing services.
 */
final class Map_Settings {

	/** Office address fields and their maximum lengths. */
	private const OFFICE_TEXT = array(
		'office_name'   => 100,
		'office_street' => 100,
		'office_number' => 20,
		'office_zip'    => 10,
		'office_city'   => 100,
	);

	/**
	 * The group's part of the option's JSON schema (coordinates may come as text with a decimal comma).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function schema(): array {
		$text       = array( 'type' => 'string' );
		$coordinate = array( 'type' => array( 'number', 'string' ) );
		return array_merge(
			array_fill_keys( array_keys( self::OFFICE_TEXT ), $text ),
			array_fill_keys( array( 'geocoder_url', 'tile_url', 'routing_url', 'tile_attribution', 'map_center' ), $text ),
			array(
				'office_lat' => $coordinate,
				'office_lng' => $coordinate,
				'map_zoom'   => array( 'type' => 'integer' ),
			)
		);
	}

	/**
	 * Validates the group's submitted values into $out; invalid ones add an error.
	 *
	 * @param array<string, mixed>  $input  Submitted values.
	 * @param array<string, mixed>  $out    Sanitised values.
	 * @param array<string, string> $errors Errors by setting.
	 */
	public static function sanitize( array $input, array &$out, array &$errors ): void {
		foreach ( array( 'geocoder_url', 'tile_url', 'routing_url' ) as $key ) {
			$url = Setting_Rules::url( $input, $key, 'routing_url' === $key, $errors );
			if ( 'routing_url' === $key && null !== $url && self::is_demo_routing( $url ) ) {
				$errors[ $key ] = __( 'The public OSRM demo server must not be used on a production site. Please enter the URL of your own routing service.', 'immo-wizards' );
			} elseif ( null !== $url ) {
				$out[ $key ] = 'tile_url' === $key ? $url : untrailingslashit( $url );
			}
		}
		foreach ( self::OFFICE_TEXT as $key => $max ) {
			if ( isset( $input[ $key ] ) ) {
				$text = is_scalar( $input[ $key ] ) ? sanitize_text_field( (string) $input[ $key ] ) : null;
				if ( null === $text || mb_strlen( $text ) > $max ) {
					/* translators: %d: maximum number of characters */
					$errors[ $key ] = sprintf( __( 'Please enter at most %d characters.', 'immo-wizards' ), $max );
				} else {
					$out[ $key ] = $text;
				}
			}
		}
		self::sanitize_coordinates( $input, $out, $errors );
		if ( isset( $input['tile_attribution'] ) && is_scalar( $input['tile_attribution'] ) ) {
			$out['tile_attribution'] = sanitize_text_field( (string) $input['tile_attribution'] );
		}
		if ( isset( $input['map_center'] ) ) {
			$center = self::parse_center( $input['map_center'] );
			if ( null === $center ) {
				$errors['map_center'] = __( 'The map centre must be "latitude,longitude", e.g. 51.0504,13.7373.', 'immo-wizards' );
			} else {
				$out['map_center'] = $center[0] . ',' . $center[1];
			}
		}
		Setting_Rules::int_range( $input, 'map_zoom', 6, 20, __( 'The map zoom must be a whole number from 6 to 20.', 'immo-wizards' ), $out, $errors );
	}

	/**
	 * The office's latitude and longitude (a decimal comma is accepted).
	 *
	 * @param array<string, mixed>  $input  Submitted values.
	 * @param array<string, mixed>  $out    Sanitised values.
	 * @param array<string, string> $errors Errors by setting.
	 */
	private static function sanitize_coordinates( array $input, array &$out, array &$errors ): void {
		$coordinates = array(
			'office_lat' => array( 90, __( 'The office latitude must be a number from -90 to 90.', 'immo-wizards' ) ),
			'office_lng' => array( 180, __( 'The office longitude must be a number from -180 to 180.', 'immo-wizards' ) ),
		);
		foreach ( $coordinates as $key => [ $limit, $message ] ) {
			if ( ! isset( $input[ $key ] ) ) {
				continue;
			}
			$value = is_scalar( $input[ $key ] ) ? filter_var( str_replace( ',', '.', trim( (string) $input[ $key ] ) ), FILTER_VALIDATE_FLOAT ) : false;
			if ( false === $value || abs( $value ) > $limit ) {
				$errors[ $key ] = $message;
			} else {
				$out[ $key ] = (float) $value;
			}
		}
	}

	/**
	 * Whether a URL points at the public OSRM demo server.
	 *
	 * @param string $url URL.
	 */
	public static function is_demo_routing( string $url ): bool {
		return 'router.project-osrm.org' === strtolower( (string) wp_parse_url( $url, PHP_URL_HOST ) );
	}

	/**
	 * Parses "lat,lng" into floats within range; null when invalid.
	 *
	 * @param mixed $value Input.
	 * @return array{0: float, 1: float}|null
	 */
	public static function parse_center( $value ): ?array {
		if ( ! is_string( $value ) || 1 !== preg_match( '/^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/', $value, $m ) ) {
			return null;
		}
		$lat = (float) $m[1];
		$lng = (float) $m[2];
		if ( $lat < -90 || $lat > 90 || $lng < -180 || $lng > 180 ) {
			return null;
		}
		return array( $lat, $lng );
	}
}
