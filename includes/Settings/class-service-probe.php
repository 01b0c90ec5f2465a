<?php
/**
 * "Test connection" for the upstream services.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Asks a geocoder, routing or tile service one typical question and reports what it answered. As
 * guarded as the upstream clients (Geo\Upstream): the URL must pass the setting's own rule (http(s)),
 * redirects are not followed (the admin may name a local service, so private addresses cannot be
 * refused, but a redirect must not lead the server anywhere else), 5 s at most, 1 KB of the body read.
 */
final class Service_Probe {

	public const SERVICES = array( 'geocoder', 'routing', 'tiles' );

	private const TIMEOUT = 5;

	private const MAX_BYTES = 1024;

	private const EXCERPT_LENGTH = 200;

	/**
	 * Probes a service.
	 *
	 * @param string $service One of SERVICES.
	 * @param string $url     Base URL (geocoder, routing) or tile template.
	 * @return array{ok:bool,status:int|null,timeMs:int,excerpt:string,error:string|null}
	 */
	public static function probe( string $service, string $url ): array {
		$errors = array();
		$base   = Setting_Rules::url( array( 'url' => $url ), 'url', false, $errors );
		if ( null === $base ) {
			return self::result( false, null, 0, '', $errors['url'] );
		}
		$started  = microtime( true );
		$response = wp_remote_get(
			self::question( $service, $base ),
			array(
				'timeout'             => self::TIMEOUT,
				'redirection'         => 0,
				'limit_response_size' => self::MAX_BYTES,
				'user-agent'          => 'ImmoWizards/' . IMMO_WIZARDS_VERSION . '; ' . home_url( '/' ),
			)
		);
		$time     = (int) round( ( microtime( true ) - $started ) * 1000 );
		if ( is_wp_error( $response ) ) {
			return self::result( false, null, $time, '', $response->get_error_message() );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$type   = (string) wp_remote_retrieve_header( $response, 'content-type' );
		$body   = (string) wp_remote_retrieve_body( $response );
		// An image (a tile) is named by its type; text is shortened and stripped of markup.
		$excerpt = str_starts_with( $type, 'image/' ) ? $type : mb_substr( wp_strip_all_tags( wp_check_invalid_utf8( $body, true ) ), 0, self::EXCERPT_LENGTH );
		if ( $status >= 300 && $status < 400 ) {
			return self::result( false, $status, $time, $excerpt, __( 'The service answered with a redirect, which is not followed.', 'immo-wizards' ) );
		}
		$ok = $status >= 200 && $status < 300;
		/* translators: %d: HTTP status code */
		return self::result( $ok, $status, $time, $excerpt, $ok ? null : sprintf( __( 'The service answered with HTTP status %d.', 'immo-wizards' ), $status ) );
	}

	/**
	 * The URL of the service's typical question.
	 *
	 * @param string $service One of SERVICES.
	 * @param string $base    Validated URL.
	 */
	private static function question( string $service, string $base ): string {
		if ( 'tiles' === $service ) {
			return strtr(
				$base,
				array(
					'{s}' => 'a',
					'{z}' => '0',
					'{x}' => '0',
					'{y}' => '0',
					'{r}' => '',
				)
			);
		}
		$base = untrailingslashit( $base );
		return 'geocoder' === $service ? $base . '/api?q=Dresden&limit=1' : $base . '/route/v1/driving/13.7373,51.0504;13.7500,51.0600?overview=false';
	}

	/**
	 * The answer's shape.
	 *
	 * @param bool        $ok      Whether the service answered successfully.
	 * @param int|null    $status  HTTP status (null: no answer).
	 * @param int         $time    Milliseconds.
	 * @param string      $excerpt Start of the body.
	 * @param string|null $error   What went wrong.
	 * @return array{ok:bool,status:int|null,timeMs:int,excerpt:string,error:string|null}
	 */
	private static function result( bool $ok, ?int $status, int $time, string $excerpt, ?string $error ): array {
		return array(
			'ok'      => $ok,
			'status'  => $status,
			'timeMs'  => $time,
			'excerpt' => $excerpt,
			'error'   => $error,
		);
	}
}
