<?php
/**
 * The admin notice when WP-Cron does not run the background jobs.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Admin;

use ImmoWizards\Admin\Cron_Report;
use ImmoWizards\Admin\Outbox_Notice;
use ImmoWizards\Admin\Outbox_Report;
use ImmoWizards\Mail\Mailer;
use ImmoWizards\Mail\Outbox;
use ImmoWizards\Plugin;
use ImmoWizards\Storage\Mail_Log_Repository;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Tests\Test_Case;
use ImmoWizards\Wiring\Jobs;

/**
 * Overdue outbox event and no job run: the notice names the queue, its age and the system-cron way.
 */
final class Cron_Notice_Test extends Test_Case {

	protected function setUp(): void {
		parent::setUp();
		wp_set_current_user( self::factory_admin() );
		delete_option( Jobs::LAST_RUN_OPTION );
		wp_clear_scheduled_hook( Outbox::CRON_HOOK );
		// The five-minute event should have run an hour ago.
		wp_schedule_event( time() - HOUR_IN_SECONDS, 'hourly', Outbox::CRON_HOOK );
	}

	/**
	 * An administrator.
	 */
	private static function factory_admin(): int {
		return (int) wp_insert_user(
			array(
				'user_login' => 'cron-admin-' . wp_rand(),
				'user_pass'  => wp_generate_password(),
				'role'       => 'administrator',
			)
		);
	}

	/**
	 * The admin notices' HTML.
	 *
	 * @param bool $cron_disabled Whether DISABLE_WP_CRON is set.
	 */
	private function notice( bool $cron_disabled = false ): string {
		ob_start();
		( new Outbox_Notice( new Outbox_Report( new Mail_Log_Repository() ), new Cron_Report( new Mail_Log_Repository(), $cron_disabled ) ) )->render();
		return (string) ob_get_clean();
	}

	/**
	 * A pending mail created two hours ago.
	 */
	private function waiting_mail(): void {
		global $wpdb;
		$id = Plugin::instance()->outbox()->store(
			array(
				'recipient' => 'anna@example.de',
				'subject'   => 'Bitte bestätigen',
				'html'      => '<p>Bestätigen</p>',
				'text'      => 'Bestätigen',
			)
		);
		$wpdb->update( Tables::name( 'outbox' ), array( 'created_at' => Tables::now( -2 * HOUR_IN_SECONDS - 60 ) ), array( 'id' => $id ) ); // phpcs:ignore
	}

	public function test_overdue_cron_is_named_with_the_queue_and_the_crontab_line(): void {
		$this->waiting_mail();
		$html = $this->notice();
		$this->assertStringContainsString( 'immo-wizards-cron-notice', $html );
		$this->assertStringContainsString( 'WP-Cron has not run the background jobs for more than 15 minutes (its scheduled events are overdue).', $html );
		$this->assertStringContainsString( '1 e-mail is waiting in the outbox (oldest: 2 hours old).', $html );
		$this->assertStringContainsString( 'define( &#039;DISABLE_WP_CRON&#039;, true );', $html );
		$this->assertStringContainsString( '<code>*/5 * * * * wp immo-wizards run-jobs --path=&#039;' . untrailingslashit( ABSPATH ) . '&#039; --quiet</code>', $html );

		$this->assertStringContainsString( 'WP-Cron is switched off on this site (DISABLE_WP_CRON), and the background jobs have not run for more than 15 minutes.', $this->notice( true ) );
	}

	public function test_german_texts(): void {
		if ( ! defined( 'IMMO_TESTS_MOFILE' ) ) {
			$this->markTestIncomplete( 'languages/po/php.po missing' );
		}
		$this->waiting_mail();
		$html = Mailer::in_locale( 'de_DE', fn () => $this->notice() . $this->notice( true ) );
		$this->assertStringContainsString( 'Immo Wizards: Die Hintergrundaufgaben laufen nicht.', $html );
		$this->assertStringContainsString( 'WP-Cron hat die Hintergrundaufgaben seit mehr als 15 Minuten nicht ausgeführt (die geplanten Ereignisse sind überfällig).', $html );
		$this->assertStringContainsString( 'WP-Cron ist auf dieser Website abgeschaltet (DISABLE_WP_CRON), und die Hintergrundaufgaben sind seit mehr als 15 Minuten nicht gelaufen.', $html );
		// The age is core's human_time_diff(), in German where core's translations are installed.
		$this->assertMatchesRegularExpression( '/1 E-Mail wartet im Postausgang \(älteste: 2 \S+ alt\)\./', $html );
		$this->assertStringContainsString( 'Um sie stattdessen über den Cron des Servers auszuführen, tragen Sie define( &#039;DISABLE_WP_CRON&#039;, true ); in die wp-config.php ein', $html );
	}

	public function test_no_notice_while_the_jobs_run(): void {
		$this->waiting_mail();
		do_action( Outbox::CRON_HOOK );
		$this->assertGreaterThan( time() - 60, Jobs::last_run( 'outbox' ), 'WP-Cron\'s run counts' );
		$this->assertStringNotContainsString( 'immo-wizards-cron-notice', $this->notice() );
		$this->assertSame( array(), ( new Cron_Report( new Mail_Log_Repository() ) )->lines() );

		delete_option( Jobs::LAST_RUN_OPTION );
		wp_clear_scheduled_hook( Outbox::CRON_HOOK );
		wp_schedule_event( time() + 60, 'hourly', Outbox::CRON_HOOK );
		$this->assertFalse( Cron_Report::stopped(), 'an event not yet due is not overdue' );
	}

	public function test_an_empty_outbox_is_said_too(): void {
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . Tables::name( 'outbox' ) . " WHERE status = 'pending'" ); // phpcs:ignore
		$this->assertStringContainsString( 'No e-mail is waiting in the outbox right now.', $this->notice() );
	}
}
