<?php
/**
 * The GET both upstream services (routing, geocoder) are asked with, and its cache.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Geo;

use ImmoWizards\Errors\Routing_Unavailable;
use ImmoWizards\Errors\Upstream_Unavailable;

defined( 'ABSPATH' ) || exit;

/**
 * One JSON GET of an upstream service: limited in time (at most MAX_TIMEOUT) and size, identified by
 * the plugin, never redirected, and within the site's cap on concurrent upstream calls
 * (Upstream_Slots). The configured URL may be a local service, so private addresses cannot be
 * refused, and a redirect from a compromised or spoofed service could point the server at any of them
 * (cloud metadata, the admin's router): a redirect answer counts as a failed service. Good answers
 * are cached (with a persistent object cache, see Cache): fresh for a day (filter
 * `immo_wizards_upstream_cache_ttl`), and for a week more as the answer given while the service is
 * down, slow or over the cap.
 */
final class Upstream {

	/** The longest an upstream call may take, in seconds, whatever the timeout filters say. */
	public const MAX_TIMEOUT = 3.0;

	/** Seconds a cached answer is kept in all (fresh, then stale). */
	private const KEEP_TTL = 8 * DAY_IN_SECONDS;

	/**
	 * The cached result for $url while fresh, else the service's answer turned into the result by $read
	 * (which throws for a failed or invalid answer; only results are cached). When the service fails
	 * ($read throws Upstream_Unavailable or Routing_Unavailable), a stale cached result is the answer.
	 *
	 * @template T
	 * @param string                                         $url       Service URL (also the cache key).
	 * @param float                                          $timeout   Timeout in seconds (at most MAX_TIMEOUT).
	 * @param int                                            $max_bytes Largest body read.
	 * @param callable(array{status:int,data:mixed}|null): T $read      Turns the answer (null: no answer) into the result.
	 * @return T
	 * @throws Upstream_Unavailable When the geocoder failed and nothing is cached.
	 * @throws Routing_Unavailable When the routing service failed and nothing is cached.
	 */
	public static function cached_json( string $url, float $timeout, int $max_bytes, callable $read ) {
		$cache_key = 'immo_wizards_upstream_' . md5( $url );
		$cached    = Cache::get( $cache_key );
		$cached    = isset( $cached['at'] ) && array_key_exists( 'value', $cached ) ? $cached : null;
		if ( null !== $cached && (int) $cached['at'] > time() - self::fresh_ttl() ) {
			return $cached['value'];
		}
		try {
			$result = $read( self::capped_get_json( $url, min( $timeout, self::MAX_TIMEOUT ), $max_bytes ) );
		} catch ( Upstream_Unavailable | Routing_Unavailable $e ) {
			if ( null !== $cached ) {
				return $cached['value'];
			}
			throw $e;
		}
		Cache::set(
			$cache_key,
			array(
				'at'    => time(),
				'value' => $result,
			),
			self::KEEP_TTL
		);
		return $result;
	}

	/**
	 * Seconds a cached answer is fresh.
	 */
	private static function fresh_ttl(): int {
		/**
		 * Filters how long a cached geocoder or routing answer is used without asking the service
		 * (it is still used while the service fails, for up to a week more).
		 *
		 * @param int $seconds Default a day.
		 */
		return (int) apply_filters( 'immo_wizards_upstream_cache_ttl', DAY_IN_SECONDS );
	}

	/**
	 * The answer of get_json() within the cap on concurrent upstream calls; null (a failed service)
	 * over the cap.
	 *
	 * @param string $url       Service URL.
	 * @param float  $timeout   Timeout in seconds.
	 * @param int    $max_bytes Largest body read.
	 * @return array{status:int,data:mixed}|null
	 */
	private static function capped_get_json( string $url, float $timeout, int $max_bytes ): ?array {
		// The lease outlasts the call by a margin, so only a worker that died leaves its slot to expire.
		$slot = Upstream_Slots::claim( (int) ceil( $timeout ) + 5 );
		if ( null === $slot ) {
			return null;
		}
		try {
			return self::get_json( $url, $timeout, $max_bytes );
		} finally {
			Upstream_Slots::release( $slot );
		}
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
