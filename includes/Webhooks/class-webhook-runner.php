<?php
/**
 * Sends the due webhook deliveries.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Webhooks;

use ImmoWizards\Storage\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Runs with the outbox (its cron schedule, its one-off wake event and its loopback runner). A failed
 * attempt is retried after 1, 2, 4, 8 … minutes until RETRY_HOURS after the delivery was queued (the
 * last attempt falls on that deadline), then the delivery is failed and waits for "Erneut senden".
 * Deliveries of an endpoint that was removed or switched off fail at once.
 */
final class Webhook_Runner {

	/** Hours a delivery is retried. */
	public const RETRY_HOURS = 24;

	/** Seconds a claimed row stays hidden from other workers (far above the send timeout). */
	private const LEASE = 120;

	/**
	 * Constructor.
	 *
	 * @param Delivery_Repository $deliveries Deliveries.
	 * @param Webhook_Sender      $sender     Signed POST.
	 */
	public function __construct( private Delivery_Repository $deliveries, private Webhook_Sender $sender ) {
	}

	/**
	 * Sends every due delivery.
	 *
	 * @param int $batch Deliveries per run at most.
	 * @return int Deliveries sent.
	 */
	public function process_due( int $batch = 25 ): int {
		$sent = 0;
		foreach ( $this->deliveries->due_ids( $batch ) as $id ) {
			$sent += $this->attempt( $id ) ? 1 : 0;
		}
		return $sent;
	}

	/**
	 * One attempt of one delivery (no-op when another worker holds it or it is not due).
	 *
	 * @param int $id Delivery id.
	 * @return bool Whether it was sent.
	 */
	public function attempt( int $id ): bool {
		if ( ! $this->deliveries->claim( $id, self::LEASE ) ) {
			return false;
		}
		$row = $this->deliveries->find( $id );
		if ( ! $row ) {
			return false;
		}
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
		$this->deliveries->record( $id, $result, $result['ok'] ? null : self::next_attempt( $row ) );
		return $result['ok'];
	}

	/**
	 * Minutes to wait after the given number of failed attempts: 1, 2, 4, 8 …
	 *
	 * @param int $attempts Attempts made so far (≥ 1).
	 */
	public static function backoff_minutes( int $attempts ): int {
		return 2 ** min( max( 0, $attempts - 1 ), 20 );
	}

	/**
	 * When to try again: after the backoff, at the latest on the deadline; null once it has passed.
	 *
	 * @param object $row Delivery as claimed (attempts already counted).
	 */
	private static function next_attempt( object $row ): ?string {
		$deadline = strtotime( $row->retry_until . ' UTC' );
		$now      = time();
		if ( $now >= $deadline ) {
			return null;
		}
		return gmdate( 'Y-m-d H:i:s', min( $now + MINUTE_IN_SECONDS * self::backoff_minutes( (int) $row->attempts ), $deadline ) );
	}

	/**
	 * Deadline of a delivery queued (or resent) now.
	 */
	public static function retry_until(): string {
		return Tables::now( self::RETRY_HOURS * HOUR_IN_SECONDS );
	}
}
