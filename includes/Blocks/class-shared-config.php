<?php
/**
 * Config every screen shares: map, privacy link, newsletter and consent settings.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks;

use ImmoWizards\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the shared part of every screen's config.
 */
final class Shared_Config {

	/**
	 * The shared config (TS: `SharedConfig` in `src/host/shared-config.ts`).
	 *
	 * @param Settings $settings Plugin settings.
	 * @return array<string, mixed>
	 */
	public static function build( Settings $settings ): array {
		return array(
			'map'        => array(
				'center'      => $settings->map_center(),
				'zoom'        => $settings->map_zoom(),
				'tileUrl'     => $settings->tile_url(),
				'attribution' => $settings->tile_attribution(),
			),
			'privacyUrl' => $settings->privacy_url(),
			'newsletter' => array(
				'enabled'  => $settings->newsletter_enabled(),
				'required' => $settings->newsletter_required(),
			),
			'consent'    => array( 'required' => $settings->consent_required() ),
		);
	}

	/**
	 * The `submitUrl` attribute if the wizard may post there, else null (the config then omits it and
	 * the wizard posts to its own route). Allowed: a REST path below the REST root
	 * (`immo-wizards/v1/wizard/lead`), a root-relative path (`/wp-json/…`) and an http(s) URL on this
	 * site's host (compared with home_url()). Anything else (other hosts, other schemes,
	 * protocol-relative URLs to other hosts) is dropped, so personal data never leaves the site.
	 *
	 * @param mixed $raw Attribute value.
	 */
	public static function submit_url( $raw ): ?string {
		if ( ! is_string( $raw ) ) {
			return null;
		}
		$url = trim( $raw );
		if ( '' === $url || strlen( $url ) > 2000 || preg_match( '/[\s\\\\<>"\'`]/', $url ) ) {
			return null;
		}
		// A REST path (what the front end passes to apiFetch as `path`).
		if ( 1 === preg_match( '#^[A-Za-z0-9][A-Za-z0-9._~\-]*(/[A-Za-z0-9._~\-]+)*/?$#D', $url ) && ! str_contains( $url, '..' ) && ! str_contains( $url, ':' ) ) {
			return $url;
		}
		// A root-relative path on this site.
		if ( str_starts_with( $url, '/' ) && ! str_starts_with( $url, '//' ) ) {
			$clean = esc_url_raw( $url );
			return '' !== $clean ? $clean : null;
		}
		$parts = wp_parse_url( str_starts_with( $url, '//' ) ? 'https:' . $url : $url );
		if ( ! is_array( $parts ) || ! in_array( strtolower( (string) ( $parts['scheme'] ?? '' ) ), array( 'http', 'https' ), true ) ) {
			return null;
		}
		$host = strtolower( (string) ( $parts['host'] ?? '' ) );
		$home = strtolower( (string) wp_parse_url( home_url(), PHP_URL_HOST ) );
		if ( '' === $host || $host !== $home || isset( $parts['user'] ) || isset( $parts['pass'] ) ) {
			return null;
		}
		$clean = esc_url_raw( $url, array( 'http', 'https' ) );
		return '' !== $clean ? $clean : null;
	}
}
