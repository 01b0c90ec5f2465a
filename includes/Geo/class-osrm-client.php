<?php
/**
 * Client of an OSRM-compatible routing service.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Geo;

use ImmoWizards\Errors\No_Route;
use ImmoWizards\Errors\Routing_Disabled;
use ImmoWizards\Errors\Routing_Unavailable;
use ImmoWizards\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Fetches the car route from a start point to the office (`/route/v1/driving/…`), validates the answer
 * strictly; answers are cached (Upstream) by the rounded start point.
 */
final class Osrm_Client {

	private const MAX_BYTES = 4194304;

	private const MAX_POINTS = 50000;

	/** Decimals of the start point (about 11 m): nearby starts share a cache entry. */
	private const START_PRECISION = 4;

	/** OSRM codes that mean "there is no route from here", not "the service failed". */
	private const NO_ROUTE_CODES = array( 'NoRoute', 'NoSegment' );

	/**
	 * Constructor.
	 *
	 * @param Settings $settings Settings (service URL, office).
	 */
	public function __construct( private Settings $settings ) {
	}

	/**
	 * The route from ($lat, $lng) to the office.
	 *
	 * @param float $lat Start latitude.
	 * @param float $lng Start longitude.
	 * @return array{distance:float,duration:float,geometry:array{type:string,coordinates:array<int,array{0:float,1:float}>},office:array{lat:float,lng:float}}
	 * @throws Routing_Disabled When no routing service is configured.
	 * @throws Routing_Unavailable When the service fails.
	 * @throws No_Route When the service finds no route.
	 */
	public function route( float $lat, float $lng ): array {
		if ( ! $this->settings->routing_enabled() ) {
			throw self::disabled();
		}
		$office = $this->settings->office();
		$url    = sprintf(
			'%s/route/v1/driving/%s,%s;%s,%s?overview=full&geometries=geojson',
			$this->settings->routing_url(),
			self::coordinate( $lng, self::START_PRECISION ),
			self::coordinate( $lat, self::START_PRECISION ),
			self::coordinate( $office['lng'], 6 ),
			self::coordinate( $office['lat'], 6 )
		);
		return Upstream::cached_json(
			$url,
			/**
			 * Filters the routing timeout in seconds.
			 *
			 * @param float $timeout Default 3 (Upstream::MAX_TIMEOUT, also the most allowed).
			 */
			(float) apply_filters( 'immo_wizards_routing_timeout', Upstream::MAX_TIMEOUT ),
			self::MAX_BYTES,
			fn ( ?array $answer ) => self::route_of( $answer ) + array(
				'office' => array(
					'lat' => $office['lat'],
					'lng' => $office['lng'],
				),
			)
		);
	}

	/**
	 * The validated first route of an answer.
	 *
	 * @param array{status:int,data:mixed}|null $answer Upstream answer.
	 * @return array{distance:float,duration:float,geometry:array{type:string,coordinates:array<int,array{0:float,1:float}>}}
	 * @throws Routing_Unavailable When the service failed or answered something else.
	 * @throws No_Route When the service finds no route.
	 */
	private static function route_of( ?array $answer ): array {
		if ( null === $answer ) {
			throw self::unavailable();
		}
		$status = $answer['status'];
		$data   = $answer['data'];
		$code   = is_array( $data ) ? ( $data['code'] ?? null ) : null;
		// OSRM answers "no route" with HTTP 400 and a code; every other failure is the service's.
		if ( in_array( $code, self::NO_ROUTE_CODES, true ) && in_array( $status, array( 200, 400 ), true ) ) {
			throw self::no_route();
		}
		if ( 200 !== $status || 'Ok' !== $code || ! is_array( $data['routes'] ?? null ) ) {
			throw self::unavailable();
		}
		if ( ! $data['routes'] ) {
			throw self::no_route();
		}
		$route = $data['routes'][0];
		if ( ! is_array( $route ) || ! self::is_amount( $route['distance'] ?? null ) || ! self::is_amount( $route['duration'] ?? null ) ) {
			throw self::unavailable();
		}
		$geometry = $route['geometry'] ?? null;
		$points   = is_array( $geometry ) ? ( $geometry['coordinates'] ?? null ) : null;
		if ( 'LineString' !== ( $geometry['type'] ?? null ) || ! is_array( $points ) || ! array_is_list( $points ) || count( $points ) < 2 || count( $points ) > self::MAX_POINTS ) {
			throw self::unavailable();
		}
		$coordinates = array();
		foreach ( $points as $point ) {
			if ( ! is_array( $point ) || ! array_is_list( $point ) || count( $point ) < 2 ) {
				throw self::unavailable();
			}
			[ $lng, $lat ] = $point;
			if ( ! Upstream::is_position( $lng, $lat ) ) {
				throw self::unavailable();
			}
			$coordinates[] = array( round( (float) $lng, 6 ), round( (float) $lat, 6 ) );
		}
		return array(
			'distance' => round( (float) $route['distance'], 1 ),
			'duration' => round( (float) $route['duration'], 1 ),
			'geometry' => array(
				'type'        => 'LineString',
				'coordinates' => $coordinates,
			),
		);
	}

	/**
	 * Whether a value is a finite, non-negative number.
	 *
	 * @param mixed $value Value.
	 */
	private static function is_amount( $value ): bool {
		return ( is_int( $value ) || is_float( $value ) ) && is_finite( (float) $value ) && $value >= 0;
	}

	/**
	 * A coordinate for the URL path (fixed decimals, no exponent, no locale).
	 *
	 * @param float $value    Degrees.
	 * @param int   $decimals Decimals.
	 */
	private static function coordinate( float $value, int $decimals ): string {
		return rtrim( rtrim( number_format( $value, $decimals, '.', '' ), '0' ), '.' );
	}

	/**
	 * The answer "no route from here".
	 */
	private static function no_route(): No_Route {
		return new No_Route( __( 'No route found from this address.', 'immo-wizards' ) );
	}

	/**
	 * The answer "no routing service is configured".
	 */
	private static function disabled(): Routing_Disabled {
		return new Routing_Disabled( __( 'Route planning is not set up on this site.', 'immo-wizards' ) );
	}

	/**
	 * The one upstream failure.
	 */
	private static function unavailable(): Routing_Unavailable {
		return new Routing_Unavailable( __( 'Route planning is not available right now.', 'immo-wizards' ) );
	}
}
