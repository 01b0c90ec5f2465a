<?php
/**
 * The queues' shared retry logic: due, claim with lease, backoff, deadline.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Queue;

use ImmoWizards\Mail\Outbox;
use ImmoWizards\Plugin;
use ImmoWizards\Queue\Retry_Policy;
use ImmoWizards\Queue\Retry_Queue;
use ImmoWizards\Storage\Outbox_Repository;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Tests\Test_Case;
use ImmoWizards\Webhooks\Webhook_Delivery;

/**
 * Retry_Policy and Retry_Queue against the outbox table (the webhook deliveries' table answers the
 * same Queue_Table calls, see Runner_Test).
 */
final class Retry_Queue_Test extends Test_Case {

	/**
	 * A stored, due mail.
	 */
	private static function due_mail(): int {
		return Plugin::instance()->outbox()->store(
			array(
				'recipient' => 'someone@example.de',
				'subject'   => 'Hello',
				'html'      => '<p>Body</p>',
				'text'      => 'Body',
			)
		);
	}

	/**
	 * A queue over the outbox whose delivery notes each call and answers $ok.
	 *
	 * @param array<int, array{0:int,1:?string}> $calls Calls (row id, retry time).
	 * @param bool                               $ok    The delivery's answer.
	 */
	private static function queue( array &$calls, bool $ok = true ): Retry_Queue {
		return new Retry_Queue(
			new Outbox_Repository(),
			Outbox::policy(),
			static function ( object $row, ?string $retry_at ) use ( &$calls, $ok ): bool {
				$calls[] = array( (int) $row->id, $retry_at );
				return $ok;
			}
		);
	}

	/**
	 * A row as claimed.
	 *
	 * @param int    $attempts    Attempts counted.
	 * @param string $retry_until Deadline ('' for rows of older versions).
	 * @param string $created_at  Queued at.
	 */
	private static function row( int $attempts, string $retry_until, string $created_at = '' ): object {
		return (object) array(
			'attempts'    => $attempts,
			'retry_until' => $retry_until,
			'created_at'  => '' === $created_at ? Tables::now() : $created_at,
		);
	}

	public function test_a_claimed_item_is_hidden_for_its_lease(): void {
		$calls = array();
		$queue = self::queue( $calls );
		$id    = self::due_mail();
		$this->assertTrue( ( new Outbox_Repository() )->claim( $id, Outbox::policy()->lease ), 'another worker holds it' );
		$this->assertFalse( $queue->attempt( $id ) );
		$this->assertSame( 0, $queue->process_due() );
		$this->assertSame( array(), $calls, 'not delivered while the lease holds' );

		global $wpdb;
		$wpdb->update( Tables::name( 'outbox' ), array( 'next_attempt_at' => Tables::now( -1 ) ), array( 'id' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the lease has run out.
		$this->assertSame( 1, $queue->process_due() );
		$this->assertSame( $id, $calls[0][0] );
		$this->assertSame( 2, (int) ( new Outbox_Repository() )->find( $id )->attempts, 'each claim counts an attempt' );
		$this->assertFalse( $queue->attempt( $id ), 'claimed again: hidden for the lease' );
		$this->assertCount( 1, $calls );
	}

	public function test_the_delivery_gets_the_next_attempt_after_the_backoff(): void {
		$calls = array();
		$queue = self::queue( $calls, false );
		$queue->attempt( self::due_mail() );
		$this->assertEqualsWithDelta( time() + MINUTE_IN_SECONDS, strtotime( $calls[0][1] . ' UTC' ), 2, 'one minute after the first failure' );
	}

	public function test_backoffs_by_steps_and_doubling(): void {
		$this->assertSame( array( 1, 5, 15, 60, 240, 240, 240 ), array_map( array( Outbox::policy(), 'backoff_minutes' ), range( 1, 7 ) ) );
		$this->assertSame( array( 1, 2, 4, 8, 16, 32, 64 ), array_map( array( Webhook_Delivery::policy(), 'backoff_minutes' ), range( 1, 7 ) ) );
		$this->assertSame( 72, Outbox::policy()->retry_hours );
		$this->assertSame( 24, Webhook_Delivery::policy()->retry_hours );
		$now = time();
		foreach ( array( 1 => 60, 3 => 15 * 60, 9 => 240 * 60 ) as $attempts => $wait ) {
			$this->assertSame( gmdate( 'Y-m-d H:i:s', $now + $wait ), Outbox::policy()->next_attempt( self::row( $attempts, gmdate( 'Y-m-d H:i:s', $now + DAY_IN_SECONDS ) ), $now ) );
		}
	}

	public function test_the_last_attempt_falls_on_the_deadline_and_after_it_the_item_fails(): void {
		$now    = time();
		$policy = Retry_Policy::steps( array( 10 ), 1, 60 );
		$this->assertSame( gmdate( 'Y-m-d H:i:s', $now + 30 ), $policy->next_attempt( self::row( 1, gmdate( 'Y-m-d H:i:s', $now + 30 ) ), $now ), 'capped at the deadline' );
		$this->assertNull( $policy->next_attempt( self::row( 2, gmdate( 'Y-m-d H:i:s', $now ) ), $now ), 'deadline reached: give up' );
		// Rows without a deadline count from their creation.
		$this->assertNull( $policy->next_attempt( self::row( 2, '', gmdate( 'Y-m-d H:i:s', $now - HOUR_IN_SECONDS ) ), $now ) );
		$this->assertSame( gmdate( 'Y-m-d H:i:s', $now + 600 ), $policy->next_attempt( self::row( 2, '', gmdate( 'Y-m-d H:i:s', $now ) ), $now ) );
		$this->assertEqualsWithDelta( $now + HOUR_IN_SECONDS, strtotime( $policy->deadline() . ' UTC' ), 2, 'queued now: the deadline' );

		// Through the queue: past the deadline the delivery is told to give up.
		$calls = array();
		$id    = self::due_mail();
		global $wpdb;
		$wpdb->update( Tables::name( 'outbox' ), array( 'retry_until' => Tables::now( -1 ) ), array( 'id' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		self::queue( $calls, false )->attempt( $id );
		$this->assertNull( $calls[0][1] );
	}
}
