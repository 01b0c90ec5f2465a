<?php
/**
 * The GET both upstream services (routing, geocoder) are asked with.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Geo;

defined( 'ABSPATH' ) || exit;

/**
 * One JSON GET of an upstream service: limited in time and size, identified by the plugin, and never
 * redirected: the configured URL may be a local service, so private addresses cannot be refused, and a
 * redirect from a compromised or spoofed service could point the server at any of them (cloud
 * metadata, the admin's router). A redirect answer counts as a failed service.
 */
final class Upstream {

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
