<?php
/**
 * When a queued delivery is tried again, and until when.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Queue;

use ImmoWizards\Storage\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * A queue's numbers: the backoff after each failed attempt, the deadline after which an item counts
 * as failed (the last attempt falls on it), and the lease a claimed item stays hidden from other
 * workers. Rows carry `attempts` (counted by the claim), `retry_until` and `created_at`.
 */
final class Retry_Policy {

	/**
	 * Minutes to wait after the given number of failed attempts.
	 *
	 * @var \Closure(int): int
	 */
	private \Closure $backoff;

	/**
	 * Constructor.
	 *
	 * @param callable(int): int $backoff     Minutes to wait after n failed attempts (n ≥ 1).
	 * @param int                $retry_hours Hours an item is retried after it was queued.
	 * @param int                $lease       Seconds a claimed item stays hidden from other workers.
	 */
	public function __construct( callable $backoff, public readonly int $retry_hours, public readonly int $lease ) {
		$this->backoff = \Closure::fromCallable( $backoff );
	}

	/**
	 * A backoff by steps: the nth wait is the nth value, the last value repeats (the cap).
	 *
	 * @param int[] $minutes     Minutes after the 1st, 2nd, … failed attempt.
	 * @param int   $retry_hours Hours an item is retried.
	 * @param int   $lease       Lease in seconds.
	 */
	public static function steps( array $minutes, int $retry_hours, int $lease ): Retry_Policy {
		return new Retry_Policy( static fn ( int $attempts ) => $minutes[ min( max( 0, $attempts - 1 ), count( $minutes ) - 1 ) ], $retry_hours, $lease );
	}

	/**
	 * A doubling backoff: 1, 2, 4, 8 … minutes.
	 *
	 * @param int $retry_hours Hours an item is retried.
	 * @param int $lease       Lease in seconds.
	 */
	public static function doubling( int $retry_hours, int $lease ): Retry_Policy {
		return new Retry_Policy( static fn ( int $attempts ) => 2 ** min( max( 0, $attempts - 1 ), 20 ), $retry_hours, $lease );
	}

	/**
	 * Minutes to wait after the given number of failed attempts.
	 *
	 * @param int $attempts Attempts made so far (≥ 1).
	 */
	public function backoff_minutes( int $attempts ): int {
		return ( $this->backoff )( $attempts );
	}

	/**
	 * The deadline of an item queued (or queued again) now.
	 */
	public function deadline(): string {
		return Tables::now( $this->retry_hours * HOUR_IN_SECONDS );
	}

	/**
	 * When to try a failed item again: after the backoff, at the latest on its deadline; null (give
	 * up: failed) once the deadline has passed.
	 *
	 * @param object $row Row as claimed (attempts already counted).
	 * @param int    $now Unix time.
	 */
	public function next_attempt( object $row, int $now ): ?string {
		$deadline = empty( $row->retry_until )
			? strtotime( $row->created_at . ' UTC' ) + $this->retry_hours * HOUR_IN_SECONDS
			: strtotime( $row->retry_until . ' UTC' );
		if ( $now >= $deadline ) {
			return null;
		}
		return gmdate( 'Y-m-d H:i:s', min( $now + MINUTE_IN_SECONDS * $this->backoff_minutes( (int) $row->attempts ), $deadline ) );
	}
}
