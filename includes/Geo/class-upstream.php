<?php
/**
 * The GET both upstream services (routing, geocoder) are asked with, and its cache.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Geo;

defined( 'ABSPATH' ) || exit;

/**
 * One JSON GET of an upstream service: limited in time and size, identified by the plugin, and never
 * redirected: the configured URL may be a local service, so private addresses cannot be refused, and a
 * redirect from a compromised or spoofed service could point the server at any of them (cloud
 * metadata, the admin's router). A redirect answer counts as a failed service. Good answers are
 * cached for a day (with a persistent object cache, see Cache).
 */
final class Upstream {

	private const CACHE_TTL = DAY_IN_SECONDS;

	/**
	 * The cached result for $url, else the service's answer turned into the result by $read (which
	 * throws for a failed or invalid answer; only results are cached).
	 *
	 * @template T
	 * @param string                                         $url       Service URL (also the cache key).
	 * @param float                                          $timeout   Timeout in seconds.
	 * @param int                                            $max_bytes Largest body read.
	 * @param callable(array{status:int,data:mixed}|null): T $read      Turns the answer (null: no answer) into the result.
	 * @return T
	 */
	public static function cached_json( string $url, float $timeout, int $max_bytes, callable $read ) {
		$cache_key = 'immo_wizards_upstream_' . md5( $url );
		$cached    = Cache::get( $cache_key );
		if ( null !== $cached ) {
			return $cached;
		}
		$result = $read( self::get_json( $url, $timeout, $max_bytes ) );
		Cache::set( $cache_key, $result, self::CACHE_TTL );
		return $result;
	}

	/**
	 * Whether [lng, lat] are numbers within the earth's range (GeoJSON order).
	 *
	 * @param mixed $lng Longitude.
	 * @param mixed $lat Latitude.
	 */
	public static function is_position( $lng, $lat ): bool {
		return ( is_int( $lng ) || is_float( $lng ) ) && ( is_int( $lat ) || is_float( $lat ) ) && abs( $lat ) <= 90 && abs( $lng ) <= 180;
	}

	/**
	 * The answer's HTTP status and decoded JSON body, or null when the request failed.
	 *
	 * @param string $url       Service URL.
	 * @param float  $timeout   Timeout in seconds.
	 * @param int    $max_bytes Largest body read.
	 * @return array{status:int,data:mixed}|null
	 */
	public static function get_json( string $url, float $timeout, int $max_bytes ): ?array {
		// Not wp_safe_remote_get(): the service URL is admin configuration and may be a local service.
		$response = wp_remote_get(
			$url,
			array(
				'timeout'             => $timeout,
				'redirection'         => 0,
				'limit_response_size' => $max_bytes,
				'headers'             => array( 'Accept' => 'application/json' ),
				'user-agent'          => 'ImmoWizards/' . IMMO_WIZARDS_VERSION . '; ' . home_url( '/' ),
			)
		);
		$status   = (int) wp_remote_retrieve_response_code( $response );
		if ( is_wp_error( $response ) || ( $status >= 300 && $status < 400 ) ) {
			return null;
		}
		return array(
			'status' => $status,
			'data'   => json_decode( (string) wp_remote_retrieve_body( $response ), true, 32 ),
		);
	}
}
