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
 * Fetches `/api` and `/reverse`, validates the GeoJSON strictly, keeps only whitelisted properties
 * and caches good answers for a day when the site has a persistent object cache (see Cache).
 */
final class Photon_Client {

	public const PROPERTIES = array( 'street', 'housenumber', 'postcode', 'city', 'district', 'name', 'state', 'country', 'osm_key', 'osm_value' );

	private const CACHE_TTL = DAY_IN_SECONDS;

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
		$url       = $this->settings->geocoder_url() . $path . '?' . http_build_query( $query, '', '&', PHP_QUERY_RFC3986 );
		$cache_key = 'immo_wizards_geo_' . md5( $url );
		$cached    = Cache::get( $cache_key );
		if ( null !== $cached ) {
			return $cached;
		}
		$answer = Upstream::get_json(
			$url,
			/**
			 * Filters the geocoder timeout in seconds.
			 *
			 * @param float $timeout Default 5.
			 */
			(float) apply_filters( 'immo_wizards_geocoder_timeout', 5 ),
			self::MAX_BYTES
		);
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
		$result = array(
			'type'     => 'FeatureCollection',
			'features' => $features,
		);
		Cache::set( $cache_key, $result, self::CACHE_TTL );
		return $result;
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
		if ( ! ( is_int( $lng ) || is_float( $lng ) ) || ! ( is_int( $lat ) || is_float( $lat ) ) || abs( $lat ) > 90 || abs( $lng ) > 180 ) {
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
