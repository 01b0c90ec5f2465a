<?php
/**
 * One signed POST of a webhook body.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Webhooks;

use ImmoWizards\Security\Pinned_Address;

defined( 'ABSPATH' ) || exit;

/**
 * Signs as Stripe does (`X-Immo-Signature: t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`), so a
 * receiver can check the body and reject old replays. https only (see Webhook_Settings::allows_url());
 * the host resolved once per send, every address checked and the connection pinned to it
 * (Security\Pinned_Address: private and loopback ranges refused unless the site allows them with
 * `http_request_host_is_external`, ports 80, 443 and 8080 unless `http_allowed_safe_ports` adds more);
 * redirects are not followed (a 3xx is a failed attempt), the answer is read up to 1 KB.
 */
final class Webhook_Sender {

	/** Seconds a receiver has to answer. */
	public const TIMEOUT = 5;

	/**
	 * Checked, pinned outbound requests.
	 *
	 * @var Pinned_Address
	 */
	private Pinned_Address $address;

	/**
	 * Constructor.
	 *
	 * @param Pinned_Address|null $address Outbound requests (default: the system's DNS).
	 */
	public function __construct( ?Pinned_Address $address = null ) {
		$this->address = $address ?? new Pinned_Address();
	}

	/**
	 * The signature header's value.
	 *
	 * @param string $secret Endpoint secret.
	 * @param int    $time   Unix time of the signature.
	 * @param string $body   Exact request body.
	 */
	public static function signature( string $secret, int $time, string $body ): string {
		return 't=' . $time . ',v1=' . hash_hmac( 'sha256', $time . '.' . $body, $secret );
	}

	/**
	 * Posts a body to an endpoint.
	 *
	 * @param array{url:string,secret:string} $endpoint Endpoint.
	 * @param string                          $event    Event name.
	 * @param string                          $uuid     Delivery uuid.
	 * @param string                          $body     JSON body.
	 * @return array{ok:bool,code:?int,error:string,excerpt:string} ok for a 2xx answer.
	 */
	public function post( array $endpoint, string $event, string $uuid, string $body ): array {
		$response = Webhook_Settings::allows_url( $endpoint['url'] )
			? $this->address->request(
				$endpoint['url'],
				array(
					'method'              => 'POST',
					'timeout'             => self::TIMEOUT,
					'redirection'         => 0,
					'limit_response_size' => Delivery_Repository::EXCERPT_BYTES,
					'user-agent'          => 'ImmoWizards/' . IMMO_WIZARDS_VERSION . '; ' . home_url( '/' ),
					'headers'             => array(
						'Content-Type'     => 'application/json',
						'X-Immo-Event'     => $event,
						'X-Immo-Delivery'  => $uuid,
						'X-Immo-Signature' => self::signature( $endpoint['secret'], time(), $body ),
					),
					'body'                => $body,
					'data_format'         => 'body',
				)
			)
			: new \WP_Error( 'immo_wizards_webhook_http', __( 'Webhooks are sent to https addresses only.', 'immo-wizards' ) );
		if ( is_wp_error( $response ) ) {
			return array(
				'ok'      => false,
				'code'    => null,
				'error'   => $response->get_error_message(),
				'excerpt' => '',
			);
		}
		$code = (int) wp_remote_retrieve_response_code( $response );
		$ok   = $code >= 200 && $code < 300;
		return array(
			'ok'      => $ok,
			'code'    => $code,
			'error'   => $ok ? '' : self::error_text( $code ),
			'excerpt' => substr( (string) wp_remote_retrieve_body( $response ), 0, Delivery_Repository::EXCERPT_BYTES ),
		);
	}

	/**
	 * What a non-2xx answer means.
	 *
	 * @param int $code HTTP status.
	 */
	private static function error_text( int $code ): string {
		if ( $code >= 300 && $code < 400 ) {
			/* translators: %d: HTTP status code. */
			return sprintf( __( 'HTTP %d: redirects are not followed.', 'immo-wizards' ), $code );
		}
		/* translators: %d: HTTP status code. */
		return sprintf( __( 'HTTP %d', 'immo-wizards' ), $code );
	}
}
