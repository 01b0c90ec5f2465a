<?php
/**
 * Client of a Photon-compatible geocoder.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Geo;

use ImmoWizards\Errors\Upstream_Unavailable;
use ImmoWizards\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Fetches `/api` and `/reverse` (Upstream: no redirects, timeout, cache), validates the GeoJSON
 * strictly and keeps only whitelisted properties.
 */
final class Photon_Client {

	public const PROPERTIES = array( 'street', 'housenumber', 'postcode', 'city', 'district', 'name', 'state', 'country', 'osm_key', 'osm_value' );

	private const MAX_BYTES = 1048576;

	/**
	 * Constructor.
	 *
	 * @param Settings $settings Settings (upstream URL).
	 */
	public function __construct( private Settings $settings ) {
	}

	/**
	 * Forward search.
	 *
	 * @param string $query Search text.
	 * @param string $lang  de or en.
	 * @param int    $limit Maximum features.
	 * @return array{type:string,features:array}
	 * @throws Upstream_Unavailable When the service fails.
	 */
	public function search( string $query, string $lang, int $limit ): array {
		return $this->fetch(
			'/api',
			array(
				'q'     => $query,
				'lang'  => $lang,
				'limit' => $limit,
			),
			$limit
		);
	}

	/**
	 * Reverse geocoding.
	 *
	 * @param float  $lat  Latitude.
	 * @param float  $lon  Longitude.
	 * @param string $lang de or en.
	 * @return array{type:string,features:array}
	 * @throws Upstream_Unavailable When the service fails.
	 */
	public function reverse( float $lat, float $lon, string $lang ): array {
		return $this->fetch(
			'/reverse',
			array(
				'lat'  => $lat,
				'lon'  => $lon,
				'lang' => $lang,
			),
			1
		);
	}

	/**
	 * Cached GET of a Photon endpoint.
	 *
	 * @param string              $path  Endpoint path.
	 * @param array<string,mixed> $query Query args.
	 * @param int                 $limit Maximum features kept.
	 * @return array{type:string,features:array}
	 * @throws Upstream_Unavailable When the service fails.
	 */
	private function fetch( string $path, array $query, int $limit ): array {
		return Upstream::cached_json(
			$this->settings->geocoder_url() . $path . '?' . http_build_query( $query, '', '&', PHP_QUERY_RFC3986 ),
			/**
			 * Filters the geocoder timeout in seconds.
			 *
			 * @param float $timeout Default 3 (Upstream::MAX_TIMEOUT, also the most allowed).
			 */
			(float) apply_filters( 'immo_wizards_geocoder_timeout', Upstream::MAX_TIMEOUT ),
			self::MAX_BYTES,
			fn ( ?array $answer ) => self::collection( $answer, $limit )
		);
	}

	/**
	 * The validated FeatureCollection of an answer, with at most $limit features.
	 *
	 * @param array{status:int,data:mixed}|null $answer Upstream answer.
	 * @param int                               $limit  Maximum features kept.
	 * @return array{type:string,features:array}
	 * @throws Upstream_Unavailable When the service failed or answered something else.
	 */
	private static function collection( ?array $answer, int $limit ): array {
		if ( null === $answer || 200 !== $answer['status'] ) {
			throw self::unavailable();
		}
		$data = $answer['data'];
		if ( ! is_array( $data ) || 'FeatureCollection' !== ( $data['type'] ?? null ) || ! is_array( $data['features'] ?? null ) || ! array_is_list( $data['features'] ) ) {
			throw self::unavailable();
		}
		$features = array();
		foreach ( $data['features'] as $feature ) {
			$clean = self::feature( $feature );
			if ( null !== $clean ) {
				$features[] = $clean;
			}
			if ( count( $features ) >= $limit ) {
				break;
			}
		}
		return array(
			'type'     => 'FeatureCollection',
			'features' => $features,
		);
	}

	/**
	 * One sanitised feature, or null when it is not a valid point feature.
	 *
	 * @param mixed $feature Upstream feature.
	 * @return array<string,mixed>|null
	 */
	private static function feature( $feature ): ?array {
		if ( ! is_array( $feature ) || 'Feature' !== ( $feature['type'] ?? null ) || ! is_array( $feature['geometry'] ?? null ) ) {
			return null;
		}
		$geometry    = $feature['geometry'];
		$coordinates = $geometry['coordinates'] ?? null;
		if ( 'Point' !== ( $geometry['type'] ?? null ) || ! is_array( $coordinates ) || 2 > count( $coordinates ) ) {
			return null;
		}
		[ $lng, $lat ] = array_values( $coordinates );
		if ( ! Upstream::is_position( $lng, $lat ) ) {
			return null;
		}
		$properties = array();
		$upstream   = is_array( $feature['properties'] ?? null ) ? $feature['properties'] : array();
		foreach ( self::PROPERTIES as $key ) {
			$value = $upstream[ $key ] ?? null;
			if ( is_string( $value ) || is_int( $value ) ) {
				$value = mb_substr( sanitize_text_field( (string) $value ), 0, 200 );
				if ( '' !== $value ) {
					$properties[ $key ] = $value;
				}
			}
		}
		return array(
			'type'       => 'Feature',
			'geometry'   => array(
				'type'        => 'Point',
				'coordinates' => array( (float) $lng, (float) $lat ),
			),
			'properties' => (object) $properties,
		);
	}

	/**
	 * The one upstream failure.
	 */
	private static function unavailable(): Upstream_Unavailable {
		return new Upstream_Unavailable( __( 'The address search is not available right now.', 'immo-wizards' ) );
	}
}
