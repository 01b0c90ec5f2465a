<?php
/**
 * A table of queued items.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Queue;

defined( 'ABSPATH' ) || exit;

/**
 * What Retry_Queue needs of a table (the outbox, the webhook deliveries): the due items, a claim
 * that counts the attempt and hides the row for the lease, and the row. Each table keeps its own
 * columns and how it records an outcome.
 */
interface Queue_Table {

	/**
	 * Ids of pending items whose next attempt is due and that no worker holds, oldest first.
	 *
	 * @param int $limit Maximum.
	 * @return int[]
	 */
	public function due_ids( int $limit ): array;

	/**
	 * Takes an item for one attempt: counts it and hides it for the lease; false when another worker
	 * holds it or it is not due.
	 *
	 * @param int $id    Id.
	 * @param int $lease Seconds.
	 */
	public function claim( int $id, int $lease ): bool;

	/**
	 * An item's row.
	 *
	 * @param int $id Id.
	 */
	public function find( int $id ): ?object;
}
