<?php
/**
 * "Test connection" for the upstream services.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Settings;

use ImmoWizards\Security\Pinned_Address;

defined( 'ABSPATH' ) || exit;

/**
 * Asks a geocoder, routing or tile service one typical question and reports its status and content
 * type, never its body: the URL is whatever the form sends, so the probe must not become a way to
 * read or map other servers. The URL must pass the setting's own rule (http(s)); only public
 * addresses are asked (Security\Pinned_Address, as webhooks: a site allows a service in its own
 * network with core's `http_request_host_is_external`); redirects are not followed; 5 s at most.
 */
final class Service_Probe {

	public const SERVICES = array( 'geocoder', 'routing', 'tiles' );

	private const TIMEOUT = 5;

	private const MAX_BYTES = 1024;

	/**
	 * Probes a service.
	 *
	 * @param string $service One of SERVICES.
	 * @param string $url     Base URL (geocoder, routing) or tile template.
	 * @return array{ok:bool,status:int|null,timeMs:int,contentType:string,error:string|null}
	 */
	public static function probe( string $service, string $url ): array {
		$errors = array();
		$base   = Setting_Rules::url( array( 'url' => $url ), 'url', false, $errors );
		if ( null === $base ) {
			return self::result( false, null, 0, '', $errors['url'] );
		}
		$started  = microtime( true );
		$response = ( new Pinned_Address() )->request(
			self::question( $service, $base ),
			array(
				'method'              => 'GET',
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
		// The media type only (no parameters), as a short plain token.
		$type = strtolower( trim( explode( ';', (string) wp_remote_retrieve_header( $response, 'content-type' ) )[0] ) );
		$type = 1 === preg_match( '~^[a-z0-9.+-]{1,60}/[a-z0-9.+-]{1,60}$~', $type ) ? $type : '';
		if ( $status >= 300 && $status < 400 ) {
			return self::result( false, $status, $time, $type, __( 'The service answered with a redirect, which is not followed.', 'immo-wizards' ) );
		}
		$ok = $status >= 200 && $status < 300;
		/* translators: %d: HTTP status code */
		return self::result( $ok, $status, $time, $type, $ok ? null : sprintf( __( 'The service answered with HTTP status %d.', 'immo-wizards' ), $status ) );
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
	 * @param string      $type    Media type of the answer ('' when none or odd).
	 * @param string|null $error   What went wrong.
	 * @return array{ok:bool,status:int|null,timeMs:int,contentType:string,error:string|null}
	 */
	private static function result( bool $ok, ?int $status, int $time, string $type, ?string $error ): array {
		return array(
			'ok'          => $ok,
			'status'      => $status,
			'timeMs'      => $time,
			'contentType' => $type,
			'error'       => $error,
		);
	}
}
