<?php
/**
 * Queues an event for every endpoint that wants it.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Webhooks;

use ImmoWizards\Errors\Log;
use ImmoWizards\Errors\Storage_Error;

defined( 'ABSPATH' ) || exit;

/**
 * One delivery row per active endpoint subscribed to the event, each with its own uuid (the body's
 * `id` and the `X-Immo-Delivery` header). Nothing is sent here: the runner sends the due deliveries
 * once the response is out (Queue\Runner::after_response()), so no visitor waits for a receiver.
 */
final class Webhook_Dispatcher {

	/**
	 * Hands the queued deliveries to the runner for after the response.
	 *
	 * @var \Closure(): void
	 */
	private \Closure $after_response;

	/**
	 * Constructor.
	 *
	 * @param Delivery_Repository $deliveries     Deliveries.
	 * @param callable            $after_response Sends the due deliveries after the response (Runner::after_response).
	 */
	public function __construct( private Delivery_Repository $deliveries, callable $after_response ) {
		$this->after_response = \Closure::fromCallable( $after_response );
	}

	/**
	 * Whether any active endpoint wants the event (so its data is only built when needed).
	 *
	 * @param string $event Event name.
	 */
	public function wanted( string $event ): bool {
		return array() !== Webhook_Settings::subscribers( $event );
	}

	/**
	 * Queues the event; a storage failure is logged, never passed on to the write that caused it.
	 *
	 * @param string              $event      Event name.
	 * @param array<string,mixed> $data       The event's data (Webhook_Payloads).
	 * @param int                 $request_id Request the event is about (0: none).
	 * @param int                 $contact_id Contact the event is about (0: none; its erasure deletes the delivery).
	 * @return int Deliveries queued.
	 */
	public function queue( string $event, array $data, int $request_id = 0, int $contact_id = 0 ): int {
		$queued = 0;
		foreach ( Webhook_Settings::subscribers( $event ) as $endpoint ) {
			$uuid = wp_generate_uuid4();
			try {
				$this->deliveries->insert(
					array(
						'uuid'         => $uuid,
						'endpoint_id'  => (string) $endpoint['id'],
						'endpoint_url' => (string) $endpoint['url'],
						'event'        => $event,
						'body'         => self::body( $uuid, $event, $data ),
						'request_id'   => $request_id,
						'contact_id'   => $contact_id,
						'retry_until'  => Webhook_Delivery::policy()->deadline(),
					)
				);
				++$queued;
			} catch ( Storage_Error $e ) {
				Log::error( 'webhook not queued: ' . $e->getMessage() );
			}
		}
		if ( $queued ) {
			( $this->after_response )();
		}
		return $queued;
	}

	/**
	 * The JSON body of a delivery.
	 *
	 * @param string              $uuid  Delivery uuid.
	 * @param string              $event Event name.
	 * @param array<string,mixed> $data  Event data.
	 */
	public static function body( string $uuid, string $event, array $data ): string {
		return (string) wp_json_encode(
			array(
				'id'        => $uuid,
				'event'     => $event,
				'createdAt' => gmdate( 'Y-m-d\TH:i:s\Z' ),
				'data'      => (object) $data,
			),
			JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE
		);
	}
}
