<?php
/**
 * Sends one webhook delivery.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Webhooks;

use ImmoWizards\Queue\Retry_Policy;

defined( 'ABSPATH' ) || exit;

/**
 * The delivery of the webhooks' queue (Queue\Retry_Queue, drained by Queue\Runner with the mails): a
 * failed attempt is retried after 1, 2, 4, 8 … minutes until 24 hours after the delivery was queued
 * (the last attempt falls on that deadline), then the delivery is failed and waits for "Erneut
 * senden". Deliveries of an endpoint that was removed or switched off fail at once.
 */
final class Webhook_Delivery {

	/** The runner's name of the webhooks' queue. */
	public const QUEUE = 'webhooks';

	/**
	 * Constructor.
	 *
	 * @param Delivery_Repository $deliveries Deliveries.
	 * @param Webhook_Sender      $sender     Signed POST.
	 */
	public function __construct( private Delivery_Repository $deliveries, private Webhook_Sender $sender ) {
	}

	/**
	 * Retries: doubling from a minute, for 24 hours; a claim holds for 2 minutes (far above the send
	 * timeout).
	 */
	public static function policy(): Retry_Policy {
		return Retry_Policy::doubling( 24, 120 );
	}

	/**
	 * One attempt of a claimed delivery.
	 *
	 * @param object      $row      Claimed delivery.
	 * @param string|null $retry_at When to try again should it fail (null: the delivery fails).
	 * @return bool Whether it was sent.
	 */
	public function deliver( object $row, ?string $retry_at ): bool {
		$id       = (int) $row->id;
		$endpoint = Webhook_Settings::endpoint( (string) $row->endpoint_id );
		if ( ! $endpoint || empty( $endpoint['active'] ) ) {
			$result = array(
				'ok'      => false,
				'code'    => null,
				'error'   => __( 'The endpoint was removed or switched off.', 'immo-wizards' ),
				'excerpt' => '',
			);
			$this->deliveries->record( $id, $result, null );
			return false;
		}
		$result = $this->sender->post( $endpoint, (string) $row->event, (string) $row->uuid, (string) $row->body );
		$this->deliveries->record( $id, $result, $result['ok'] ? null : $retry_at );
		return $result['ok'];
	}
}
