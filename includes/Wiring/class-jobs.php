<?php
/**
 * The plugin's background jobs, by name, and the one cron hook that runs them.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Wiring;

use ImmoWizards\Plugin;

defined( 'ABSPATH' ) || exit;

/**
 * Background work starts from three places only: after the response (Queue\Runner), this class's
 * one cron hook and `wp immo-wizards run-jobs`. The hook's five-minute event runs every periodic
 * job that is due (tick()); a single event of the same hook with a job's name runs that job soon
 * (soon(): an import to work on, alerts to match, the runner woken, the listings' regions to
 * rebuild). Each job claims its work under its own lease (outbox mails, webhook deliveries, alert
 * batches, imports), so cron and the command may overlap without doing anything twice. A job
 * answers a short summary of what it did.
 */
final class Jobs {

	/** The plugin's one cron hook: no argument runs the due periodic jobs, a job's name that job. */
	public const HOOK = 'immo_wizards_jobs';

	/** When a job last finished (option: name => Unix time), read by the admin's cron notice. */
	public const LAST_RUN_OPTION = 'immo_wizards_jobs_last_run';

	/** Seconds between two runs of a periodic job in the tick (others run every five minutes). */
	private const EVERY = array( 'retention' => HOUR_IN_SECONDS );

	/**
	 * Constructor.
	 *
	 * @param Plugin $plugin The plugin's services.
	 */
	public function __construct( private Plugin $plugin ) {
	}

	/**
	 * The periodic jobs in the order the tick and the command run them.
	 *
	 * @return array<string, callable(): string> Job name => work answering its summary.
	 */
	public function all(): array {
		$plugin = $this->plugin;
		return array(
			'outbox'    => static fn () => sprintf(
				'%d e-mails sent, %d portal accounts linked',
				$plugin->runner()->run( 'mails' )['mails'],
				$plugin->portal_users()->repair()
			),
			'webhooks'  => static fn () => sprintf( '%d deliveries sent', $plugin->runner()->run( 'webhooks' )['webhooks'] ),
			'alerts'    => static fn () => sprintf( '%d alert mails queued', $plugin->alerts()->runner()->run() + $plugin->alerts()->runner()->digest() ),
			'imports'   => static function () use ( $plugin ): string {
				$plugin->listings()->import_tick();
				return 'pickup folder scanned, open imports worked on';
			},
			'retention' => static fn () => sprintf(
				'%d unconfirmed requests, %d used form tokens, %d webhook bodies dropped',
				$plugin->retention()->run(),
				$plugin->spam_guard()->clean_up(),
				$plugin->webhooks()->drop_old_bodies()
			),
		);
	}

	/**
	 * Jobs that run only when asked for (soon()).
	 *
	 * @return array<string, callable(): string>
	 */
	private function on_request(): array {
		$plugin = $this->plugin;
		return array(
			'runner'  => static fn () => sprintf( '%d items sent', array_sum( $plugin->runner()->run() ) ),
			'regions' => static fn () => $plugin->listings()->lookup_sync()->rebuild_regions() ? 'regions rebuilt' : 'regions partly rebuilt',
		);
	}

	/**
	 * The cron hook: the due periodic jobs, or the one asked for.
	 *
	 * @param mixed $name A job's name; '' (the five-minute event): every due periodic job.
	 */
	public function fire( $name = '' ): void {
		if ( is_string( $name ) && '' !== $name ) {
			$this->run( $name );
			return;
		}
		foreach ( array_keys( $this->all() ) as $job ) {
			if ( self::last_run( $job ) <= time() - ( self::EVERY[ $job ] ?? 0 ) ) {
				$this->run( $job );
			}
		}
	}

	/**
	 * Asks for a job to run soon: a single event of the cron hook (once while one waits).
	 *
	 * @param string $name  Job name (a periodic job or runner, regions).
	 * @param int    $delay Seconds from now.
	 */
	public static function soon( string $name, int $delay = 0 ): void {
		if ( ! wp_next_scheduled( self::HOOK, array( $name ) ) ) {
			wp_schedule_single_event( time() + $delay, self::HOOK, array( $name ) );
		}
	}

	/**
	 * Runs one job and notes when it finished.
	 *
	 * @param string $name Job name (a key of all() or of the jobs run on request).
	 * @return string The job's summary.
	 * @throws \InvalidArgumentException For an unknown job.
	 */
	public function run( string $name ): string {
		$job = ( $this->all() + $this->on_request() )[ $name ] ?? null;
		if ( null === $job ) {
			throw new \InvalidArgumentException( 'Unknown job: ' . esc_html( $name ) );
		}
		$summary = $job();
		$last    = get_option( self::LAST_RUN_OPTION, array() );
		$last    = is_array( $last ) ? $last : array();
		update_option( self::LAST_RUN_OPTION, array( $name => time() ) + $last, false );
		return $summary;
	}

	/**
	 * When a job last finished (Unix time; 0: never).
	 *
	 * @param string $name Job name.
	 */
	public static function last_run( string $name ): int {
		$last = get_option( self::LAST_RUN_OPTION, array() );
		return is_array( $last ) ? (int) ( $last[ $name ] ?? 0 ) : 0;
	}
}
