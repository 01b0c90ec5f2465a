<?php
/**
 * What the admin is told about mails that did not go out.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Admin;

use ImmoWizards\Storage\Mail_Log_Repository;
use ImmoWizards\Storage\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Counts and ages of failed mails and of mails that wait too long, as sentences; shared by the admin
 * notice and the Site Health test so both say the same.
 */
final class Outbox_Report {

	/** Minutes after which a pending mail is worth a word (it is being retried, or cron does not run). */
	public const PENDING_ALERT_MINUTES = 15;

	/**
	 * Constructor.
	 *
	 * @param Mail_Log_Repository $mails The mails as the log reads them.
	 */
	public function __construct( private Mail_Log_Repository $mails ) {
	}

	/**
	 * Failed mails and overdue pending mails: count and oldest creation time of each.
	 *
	 * @return array{failed:array{count:int,oldest:?string},pending:array{count:int,oldest:?string}}
	 */
	public function summary(): array {
		return $this->mails->unsent_summary( Tables::now( -self::PENDING_ALERT_MINUTES * MINUTE_IN_SECONDS ) );
	}

	/**
	 * The sentences for a summary; none when every mail went out.
	 *
	 * @param array{failed:array{count:int,oldest:?string},pending:array{count:int,oldest:?string}} $summary Summary.
	 * @return string[] Plain text.
	 */
	public static function lines( array $summary ): array {
		$lines  = array();
		$failed = $summary['failed']['count'];
		if ( $failed > 0 ) {
			$lines[] = sprintf(
				/* translators: 1: number of e-mails, 2: age of the oldest one, e.g. "3 days" */
				_n( '%1$d e-mail could not be sent and is no longer retried (oldest: %2$s old).', '%1$d e-mails could not be sent and are no longer retried (oldest: %2$s old).', $failed, 'immo-wizards' ),
				$failed,
				self::age( (string) $summary['failed']['oldest'] )
			);
		}
		$pending = $summary['pending']['count'];
		if ( $pending > 0 ) {
			$lines[] = sprintf(
				/* translators: 1: number of e-mails, 2: age of the oldest one, e.g. "2 hours" */
				_n( '%1$d e-mail is still waiting to be sent and is being retried (oldest: %2$s old).', '%1$d e-mails are still waiting to be sent and are being retried (oldest: %2$s old).', $pending, 'immo-wizards' ),
				$pending,
				self::age( (string) $summary['pending']['oldest'] )
			);
		}
		return $lines;
	}

	/**
	 * What to do about it.
	 */
	public static function advice(): string {
		return __( 'The requests themselves are stored. Check the site\'s mail setup (e.g. the SMTP settings), then resend the e-mails.', 'immo-wizards' );
	}

	/**
	 * Human age of a DATETIME (UTC), e.g. "3 days".
	 *
	 * @param string $datetime DATETIME (UTC).
	 */
	public static function age( string $datetime ): string {
		$time = strtotime( $datetime . ' UTC' );
		return human_time_diff( false === $time ? time() : $time, time() );
	}
}
