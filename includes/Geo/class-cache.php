<?php
/**
 * Cache of upstream answers (geocoder, routing).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Geo;

defined( 'ABSPATH' ) || exit;

/**
 * Answers are cached only when the site has a persistent object cache (Redis, Memcached …), which
 * evicts on its own. Without one, transients would land in wp_options, and every unique search text or
 * start point a visitor (or a bot) sends would add rows without bound; then nothing is cached and the
 * per-IP rate limits protect the upstream service.
 */
final class Cache {

	public const GROUP = 'immo_wizards';

	/**
	 * Whether answers are cached at all.
	 */
	public static function enabled(): bool {
		return (bool) wp_using_ext_object_cache();
	}

	/**
	 * A cached array, or null.
	 *
	 * @param string $key Cache key.
	 * @return array<mixed>|null
	 */
	public static function get( string $key ): ?array {
		if ( ! self::enabled() ) {
			return null;
		}
		$value = wp_cache_get( $key, self::GROUP );
		return is_array( $value ) ? $value : null;
	}

	/**
	 * Caches an array for $ttl seconds (no-op without a persistent object cache).
	 *
	 * @param string       $key   Cache key.
	 * @param array<mixed> $value Value.
	 * @param int          $ttl   Seconds.
	 */
	public static function set( string $key, array $value, int $ttl ): void {
		if ( self::enabled() ) {
			wp_cache_set( $key, $value, self::GROUP, $ttl );
		}
	}
}
