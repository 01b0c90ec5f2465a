<?php
/**
 * The admin notice and the Site Health test when WP-Cron does not run the background jobs.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Admin;

use ImmoWizards\Admin\Cron_Health;
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
 * Overdue outbox event and no job run: the notice and Site Health name the queue, its age and the
 * system-cron way; while the jobs run, Site Health says who runs them.
 */
final class Cron_Notice_Test extends Test_Case {

	protected function setUp(): void {
		parent::setUp();
		wp_set_current_user( self::factory_admin() );
		delete_option( Jobs::LAST_RUN_OPTION );
		wp_clear_scheduled_hook( Jobs::HOOK );
		// The five-minute event should have run an hour ago.
		wp_schedule_event( time() - HOUR_IN_SECONDS, 'hourly', Jobs::HOOK );
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
		do_action( Jobs::HOOK );
		$this->assertGreaterThan( time() - 60, Jobs::last_run( 'outbox' ), 'WP-Cron\'s run counts' );
		$this->assertStringNotContainsString( 'immo-wizards-cron-notice', $this->notice() );
		$this->assertSame( array(), ( new Cron_Report( new Mail_Log_Repository() ) )->lines() );

		delete_option( Jobs::LAST_RUN_OPTION );
		wp_clear_scheduled_hook( Jobs::HOOK );
		wp_schedule_event( time() + 60, 'hourly', Jobs::HOOK );
		$this->assertFalse( Cron_Report::stopped(), 'an event not yet due is not overdue' );
	}

	public function test_an_empty_outbox_is_said_too(): void {
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . Tables::name( 'outbox' ) . " WHERE status = 'pending'" ); // phpcs:ignore
		$this->assertStringContainsString( 'No e-mail is waiting in the outbox right now.', $this->notice() );
	}

	/**
	 * The Site Health test's result, as Tools → Site Health runs it.
	 *
	 * @param bool $cron_disabled Whether DISABLE_WP_CRON is set.
	 * @return array<string,mixed>
	 */
	private function health( bool $cron_disabled = false ): array {
		$health = new Cron_Health( new Cron_Report( new Mail_Log_Repository(), $cron_disabled ), array( 'outbox', 'retention' ) );
		$tests  = $health->add_test( array() );
		return call_user_func( $tests['direct'][ Cron_Health::TEST ]['test'] );
	}

	public function test_site_health_is_critical_while_mails_wait_for_stopped_jobs(): void {
		$tests = apply_filters( 'site_status_tests', array() );
		$this->assertArrayHasKey( Cron_Health::TEST, $tests['direct'], 'registered under Tools → Site Health' );

		$this->waiting_mail();
		$result = $this->health();
		$this->assertSame( 'critical', $result['status'] );
		$this->assertSame( 'red', $result['badge']['color'] );
		$this->assertSame( 'Immo Wizards\' background jobs are not running', $result['label'] );
		$this->assertStringContainsString( 'WP-Cron has not run the background jobs for more than 15 minutes (its scheduled events are overdue).', $result['description'] );
		$this->assertStringContainsString( '1 e-mail is waiting in the outbox (oldest: 2 hours old).', $result['description'] );
		$this->assertStringContainsString( 'define( &#039;DISABLE_WP_CRON&#039;, true );', $result['description'] );
		$this->assertStringContainsString( '<code>*/5 * * * * wp immo-wizards run-jobs --path=&#039;' . untrailingslashit( ABSPATH ) . '&#039; --quiet</code>', $result['description'] );
		$this->assertStringContainsString( 'WP-Cron is switched off on this site (DISABLE_WP_CRON), and the background jobs have not run for more than 15 minutes.', $this->health( true )['description'] );
	}

	public function test_site_health_recommends_system_cron_when_stopped_jobs_have_nothing_waiting(): void {
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . Tables::name( 'outbox' ) . " WHERE status = 'pending'" ); // phpcs:ignore
		$result = $this->health();
		$this->assertSame( 'recommended', $result['status'] );
		$this->assertSame( 'orange', $result['badge']['color'] );
		$this->assertStringContainsString( 'No e-mail is waiting in the outbox right now.', $result['description'] );
		$this->assertStringContainsString( 'wp immo-wizards run-jobs', $result['description'] );
	}

	public function test_site_health_is_good_while_wp_cron_or_system_cron_runs_the_jobs(): void {
		$this->waiting_mail();
		do_action( Jobs::HOOK );
		$result = $this->health();
		$this->assertSame( 'good', $result['status'] );
		$this->assertSame( 'Immo Wizards\' background jobs run on time', $result['label'] );
		$this->assertMatchesRegularExpression( '/WP-Cron runs the jobs\. Last run: \d+ seconds? ago\./', $result['description'] );
		$this->assertStringNotContainsString( 'run-jobs --path', $result['description'] );

		// DISABLE_WP_CRON with the system cron running `wp immo-wizards run-jobs` (Jobs::run()).
		delete_option( Jobs::LAST_RUN_OPTION );
		( new Jobs( Plugin::instance() ) )->run( 'outbox' );
		$result = $this->health( true );
		$this->assertSame( 'good', $result['status'] );
		$this->assertStringContainsString( 'WP-Cron is switched off on this site (DISABLE_WP_CRON); the system cron runs the jobs.', $result['description'] );

		// A new site: never run, its first event not yet overdue.
		delete_option( Jobs::LAST_RUN_OPTION );
		wp_clear_scheduled_hook( Jobs::HOOK );
		wp_schedule_event( time() + 60, 'hourly', Jobs::HOOK );
		$this->assertStringContainsString( 'WP-Cron runs the jobs. They have not run yet.', $this->health()['description'] );
	}

	public function test_site_health_info_lists_runner_queue_and_last_runs(): void {
		$this->waiting_mail();
		$info = apply_filters( 'debug_information', array() );
		$this->assertArrayHasKey( 'immo-wizards-jobs', $info, 'registered under Tools → Site Health → Info' );
		$this->assertArrayHasKey( 'job_imports', $info['immo-wizards-jobs']['fields'], 'every job of Jobs::all()' );

		$health = new Cron_Health( new Cron_Report( new Mail_Log_Repository(), true ), array( 'outbox', 'retention' ) );
		$fields = $health->add_info( array() )['immo-wizards-jobs']['fields'];
		$this->assertSame( 'System cron (WP-Cron is switched off)', $fields['runner']['value'] );
		$this->assertSame( 'stopped', $fields['running']['debug'] );
		$this->assertSame( '1 (oldest: 2 hours old)', $fields['outbox']['value'] );
		$this->assertSame( 'Never', $fields['job_outbox']['value'] );

		do_action( Jobs::HOOK );
		$fields = $health->add_info( array() )['immo-wizards-jobs']['fields'];
		$this->assertSame( 'on time', $fields['running']['debug'] );
		$this->assertMatchesRegularExpression( '/^\d+ seconds? ago$/', $fields['job_outbox']['value'] );
		$this->assertMatchesRegularExpression( '/^\d+ seconds? ago$/', $fields['job_retention']['value'], 'it was due: the one cron hook ran it too' );
	}

	public function test_site_health_in_german(): void {
		if ( ! defined( 'IMMO_TESTS_MOFILE' ) ) {
			$this->markTestIncomplete( 'languages/po/php.po missing' );
		}
		$this->waiting_mail();
		$stopped = Mailer::in_locale( 'de_DE', fn () => $this->health() );
		$this->assertSame( 'Die Hintergrundaufgaben von Immo Wizards laufen nicht', $stopped['label'] );
		$this->assertStringContainsString( 'Das Plugin verschickt seine E-Mails', $stopped['description'] );
		do_action( Jobs::HOOK );
		$running = Mailer::in_locale( 'de_DE', fn () => $this->health() );
		$this->assertSame( 'Die Hintergrundaufgaben von Immo Wizards laufen pünktlich', $running['label'] );
		$this->assertStringContainsString( 'WP-Cron führt die Aufgaben aus.', $running['description'] );
		$info = Mailer::in_locale( 'de_DE', fn () => apply_filters( 'debug_information', array() ) );
		$this->assertSame( 'Hintergrundaufgaben von Immo Wizards', $info['immo-wizards-jobs']['label'] );
		$this->assertSame( 'Wartende E-Mails im Postausgang', $info['immo-wizards-jobs']['fields']['outbox']['label'] );
	}
}
