<?php
/**
 * The one runner of the plugin's queues, and the one way to send after the response.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Queue;

use ImmoWizards\Wiring\Jobs;

defined( 'ABSPATH' ) || exit;

/**
 * Drains every queue (mails, then webhook deliveries). It runs from the three places background
 * work starts: after the response (items queued in the request, once it is out), the plugin's one
 * cron hook (Wiring\Jobs) and WP-CLI (`wp immo-wizards run-jobs`). Where the response cannot be
 * ended early (mod_php, PHP's built-in server) nothing is sent in the visitor's request: the runner
 * is woken in a request of its own (Runner_Kick) and through the cron hook as the fallback.
 */
final class Runner {

	/**
	 * Items to attempt once the response is out, by queue (0 stands for the queue's due items).
	 *
	 * @var array<string, int[]>
	 */
	private array $deferred = array();

	/**
	 * Ends the visitor's response; true when nobody waits for this process any more.
	 *
	 * @var \Closure(): bool
	 */
	private \Closure $finish_response;

	/**
	 * Constructor.
	 *
	 * @param array<string, \Closure(): Retry_Queue> $queues          The queues by name, built on first use, in the order they are drained.
	 * @param callable|null                          $finish_response Ends the response (default: Response_End::finish).
	 */
	public function __construct( private array $queues, ?callable $finish_response = null ) {
		$this->finish_response = \Closure::fromCallable( $finish_response ?? array( Response_End::class, 'finish' ) );
	}

	/**
	 * A queue by name.
	 *
	 * @param string $name Queue name (mails, webhooks).
	 * @throws \InvalidArgumentException For an unknown queue.
	 */
	public function queue( string $name ): Retry_Queue {
		if ( ! isset( $this->queues[ $name ] ) ) {
			throw new \InvalidArgumentException( 'Unknown queue: ' . esc_html( $name ) );
		}
		return ( $this->queues[ $name ] )();
	}

	/**
	 * Attempts the due items of every queue (or of one).
	 *
	 * @param string|null $only  One queue's name; null: all.
	 * @param int         $batch Items per queue at most.
	 * @return array<string, int> Items delivered, by queue.
	 */
	public function run( ?string $only = null, int $batch = 25 ): array {
		$sent = array();
		foreach ( null === $only ? array_keys( $this->queues ) : array( $only ) as $name ) {
			$sent[ $name ] = $this->queue( $name )->process_due( $batch );
		}
		return $sent;
	}

	/**
	 * Attempts an item once the response has gone out (shutdown), so a slow receiver never holds up
	 * the visitor. Callers store first (inside the write the item belongs to) and call this after the
	 * commit.
	 *
	 * @param string   $queue Queue name.
	 * @param int|null $id    Item id (0, e.g. a mail held back, is ignored); null: the queue's due items.
	 */
	public function after_response( string $queue, ?int $id = null ): void {
		if ( null !== $id && $id <= 0 ) {
			return;
		}
		$this->deferred[ $queue ][] = $id ?? 0;
		if ( false === has_action( 'shutdown', array( $this, 'flush' ) ) ) {
			// After wp_ob_end_flush_all (priority 1): the response body is complete by then.
			add_action( 'shutdown', array( $this, 'flush' ), 100 );
		}
	}

	/**
	 * Shutdown: ends the response, then attempts what the request queued; wakes the runner instead
	 * when the response cannot be ended (the visitor would wait).
	 */
	public function flush(): void {
		$deferred       = $this->deferred;
		$this->deferred = array();
		if ( ! $deferred ) {
			return;
		}
		if ( ! ( $this->finish_response )() ) {
			$this->wake();
			return;
		}
		foreach ( $deferred as $name => $ids ) {
			$queue = $this->queue( $name );
			foreach ( array_unique( $ids ) as $id ) {
				0 === $id ? $queue->process_due() : $queue->attempt( $id );
			}
		}
	}

	/**
	 * Starts the runner now in a request of its own (Runner_Kick); the cron hook due now is the
	 * fallback where loopback requests do not get through.
	 */
	public function wake(): void {
		Jobs::soon( 'runner' );
		Runner_Kick::send();
	}
}
