<?php
/**
 * The plugin's background jobs, by name.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Wiring;

use ImmoWizards\Plugin;
use ImmoWizards\Privacy\Retention;

defined( 'ABSPATH' ) || exit;

/**
 * Every background job once: what WP-Cron runs and what `wp immo-wizards run-jobs` runs from system
 * cron. Each job claims its work under its own lease (outbox mails, webhook deliveries, alert batches,
 * imports), so cron and the command may overlap without doing anything twice. A job answers a short
 * summary of what it did.
 */
final class Jobs {

	/** When a job last finished (option: name => Unix time), read by the admin's cron notice. */
	public const LAST_RUN_OPTION = 'immo_wizards_jobs_last_run';

	/**
	 * Constructor.
	 *
	 * @param Plugin $plugin The plugin's services.
	 */
	public function __construct( private Plugin $plugin ) {
	}

	/**
	 * The jobs in the order the command runs them.
	 *
	 * @return array<string, callable(): string> Job name => work answering its summary.
	 */
	public function all(): array {
		$plugin = $this->plugin;
		return array(
			'outbox'    => static fn () => sprintf(
				'%d e-mails sent, %d portal accounts linked',
				$plugin->outbox()->process_due(),
				$plugin->portal_users()->repair()
			),
			'webhooks'  => static fn () => sprintf( '%d deliveries sent', $plugin->webhooks()->runner()->process_due() ),
			'alerts'    => static fn () => sprintf( '%d alert mails queued', $plugin->alerts()->runner()->run() ),
			'imports'   => static function () use ( $plugin ): string {
				$plugin->listings()->import_tick();
				return 'pickup folder scanned, open imports worked on';
			},
			'retention' => static fn () => sprintf(
				'%d unconfirmed requests, %d used form tokens, %d webhook bodies, %d old funnel counters dropped',
				$plugin->retention()->run(),
				$plugin->spam_guard()->clean_up(),
				$plugin->webhooks()->drop_old_bodies(),
				$plugin->analytics()->maintenance()->run( microtime( true ) + Retention::TIME_BUDGET )
			),
		);
	}

	/**
	 * Runs one job and notes when it finished.
	 *
	 * @param string $name Job name (a key of all()).
	 * @return string The job's summary.
	 * @throws \InvalidArgumentException For an unknown job.
	 */
	public function run( string $name ): string {
		$job = $this->all()[ $name ] ?? null;
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
