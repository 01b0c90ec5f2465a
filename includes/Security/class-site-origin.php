<?php
/**
 * Which web origins may drive the plugin's routes from a browser.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Security;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress answers CORS for any origin, so without a check any website could make its visitors'
 * browsers submit forms, fetch form tokens or use up the geocoder quota. A browser says where a request
 * comes from (`Origin`, `Sec-Fetch-Site`; scripts cannot forge either); requests without both headers
 * come from servers or tools, not from a visitor's browser on another site, and pass.
 */
final class Site_Origin {

	/**
	 * Whether a request comes from a browser on another site that is not allowed.
	 *
	 * The request's Host header is deliberately not taken as an own origin: with DNS rebinding another
	 * site's page can send requests whose Host and Origin are both its own name. Sites reachable under
	 * further domains name them with the `immo_wizards_allowed_origins` filter.
	 *
	 * @param string $origin     The Origin header ('' when absent).
	 * @param string $fetch_site The Sec-Fetch-Site header ('' when absent).
	 */
	public static function is_cross_site( string $origin, string $fetch_site ): bool {
		$origin = trim( $origin );
		if ( '' !== $origin ) {
			$normal = self::normalize( $origin );
			if ( null !== $normal && in_array( $normal, self::allowed_origins(), true ) ) {
				return false;
			}
			// "null" (sandboxed frames, redirects from elsewhere) and every other origin.
			if ( null === $normal || ! in_array( $normal, self::own_origins(), true ) ) {
				return true;
			}
		}
		return 'cross-site' === strtolower( trim( $fetch_site ) );
	}

	/**
	 * This site's origins (home and WordPress address). Both schemes count: sites whose stored
	 * address still says http while they are served over https (or the reverse) are common, and only
	 * someone on the network path could serve the other scheme.
	 *
	 * @return string[]
	 */
	public static function own_origins(): array {
		$origins = array();
		foreach ( array( home_url(), site_url() ) as $url ) {
			foreach ( array( 'http', 'https' ) as $scheme ) {
				$origin = self::normalize( (string) set_url_scheme( $url, $scheme ) );
				if ( null !== $origin ) {
					$origins[] = $origin;
				}
			}
		}
		return array_values( array_unique( $origins ) );
	}

	/**
	 * Other sites allowed to use the routes from their pages (for the embed script): exact origins,
	 * empty by default.
	 *
	 * @return string[]
	 */
	public static function allowed_origins(): array {
		/**
		 * Filters the origins (e.g. "https://www.agency.example") whose pages may call the plugin's
		 * write and proxy routes from the browser. Empty by default.
		 *
		 * @param string[] $origins Origins.
		 */
		$allowed = apply_filters( 'immo_wizards_allowed_origins', array() );
		$origins = array();
		foreach ( is_array( $allowed ) ? $allowed : array() as $origin ) {
			$normal = is_string( $origin ) ? self::normalize( $origin ) : null;
			if ( null !== $normal ) {
				$origins[] = $normal;
			}
		}
		return $origins;
	}

	/**
	 * The origin of a URL as browsers send it: "scheme://host[:port]" in lower case, without the
	 * scheme's default port and without a path; null for anything else ("null", other schemes,
	 * credentials, a query).
	 *
	 * @param string $origin Origin or site URL.
	 */
	private static function normalize( string $origin ): ?string {
		$parts = wp_parse_url( $origin );
		if ( ! is_array( $parts ) || isset( $parts['user'] ) || isset( $parts['pass'] ) || isset( $parts['query'] ) ) {
			return null;
		}
		$scheme = strtolower( (string) ( $parts['scheme'] ?? '' ) );
		$host   = strtolower( (string) ( $parts['host'] ?? '' ) );
		if ( ! in_array( $scheme, array( 'http', 'https' ), true ) || '' === $host ) {
			return null;
		}
		$port    = (int) ( $parts['port'] ?? 0 );
		$default = 'https' === $scheme ? 443 : 80;
		return $scheme . '://' . $host . ( $port && $port !== $default ? ':' . $port : '' );
	}
}
