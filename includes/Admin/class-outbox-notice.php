<?php
/**
 * Admin notice about mails that did not go out.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Admin;

use ImmoWizards\Storage\Mail_Log_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * Shown on every admin screen to users who can fix the mail setup (`manage_options`) while mails
 * failed or wait too long, or while WP-Cron does not run the background jobs, so a lead is never
 * lost silently.
 */
final class Outbox_Notice {

	/**
	 * Constructor.
	 *
	 * @param Outbox_Report $report Counts and sentences.
	 * @param Cron_Report   $cron   Whether background work runs.
	 */
	public function __construct( private Outbox_Report $report, private Cron_Report $cron = new Cron_Report( new Mail_Log_Repository() ) ) {
	}

	/**
	 * Hooks the notice.
	 */
	public function register(): void {
		add_action( 'admin_notices', array( $this, 'render' ) );
	}

	/**
	 * Prints the notice (nothing when all mails went out).
	 */
	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		// Display only (which notice to show after the redirect): no state changes, no nonce needed.
		if ( isset( $_GET[ Outbox_Resend_Action::RESULT_ARG ] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended
			$count = absint( $_GET[ Outbox_Resend_Action::RESULT_ARG ] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
			/* translators: %d: number of e-mails */
			$done = sprintf( _n( '%d e-mail is being sent again.', '%d e-mails are being sent again.', $count, 'immo-wizards' ), $count );
			echo '<div class="notice notice-success is-dismissible"><p>' . esc_html( $done ) . '</p></div>';
		}
		$this->render_cron();
		$summary = $this->report->summary();
		$lines   = Outbox_Report::lines( $summary );
		if ( ! $lines ) {
			return;
		}
		$class = $summary['failed']['count'] > 0 ? 'notice-error' : 'notice-warning';
		echo '<div class="notice ' . esc_attr( $class ) . ' immo-wizards-outbox-notice"><p><strong>' . esc_html__( 'Immo Wizards: e-mails about requests did not go out.', 'immo-wizards' ) . '</strong></p>';
		foreach ( $lines as $line ) {
			echo '<p>' . esc_html( $line ) . '</p>';
		}
		echo '<p>' . esc_html( Outbox_Report::advice() ) . '</p>';
		if ( $summary['failed']['count'] > 0 ) {
			echo '<p>' . Outbox_Resend_Action::form() . '</p>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped where it is built.
		}
		echo '</div>';
	}

	/**
	 * The part about WP-Cron not running the background jobs (nothing while it runs them).
	 */
	private function render_cron(): void {
		$lines = $this->cron->lines();
		if ( ! $lines ) {
			return;
		}
		echo '<div class="notice notice-warning immo-wizards-cron-notice"><p><strong>' . esc_html__( 'Immo Wizards: background jobs are not running.', 'immo-wizards' ) . '</strong></p>';
		foreach ( $lines as $line ) {
			echo '<p>' . esc_html( $line ) . '</p>';
		}
		echo '<p><code>' . esc_html( Cron_Report::crontab_line() ) . '</code></p></div>';
	}
}
