<?php
/**
 * The one retry loop of the plugin's queues.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Queue;

defined( 'ABSPATH' ) || exit;

/**
 * Takes due items of a table, each under a lease, and hands them to its delivery with the time of
 * the next attempt should this one fail (null: the deadline has passed, the item fails for good).
 * Mails (Mail\Outbox) and webhook deliveries (Webhooks\Webhook_Delivery) are such queues; the Runner
 * drains them all.
 */
final class Retry_Queue {

	/**
	 * Sends one claimed item and records the outcome: fn ( object $row, ?string $retry_at ): bool.
	 *
	 * @var \Closure(object, ?string): bool
	 */
	private \Closure $deliver;

	/**
	 * Constructor.
	 *
	 * @param Queue_Table  $table   The items.
	 * @param Retry_Policy $policy  Backoff, deadline, lease.
	 * @param callable     $deliver Sends a claimed row; gets the next attempt's time for a failure.
	 */
	public function __construct( private Queue_Table $table, public readonly Retry_Policy $policy, callable $deliver ) {
		$this->deliver = \Closure::fromCallable( $deliver );
	}

	/**
	 * Attempts every due item.
	 *
	 * @param int $batch Items per run at most.
	 * @return int Items delivered.
	 */
	public function process_due( int $batch = 25 ): int {
		$sent = 0;
		foreach ( $this->table->due_ids( $batch ) as $id ) {
			$sent += $this->attempt( $id ) ? 1 : 0;
		}
		return $sent;
	}

	/**
	 * One attempt of one item (no-op when another worker holds it or it is not due).
	 *
	 * @param int $id Item id.
	 * @return bool Whether it was delivered.
	 */
	public function attempt( int $id ): bool {
		if ( $id <= 0 || ! $this->table->claim( $id, $this->policy->lease ) ) {
			return false;
		}
		$row = $this->table->find( $id );
		if ( ! $row ) {
			return false;
		}
		return ( $this->deliver )( $row, $this->policy->next_attempt( $row, time() ) );
	}
}
