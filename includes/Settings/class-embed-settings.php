<?php
/**
 * Settings group: embedding the screens in other websites.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * `embed_base`: the path under the site's home where the standalone pages and `embed.js` live;
 * `embed_origins`: the other websites (exact origins) that may frame those pages. An empty list turns
 * embedding off: the pages still open on their own, but no other site may show them.
 * `embed_portal_url`: the page on one of those websites that embeds the portal; the links in the
 * plugin's mails point there instead of the portal page in WordPress (the host script hands the
 * link's key `k` to the portal's frame).
 */
final class Embed_Settings {

	public const DEFAULT_BASE = 'immo-app';

	/** At most this many origins (each one is in every standalone page's CSP header). */
	public const MAX_ORIGINS = 20;

	private const MAX_BASE_LENGTH = 100;

	/** Scheme, host and port of a long host name stay well below this. */
	private const MAX_ORIGIN_LENGTH = 300;

	/** First path segments WordPress answers itself (the REST prefix is added when checked). */
	private const RESERVED = array( 'wp-admin', 'wp-json', 'wp-content', 'wp-includes' );

	/**
	 * The group's part of the option's JSON schema.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function schema(): array {
		return array(
			'embed_base'       => array( 'type' => 'string' ),
			'embed_origins'    => array(
				'type'  => array( 'array', 'string' ),
				'items' => array( 'type' => 'string' ),
			),
			'embed_portal_url' => array( 'type' => 'string' ),
		);
	}

	/**
	 * The standalone pages' base path under the site's home, without slashes around it (checked again
	 * when read: a value stored behind the settings' back falls back to the default).
	 *
	 * @param Settings $settings Settings.
	 */
	public static function base( Settings $settings ): string {
		return self::normalize_base( $settings->all()['embed_base'] ) ?? self::DEFAULT_BASE;
	}

	/**
	 * The origins of the websites that may frame the standalone pages (checked again when read).
	 *
	 * @param Settings $settings Settings.
	 * @return string[]
	 */
	public static function origins( Settings $settings ): array {
		$stored = $settings->all()['embed_origins'];
		return is_array( $stored ) ? array_values( array_unique( array_filter( array_map( array( self::class, 'normalize_origin' ), $stored ) ) ) ) : array();
	}

	/**
	 * The embedded portal's page for the links in mails, or '' when none is set or its website is no
	 * longer allowed to embed.
	 *
	 * @param Settings $settings Settings.
	 */
	public static function portal_url( Settings $settings ): string {
		$url = self::normalize_portal_url( $settings->all()['embed_portal_url'], self::origins( $settings ) );
		return null === $url ? '' : $url;
	}

	/**
	 * Copies valid submitted values into $out; invalid ones keep their value and add an error.
	 *
	 * @param array<string, mixed>  $input  Submitted values.
	 * @param array<string, mixed>  $out    Sanitised settings so far.
	 * @param array<string, string> $errors Receives error messages keyed by setting.
	 */
	public static function sanitize( array $input, array &$out, array &$errors ): void {
		if ( isset( $input['embed_base'] ) ) {
			$base = self::normalize_base( $input['embed_base'] );
			if ( null === $base ) {
				$errors['embed_base'] = sprintf(
					/* translators: %s: reserved path names */
					__( 'Please enter a path of lower-case letters, digits and hyphens, e.g. immo-app or apps/immo (no other characters, no empty parts, not %s).', 'immo-wizards' ),
					implode( ', ', self::reserved() )
				);
			} else {
				$out['embed_base'] = $base;
			}
		}
		if ( isset( $input['embed_origins'] ) ) {
			$origins = self::parse_origins( $input['embed_origins'], $error );
			if ( null === $origins ) {
				$errors['embed_origins'] = (string) $error;
			} else {
				$out['embed_origins'] = $origins;
			}
		}
		if ( isset( $input['embed_portal_url'] ) ) {
			$url = self::normalize_portal_url( $input['embed_portal_url'], (array) ( $out['embed_origins'] ?? array() ) );
			if ( null === $url ) {
				$errors['embed_portal_url'] = __( 'Please enter the full address of a page on one of the websites above (https://…), or leave the field empty.', 'immo-wizards' );
			} else {
				$out['embed_portal_url'] = $url;
			}
		}
	}

	/**
	 * The portal page's URL ('' stays ''), or null when it is not an http(s) URL without user info and
	 * fragment on one of `$origins`.
	 *
	 * @param mixed    $raw     Input.
	 * @param string[] $origins Allowed origins.
	 */
	public static function normalize_portal_url( $raw, array $origins ): ?string {
		if ( ! is_string( $raw ) || strlen( $raw ) > 2000 ) {
			return null;
		}
		$raw = trim( $raw );
		if ( '' === $raw ) {
			return '';
		}
		$parts = wp_parse_url( $raw );
		if ( ! is_array( $parts ) || ! isset( $parts['scheme'], $parts['host'] ) || isset( $parts['user'] ) || isset( $parts['pass'] ) || isset( $parts['fragment'] ) ) {
			return null;
		}
		$origin = self::normalize_origin( $parts['scheme'] . '://' . $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' ) );
		if ( null === $origin || ! in_array( $origin, $origins, true ) || esc_url_raw( $raw, array( 'http', 'https' ) ) !== $raw ) {
			return null;
		}
		return $raw;
	}

	/**
	 * The base path without slashes around it, or null when it is not allowed: segments of
	 * `[a-z0-9-]` joined by single slashes (one leading and one trailing slash are dropped), its
	 * first segment none of WordPress's own.
	 *
	 * @param mixed $raw Input.
	 */
	public static function normalize_base( $raw ): ?string {
		if ( ! is_string( $raw ) || strlen( $raw ) > self::MAX_BASE_LENGTH
			|| 1 !== preg_match( '#^/?([a-z0-9-]+(?:/[a-z0-9-]+)*)/?$#D', trim( $raw ), $m ) ) {
			return null;
		}
		return in_array( explode( '/', $m[1] )[0], self::reserved(), true ) ? null : $m[1];
	}

	/**
	 * The origin as browsers send it (`scheme://host[:port]`, lower-case, without the scheme's
	 * default port), or null when it is not allowed: only http(s), an ASCII host name or IPv4
	 * address, no user info, path (one trailing slash is dropped), query, fragment or wildcard.
	 *
	 * @param mixed $raw Input.
	 */
	public static function normalize_origin( $raw ): ?string {
		if ( ! is_string( $raw ) || strlen( $raw ) > self::MAX_ORIGIN_LENGTH
			|| 1 !== preg_match( '#^(https?)://([a-z0-9.-]+)(?::([0-9]{1,5}))?/?$#iD', trim( $raw ), $m ) ) {
			return null;
		}
		$scheme = strtolower( $m[1] );
		$host   = strtolower( $m[2] );
		$port   = isset( $m[3] ) ? (int) $m[3] : 0;
		if ( 1 !== preg_match( '/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/D', $host )
			|| ( isset( $m[3] ) && ( $port < 1 || $port > 65535 ) ) ) {
			return null;
		}
		$default = 'https' === $scheme ? 443 : 80;
		return $scheme . '://' . $host . ( $port && $port !== $default ? ':' . $port : '' );
	}

	/**
	 * Parses the origins: a list or one per line (see Line_List).
	 *
	 * @param mixed       $input Submitted value.
	 * @param string|null $error Receives the message when the value is rejected.
	 * @return string[]|null The origins, or null when any entry is invalid.
	 */
	public static function parse_origins( $input, ?string &$error = null ): ?array {
		return Line_List::parse(
			$input,
			array( self::class, 'normalize_origin' ),
			self::MAX_ORIGINS,
			array(
				'shape' => __( 'Please enter one origin per line, e.g. https://www.agency.example.', 'immo-wizards' ),
				/* translators: %s: the rejected entry */
				'entry' => __( 'Not an origin: %s. Enter only scheme and host (and a port if needed), e.g. https://www.agency.example, one per line, without a path or wildcards.', 'immo-wizards' ),
				/* translators: %d: maximum number of origins */
				'max'   => sprintf( __( 'Please enter at most %d origins.', 'immo-wizards' ), self::MAX_ORIGINS ),
			),
			$error
		);
	}

	/**
	 * First path segments the base may not start with.
	 *
	 * @return string[]
	 */
	private static function reserved(): array {
		return array_values( array_unique( array_merge( self::RESERVED, array( rest_get_url_prefix() ) ) ) );
	}
}
