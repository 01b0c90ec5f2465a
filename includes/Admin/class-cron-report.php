<?php
/**
 * What the admin is told when WP-Cron does not run the plugin's background jobs.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Admin;

use ImmoWizards\Storage\Mail_Log_Repository;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Wiring\Jobs;

defined( 'ABSPATH' ) || exit;

/**
 * Background work has stopped when the outbox job (every five minutes, from WP-Cron or from
 * `wp immo-wizards run-jobs`) has not finished for STALE_MINUTES and its WP-Cron event is that much
 * overdue: WP-Cron is switched off (`DISABLE_WP_CRON`) without a system cron taking over, or it does
 * not fire (a site without visitors, loopback requests blocked). Then the sentences say so, with the
 * outbox's size and age and how to run the jobs from system cron.
 */
final class Cron_Report {

	/** Minutes without a finished outbox job after which background work counts as stopped. */
	public const STALE_MINUTES = 15;

	/**
	 * Whether WP-Cron is switched off on this site.
	 *
	 * @var bool
	 */
	private bool $cron_disabled;

	/**
	 * Constructor.
	 *
	 * @param Mail_Log_Repository $mails         The mails as the log reads them.
	 * @param bool|null           $cron_disabled Whether WP-Cron is switched off (default: DISABLE_WP_CRON).
	 */
	public function __construct( private Mail_Log_Repository $mails, ?bool $cron_disabled = null ) {
		$this->cron_disabled = $cron_disabled ?? ( defined( 'DISABLE_WP_CRON' ) && DISABLE_WP_CRON );
	}

	/**
	 * Whether background work has stopped (no job run and the outbox event overdue).
	 */
	public static function stopped(): bool {
		$stale_since = time() - self::STALE_MINUTES * MINUTE_IN_SECONDS;
		$next        = wp_next_scheduled( Jobs::HOOK );
		return Jobs::last_run( 'outbox' ) <= $stale_since && false !== $next && $next < $stale_since;
	}

	/**
	 * The sentences (plain text); none while background work runs.
	 *
	 * @return string[]
	 */
	public function lines(): array {
		if ( ! self::stopped() ) {
			return array();
		}
		$lines   = array(
			$this->cron_disabled
				/* translators: %d: minutes */
				? sprintf( __( 'WP-Cron is switched off on this site (DISABLE_WP_CRON), and the background jobs have not run for more than %d minutes.', 'immo-wizards' ), self::STALE_MINUTES )
				/* translators: %d: minutes */
				: sprintf( __( 'WP-Cron has not run the background jobs for more than %d minutes (its scheduled events are overdue).', 'immo-wizards' ), self::STALE_MINUTES ),
		);
		$pending = $this->waiting();
		$lines[] = $pending['count'] > 0
			? sprintf(
				/* translators: 1: number of e-mails, 2: age of the oldest one, e.g. "2 hours" */
				_n( '%1$d e-mail is waiting in the outbox (oldest: %2$s old).', '%1$d e-mails are waiting in the outbox (oldest: %2$s old).', $pending['count'], 'immo-wizards' ),
				$pending['count'],
				Outbox_Report::age( (string) $pending['oldest'] )
			)
			: __( 'No e-mail is waiting in the outbox right now.', 'immo-wizards' );
		$lines[] = __( 'To run them from the server\'s cron instead, add define( \'DISABLE_WP_CRON\', true ); to wp-config.php and let the system cron run this WP-CLI command every five minutes as the web server\'s user (crontab line):', 'immo-wizards' );
		return $lines;
	}

	/**
	 * The mails waiting in the outbox: how many, and the oldest one's creation time (DATETIME, UTC).
	 *
	 * @return array{count:int,oldest:?string}
	 */
	public function waiting(): array {
		return $this->mails->unsent_summary( Tables::now() )['pending'];
	}

	/**
	 * Whether WP-Cron is switched off, so only a system cron can run the jobs.
	 */
	public function cron_disabled(): bool {
		return $this->cron_disabled;
	}

	/**
	 * The crontab line that runs every job every five minutes on this site.
	 */
	public static function crontab_line(): string {
		return '*/5 * * * * wp immo-wizards run-jobs --path=' . escapeshellarg( untrailingslashit( ABSPATH ) ) . ' --quiet';
	}
}
