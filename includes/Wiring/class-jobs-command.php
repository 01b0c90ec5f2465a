<?php
/**
 * `wp immo-wizards run-jobs`.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Wiring;

defined( 'ABSPATH' ) || exit;

/**
 * The WP-CLI command (registered only when WP-CLI runs); its help text is __invoke()'s doc comment.
 */
final class Jobs_Command {

	/**
	 * Constructor.
	 *
	 * @param Jobs $jobs The background jobs.
	 */
	public function __construct( private Jobs $jobs ) {
	}

	/**
	 * Runs the plugin's background jobs once: outbox, webhooks, alerts, imports, retention.
	 *
	 * For sites that run background work from the system's cron instead of WP-Cron: set
	 * `define( 'DISABLE_WP_CRON', true );` in wp-config.php and run this command every five minutes.
	 * Each job takes its work under its own lease, so overlapping runs do nothing twice. Prints one
	 * line per job; exits non-zero when a job failed.
	 *
	 * ## OPTIONS
	 *
	 * [--job=<name>]
	 * : Run only this job.
	 * ---
	 * options:
	 *   - outbox
	 *   - webhooks
	 *   - alerts
	 *   - imports
	 *   - retention
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     # crontab line of the web server's user: every five minutes
	 *     0-59/5 * * * * wp immo-wizards run-jobs --path=/var/www/html --quiet
	 *
	 * @param string[]             $args       Positional arguments (none).
	 * @param array<string, mixed> $assoc_args Flags.
	 */
	public function __invoke( array $args, array $assoc_args ): void {
		$names  = isset( $assoc_args['job'] ) ? array( (string) $assoc_args['job'] ) : array_keys( $this->jobs->all() );
		$failed = array();
		foreach ( $names as $name ) {
			$line = $this->run( $name );
			if ( null === $line ) {
				$failed[] = $name;
			}
		}
		if ( $failed ) {
			\WP_CLI::error( sprintf( '%d of %d jobs failed: %s.', count( $failed ), count( $names ), implode( ', ', $failed ) ) );
		}
		\WP_CLI::success( sprintf( '%d jobs ran.', count( $names ) ) );
	}

	/**
	 * Runs one job and prints its summary line.
	 *
	 * @param string $name Job name.
	 * @return string|null The line printed; null when the job failed (a warning is printed instead).
	 */
	public function run( string $name ): ?string {
		$started = microtime( true );
		try {
			$summary = $this->jobs->run( $name );
		} catch ( \Throwable $e ) {
			\WP_CLI::warning( sprintf( '%s: failed: %s', $name, $e->getMessage() ) );
			return null;
		}
		$line = sprintf( '%s: %s (%.1f s)', $name, $summary, microtime( true ) - $started );
		\WP_CLI::log( $line );
		return $line;
	}
}
