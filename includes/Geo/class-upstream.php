<?php
/**
 * The GET both upstream services (routing, geocoder) are asked with.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Geo;

defined( 'ABSPATH' ) || exit;

/**
 * One JSON GET of an upstream service: limited in time, redirects and size, identified by the plugin.
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
				'redirection'         => 2,
				'limit_response_size' => $max_bytes,
				'headers'             => array( 'Accept' => 'application/json' ),
				'user-agent'          => 'ImmoWizards/' . IMMO_WIZARDS_VERSION . '; ' . home_url( '/' ),
			)
		);
		if ( is_wp_error( $response ) ) {
			return null;
		}
		return array(
			'status' => (int) wp_remote_retrieve_response_code( $response ),
			'data'   => json_decode( (string) wp_remote_retrieve_body( $response ), true, 32 ),
		);
	}
}
