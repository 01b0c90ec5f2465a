<?php
/**
 * Mails that did not go out are shown to the admin (notice, Site Health) and can be resent.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Mail;

use ImmoWizards\Admin\Outbox_Health;
use ImmoWizards\Admin\Outbox_Notice;
use ImmoWizards\Admin\Outbox_Report;
use ImmoWizards\Admin\Outbox_Resend_Action;
use ImmoWizards\Mail\Mailer;
use ImmoWizards\Mail\Outbox;
use ImmoWizards\Plugin;
use ImmoWizards\Storage\Mail_Log_Repository;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Tests\Test_Case;
use ImmoWizards\Wiring\Jobs;

/**
 * Thrown instead of wp_die() / the redirect's exit.
 */
final class Outbox_Alerts_Halt extends \RuntimeException {
}

/**
 * A lead is never lost silently.
 */
final class Outbox_Alerts_Test extends Test_Case {

	/**
	 * Stores a mail with a status and an age.
	 *
	 * @param string $status Status.
	 * @param int    $age    Seconds since it was created.
	 */
	private function mail( string $status, int $age ): int {
		$id = Plugin::instance()->outbox()->store(
			array(
				'recipient' => 'office@example.de',
				'subject'   => 'Neue Anfrage',
				'html'      => '<p>Lead</p>',
				'text'      => 'Lead',
			)
		);
		global $wpdb;
		$wpdb->update( // phpcs:ignore
			Tables::name( 'outbox' ),
			array(
				'status'     => $status,
				'created_at' => Tables::now( -$age ),
			),
			array( 'id' => $id )
		);
		return $id;
	}

	/**
	 * The admin notice's HTML.
	 */
	private function notice(): string {
		ob_start();
		( new Outbox_Notice( new Outbox_Report( new Mail_Log_Repository() ) ) )->render();
		return (string) ob_get_clean();
	}

	/**
	 * Posts the resend form to its admin-post handler.
	 *
	 * @param string $method Request method.
	 * @param string $nonce  Nonce sent.
	 * @return array{status:int,location:string} What the handler answered.
	 */
	private function resend( string $method = 'POST', string $nonce = '' ): array {
		$_SERVER['REQUEST_METHOD'] = $method;
		$_REQUEST['_wpnonce']      = $nonce;
		$_POST['_wpnonce']         = $nonce;
		$_REQUEST['_wp_http_referer'] = '/wp-admin/site-health.php';
		$answer                    = array(
			'status'   => 0,
			'location' => '',
		);
		$die = static function ( $message, $title, $args ) use ( &$answer ): void {
			$answer['status'] = (int) ( $args['response'] ?? 500 );
			throw new Outbox_Alerts_Halt( 'die' );
		};
		add_filter( 'wp_die_handler', static fn () => $die );
		add_filter(
			'wp_redirect',
			static function ( $location, $status ) use ( &$answer ) {
				$answer = array(
					'status'   => (int) $status,
					'location' => (string) $location,
				);
				throw new Outbox_Alerts_Halt( 'redirect' );
			},
			10,
			2
		);
		try {
			( new Outbox_Resend_Action( Plugin::instance()->outbox_resend() ) )->handle();
		} catch ( Outbox_Alerts_Halt $halt ) {
			unset( $halt );
		} finally {
			remove_all_filters( 'wp_die_handler' );
			remove_all_filters( 'wp_redirect' );
			unset( $_REQUEST['_wpnonce'], $_POST['_wpnonce'], $_REQUEST['_wp_http_referer'], $_SERVER['REQUEST_METHOD'] );
		}
		return $answer;
	}

	public function test_nothing_to_say_when_every_mail_went_out(): void {
		$this->login( 'administrator' );
		$this->mail( 'sent', DAY_IN_SECONDS );
		$this->mail( 'pending', 60 ); // Fresh: on its way, no alarm.
		$this->assertSame( '', $this->notice() );
		$result = ( new Outbox_Health( new Outbox_Report( new Mail_Log_Repository() ) ) )->result();
		$this->assertSame( 'good', $result['status'] );
		$this->assertSame( '', $result['actions'] );
	}

	public function test_notice_shows_counts_and_ages_to_admins_only(): void {
		$this->mail( 'failed', 3 * DAY_IN_SECONDS + 60 );
		$this->mail( 'failed', HOUR_IN_SECONDS );
		$this->mail( 'pending', 2 * HOUR_IN_SECONDS + 60 );

		$this->login( 'editor' );
		$this->assertSame( '', $this->notice(), 'editors cannot fix the mail setup' );

		$this->login( 'administrator' );
		$html = $this->notice();
		$this->assertStringContainsString( 'notice-error', $html );
		$this->assertStringContainsString( '2 e-mails could not be sent and are no longer retried (oldest: 3 days old).', $html );
		$this->assertStringContainsString( '1 e-mail is still waiting to be sent and is being retried (oldest: 2 hours old).', $html );
		$this->assertStringContainsString( 'name="action" value="' . Outbox_Resend_Action::ACTION . '"', $html );
		$this->assertMatchesRegularExpression( '/name="_wpnonce" value="[0-9a-f]{10}"/', $html );
		$this->assertStringContainsString( '>Resend</button>', $html );
	}

	public function test_notice_for_mails_waiting_too_long_has_no_resend_button(): void {
		$this->login( 'administrator' );
		$this->mail( 'pending', HOUR_IN_SECONDS );
		$html = $this->notice();
		$this->assertStringContainsString( 'notice-warning', $html );
		$this->assertStringContainsString( '1 e-mail is still waiting to be sent', $html );
		$this->assertStringNotContainsString( '<form', $html );
	}

	public function test_site_health_test(): void {
		$tests = apply_filters( 'site_status_tests', array() );
		$this->assertArrayHasKey( Outbox_Health::TEST, $tests['direct'], 'registered under Tools → Site Health' );

		$this->mail( 'pending', DAY_IN_SECONDS );
		$result = call_user_func( $tests['direct'][ Outbox_Health::TEST ]['test'] );
		$this->assertSame( 'recommended', $result['status'] );
		$this->assertStringContainsString( '1 e-mail is still waiting to be sent and is being retried (oldest: 1 day old).', $result['description'] );

		$this->mail( 'failed', 5 * DAY_IN_SECONDS );
		$result = call_user_func( $tests['direct'][ Outbox_Health::TEST ]['test'] );
		$this->assertSame( 'critical', $result['status'] );
		$this->assertSame( 'red', $result['badge']['color'] );
		$this->assertSame( 'Immo Wizards could not send some e-mails', $result['label'] );
		$this->assertStringContainsString( '1 e-mail could not be sent and is no longer retried (oldest: 5 days old).', $result['description'] );
		$this->assertStringContainsString( '>Resend</button>', $result['actions'] );
		$this->assertSame( Outbox_Health::TEST, $result['test'] );
	}

	public function test_resend_requeues_failed_mails_and_sends_them_through_the_runner(): void {
		$kicks = 0;
		add_filter(
			'pre_http_request',
			static function ( $pre, $args, $url ) use ( &$kicks ) {
				$kicks += (int) str_contains( $url, 'outbox/run' );
				return new \WP_Error( 'offline', 'captured' );
			},
			10,
			3
		);
		$failed  = $this->mail( 'failed', 4 * DAY_IN_SECONDS );
		$sent    = $this->mail( 'sent', DAY_IN_SECONDS );
		$this->login( 'administrator' );

		$answer = $this->resend( 'POST', wp_create_nonce( Outbox_Resend_Action::ACTION ) );
		$this->assertSame( 302, $answer['status'] );
		$this->assertStringContainsString( '/wp-admin/site-health.php?' . Outbox_Resend_Action::RESULT_ARG . '=1', $answer['location'] );
		$this->assertSame( array(), $this->mails, 'not sent in the admin\'s request' );
		$this->assertNotFalse( wp_next_scheduled( Jobs::HOOK, array( 'runner' ) ) );
		$this->assertSame( 1, $kicks, 'the runner is started at once' );

		$rows = array_column( $this->rows( 'outbox' ), null, 'id' );
		$this->assertSame( 'pending', $rows[ $failed ]->status );
		$this->assertSame( '0', (string) $rows[ $failed ]->attempts );
		$this->assertGreaterThan( time() + 71 * HOUR_IN_SECONDS, strtotime( $rows[ $failed ]->retry_until . ' UTC' ), 'another 72 hours of retries' );
		$this->assertSame( 'sent', $rows[ $sent ]->status );

		do_action( Jobs::HOOK, 'runner' );
		$this->assertCount( 1, $this->mails );
		$this->assertSame( '<p>Lead</p>', $this->mails[0]['message'] );

		$_GET[ Outbox_Resend_Action::RESULT_ARG ] = '1';
		$html                                      = $this->notice();
		unset( $_GET[ Outbox_Resend_Action::RESULT_ARG ] );
		$this->assertStringContainsString( '1 e-mail is being sent again.', $html );
	}

	public function test_german_texts(): void {
		if ( ! defined( 'IMMO_TESTS_MOFILE' ) ) {
			$this->markTestIncomplete( 'languages/po/php.po missing' );
		}
		$this->assertSame( 'Erneut senden', Mailer::in_locale( 'de_DE', static fn () => __( 'Resend', 'immo-wizards' ) ) );
		$summary = array(
			'failed'  => array(
				'count'  => 2,
				'oldest' => Tables::now( -3 * DAY_IN_SECONDS - 60 ),
			),
			'pending' => array(
				'count'  => 1,
				'oldest' => Tables::now( -2 * HOUR_IN_SECONDS - 60 ),
			),
		);
		$lines   = Mailer::in_locale( 'de_DE', static fn () => Outbox_Report::lines( $summary ) );
		$this->assertStringStartsWith( '2 E-Mails konnten nicht verschickt werden und werden nicht mehr wiederholt (älteste: ', $lines[0] );
		$this->assertStringStartsWith( '1 E-Mail wartet noch auf den Versand und wird wiederholt (älteste: ', $lines[1] );
	}

	public function test_resend_needs_the_capability_a_nonce_and_a_post(): void {
		$this->mail( 'failed', DAY_IN_SECONDS );

		wp_set_current_user( 0 );
		$this->assertSame( 403, $this->resend( 'POST', wp_create_nonce( Outbox_Resend_Action::ACTION ) )['status'], 'logged out' );

		$this->login( 'editor' );
		$this->assertSame( 403, $this->resend( 'POST', wp_create_nonce( Outbox_Resend_Action::ACTION ) )['status'], 'editor' );

		$this->login( 'administrator' );
		$this->assertSame( 403, $this->resend( 'POST', '' )['status'], 'no nonce' );
		$this->assertSame( 403, $this->resend( 'POST', 'abcdef0123' )['status'], 'forged nonce' );
		$this->assertSame( 403, $this->resend( 'POST', wp_create_nonce( 'other_action' ) )['status'], 'nonce of another action' );
		$this->assertSame( 405, $this->resend( 'GET', wp_create_nonce( Outbox_Resend_Action::ACTION ) )['status'], 'a link cannot trigger it' );

		$this->assertSame( array( 'failed' ), array_column( $this->rows( 'outbox' ), 'status' ), 'nothing requeued' );
		$this->assertFalse( wp_next_scheduled( Jobs::HOOK, array( 'runner' ) ) );
	}
}
