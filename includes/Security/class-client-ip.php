<?php
/**
 * The address of the client of the current request.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Security;

use ImmoWizards\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * REMOTE_ADDR, or behind a configured trusted proxy the client address that proxy forwarded. The
 * forwarding header is believed only when the request really comes from a trusted proxy: anyone can
 * send `X-Forwarded-For` and would otherwise pick their own rate-limit bucket.
 */
final class Client_Ip {

	/**
	 * The client's address as the server sees it ('' when REMOTE_ADDR is missing or invalid).
	 */
	public static function current(): string {
		$remote = self::server_value( 'REMOTE_ADDR' );
		if ( false === filter_var( $remote, FILTER_VALIDATE_IP ) ) {
			return '';
		}
		$settings = Settings::instance();
		$proxies  = new Trusted_Proxies( $settings->trusted_proxies() );
		if ( $proxies->is_empty() ) {
			if ( '' !== self::server_value( 'HTTP_X_FORWARDED_FOR' ) ) {
				Proxy_Health::record_forwarded_header();
			}
			return $remote;
		}
		$header = 'HTTP_' . strtoupper( str_replace( '-', '_', $settings->proxy_header() ) );
		return $proxies->client( $remote, self::server_value( $header ) );
	}

	/**
	 * An address shortened to its network (IPv4 /24, IPv6 /48) as the consent record keeps it: enough
	 * to show where a consent came from, too little to name one device. '' for anything but an address.
	 *
	 * @param string $ip Address.
	 */
	public static function truncated( string $ip ): string {
		$packed = false === filter_var( $ip, FILTER_VALIDATE_IP ) ? false : inet_pton( $ip );
		if ( false === $packed ) {
			return '';
		}
		$keep = 4 === strlen( $packed ) ? 3 : 6;
		return (string) inet_ntop( substr( $packed, 0, $keep ) . str_repeat( "\0", strlen( $packed ) - $keep ) );
	}

	/**
	 * A $_SERVER value as text ('' when absent). Only its last 2,000 characters are looked at: the
	 * chain is read from the right, and a client can make it as long as it likes.
	 *
	 * @param string $key Key.
	 */
	private static function server_value( string $key ): string {
		if ( ! isset( $_SERVER[ $key ] ) || ! is_string( $_SERVER[ $key ] ) ) {
			return '';
		}
		return sanitize_text_field( substr( wp_unslash( $_SERVER[ $key ] ), -2000 ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
	}
}
