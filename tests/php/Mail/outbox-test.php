<?php
/**
 * Outbox: retries, backoff, encryption at rest, multipart mails.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Mail;

use ImmoWizards\I18n\I18n;
use ImmoWizards\Mail\Mailer;
use ImmoWizards\Mail\Outbox;
use ImmoWizards\Plugin;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Tests\Test_Case;
use ImmoWizards\Wiring\Jobs;

/**
 * Nothing is lost when sending fails.
 */
final class Outbox_Test extends Test_Case {

	/**
	 * Moves every pending mail's next attempt into the past.
	 */
	private function make_due(): void {
		global $wpdb;
		$wpdb->query( 'UPDATE ' . Tables::name( 'outbox' ) . " SET next_attempt_at = '2001-01-01 00:00:00' WHERE status = 'pending'" ); // phpcs:ignore
	}

	/**
	 * Lets the outbox's times pass: every time stored in its rows moves $seconds into the past.
	 *
	 * @param int $seconds Seconds.
	 */
	private function travel( int $seconds ): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Tables::name( 'outbox' ) . ' SET created_at = created_at - INTERVAL %d SECOND, next_attempt_at = next_attempt_at - INTERVAL %d SECOND, retry_until = retry_until - INTERVAL %d SECOND', $seconds, $seconds, $seconds ) ); // phpcs:ignore
	}

	/**
	 * Enqueues a test mail; its first attempt runs after the (simulated) response.
	 */
	private function enqueue(): int {
		$outbox = Plugin::instance()->outbox();
		$before = count( $this->mails );
		$id     = $outbox->enqueue(
			array(
				'recipient' => 'someone@example.de',
				'subject'   => 'Hello',
				'html'      => '<p>Secret body</p>',
				'text'      => 'Secret body',
			)
		);
		$this->assertCount( $before, $this->mails, 'nothing sent before the response is out' );
		Plugin::instance()->runner()->flush();
		return $id;
	}

	public function test_failed_send_is_retried_by_cron(): void {
		$this->mail_result = false;
		$this->enqueue();
		$this->assertCount( 1, $this->mails );

		$this->mail_result = true;
		do_action( Jobs::HOOK );
		$this->assertCount( 1, $this->mails, 'not due before the backoff' );

		$this->make_due();
		do_action( Jobs::HOOK );
		$this->assertCount( 2, $this->mails );
		$this->assertSame( 'someone@example.de', $this->mails[1]['to'] );
		$this->assertSame( '<p>Secret body</p>', $this->mails[1]['message'] );
		$row = $this->rows( 'outbox' )[0];
		$this->assertSame( 'sent', $row->status );
		$this->assertSame( '2', (string) $row->attempts );
		$this->assertNotNull( $row->sent_at );
		$this->assertSame( '', $row->html, 'bodies dropped once sent' );

		$this->make_due();
		do_action( Jobs::HOOK );
		$this->assertCount( 2, $this->mails, 'sent mails are not sent again' );
	}

	public function test_retries_for_72_hours_with_capped_backoff_and_keeps_the_failed_mail(): void {
		$this->mail_result = false;
		$id                = $this->enqueue();
		$queue             = Plugin::instance()->runner()->queue( 'mails' );
		$delays            = array();
		while ( 'pending' === $this->rows( 'outbox' )[0]->status && count( $delays ) < 200 ) {
			$delay    = strtotime( $this->rows( 'outbox' )[0]->next_attempt_at . ' UTC' ) - time();
			$delays[] = $delay;
			$this->travel( max( 0, $delay ) );
			$queue->attempt( $id );
		}
		$row     = $this->rows( 'outbox' )[0];
		$elapsed = time() - strtotime( $row->created_at . ' UTC' );

		$this->assertSame( array( 1, 5, 15, 60, 240, 240 ), array_map( static fn ( $d ) => (int) round( $d / 60 ), array_slice( $delays, 0, 6 ) ) );
		$this->assertLessThanOrEqual( 240 * 60 + 1, max( $delays ), 'the backoff is capped at 4 hours' );
		$this->assertSame( 'failed', $row->status );
		$this->assertGreaterThanOrEqual( Outbox::policy()->retry_hours * HOUR_IN_SECONDS, $elapsed, 'retried for at least 72 hours' );
		$this->assertLessThan( Outbox::policy()->retry_hours * HOUR_IN_SECONDS + 240 * 60, $elapsed, 'the last attempt falls on the deadline' );
		$this->assertSame( (string) ( count( $delays ) + 1 ), (string) $row->attempts );
		$this->assertCount( count( $delays ) + 1, $this->mails );
		$this->assertStringStartsWith( 'v1:', $row->html, 'the body is kept for a resend' );

		// Never dropped silently: the daily clean-up keeps failed mails, however old.
		$this->travel( 90 * DAY_IN_SECONDS );
		Plugin::instance()->retention()->run();
		$this->assertSame( 1, $this->count_rows( 'outbox', "status = 'failed'" ) );
	}

	public function test_sent_mails_are_cleaned_up_failed_ones_are_not(): void {
		$this->enqueue();
		$this->mail_result = false;
		$this->enqueue();
		global $wpdb;
		$wpdb->query( 'UPDATE ' . Tables::name( 'outbox' ) . " SET status = 'failed' WHERE status = 'pending'" ); // phpcs:ignore
		$this->travel( 90 * DAY_IN_SECONDS );
		Plugin::instance()->retention()->run();
		$this->assertSame( array( 'failed' ), array_column( $this->rows( 'outbox' ), 'status' ) );
	}

	public function test_bodies_are_encrypted_at_rest(): void {
		$this->mail_result = false;
		$this->enqueue();
		$row = $this->rows( 'outbox' )[0];
		$this->assertStringStartsWith( 'v1:', $row->html );
		$this->assertStringNotContainsString( 'Secret', $row->html . $row->text );
	}

	public function test_claimed_mail_is_not_sent_twice(): void {
		$this->mail_result = false;
		$id                = $this->enqueue();
		$this->mail_result = true;
		$this->assertFalse( Plugin::instance()->runner()->queue( 'mails' )->attempt( $id ), 'not due yet' );
		$this->assertCount( 1, $this->mails );
		Plugin::instance()->runner()->flush();
		$this->assertCount( 1, $this->mails, 'a flush without deferred mails sends nothing' );
	}

	/**
	 * Runs $test with a PHPMailer that records its messages instead of sending them.
	 *
	 * @param callable(object): void $test Gets the recording PHPMailer (`sent`: every message).
	 */
	private function with_recording_phpmailer( callable $test ): void {
		require_once ABSPATH . WPINC . '/PHPMailer/PHPMailer.php';
		require_once ABSPATH . WPINC . '/PHPMailer/Exception.php';
		require_once ABSPATH . WPINC . '/PHPMailer/SMTP.php';
		global $phpmailer;
		remove_all_filters( 'pre_wp_mail' );
		$previous  = $phpmailer;
		$phpmailer = new class( true ) extends \PHPMailer\PHPMailer\PHPMailer { // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
			/**
			 * Every "sent" message.
			 *
			 * @var array<int, array<string,mixed>>
			 */
			public array $sent = array();

			/**
			 * Records instead of sending.
			 */
			public function send() {
				$this->preSend();
				$this->sent[] = array(
					'body'    => $this->Body,
					'alt'     => $this->AltBody,
					'subject' => $this->Subject,
					// Keyed by address up to PHPMailer 6, a list from 7 on: each entry is [address, name].
					'replyTo' => array_column( array_values( $this->getReplyToAddresses() ), 0 ),
					'mime'    => $this->getSentMIMEMessage(),
					'timeout' => $this->Timeout,
				);
				return true;
			}
		};
		try {
			$test( $phpmailer );
		} finally {
			$phpmailer = $previous; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		}
	}

	public function test_mail_has_html_and_plain_text_parts(): void {
		$this->with_recording_phpmailer(
			function ( $phpmailer ): void {
				$result = ( new Mailer() )->send( 'someone@example.de', "Subject\r\nBcc: evil@example.org", '<p>Hallo</p>', 'Hallo plain', 'reply@example.de' );
				$this->assertTrue( $result );
				$sent = $phpmailer->sent[0];
				$this->assertSame( '<p>Hallo</p>', $sent['body'] );
				$this->assertSame( 'Hallo plain', $sent['alt'] );
				$this->assertStringContainsString( 'multipart/alternative', $sent['mime'] );
				$this->assertStringNotContainsString( "\n", $sent['subject'] );
				$this->assertStringNotContainsString( "\nBcc:", $sent['mime'] );
				$this->assertSame( array( 'reply@example.de' ), $sent['replyTo'] );
			}
		);
	}

	public function test_smtp_timeout_is_short_for_our_sends_only(): void {
		$this->with_recording_phpmailer(
			function ( $phpmailer ): void {
				$this->assertSame( 300, $phpmailer->Timeout, 'PHPMailer default' ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
				$this->assertTrue( ( new Mailer() )->send( 'someone@example.de', 'Subject', '<p>Hi</p>', 'Hi' ) );
				$this->assertSame( 10, $phpmailer->sent[0]['timeout'] );
				$this->assertSame( 300, $phpmailer->Timeout, 'the shared PHPMailer gets its timeout back' ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase

				wp_mail( 'someone@example.de', 'Not ours', 'Body' );
				$this->assertSame( 300, $phpmailer->sent[1]['timeout'], 'other plugins\' mails are untouched' );

				// An SMTP plugin that waits even shorter keeps its timeout.
				add_action(
					'phpmailer_init',
					static function ( $mailer ): void {
						$mailer->Timeout = 5; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
					}
				);
				( new Mailer() )->send( 'someone@example.de', 'Subject', '<p>Hi</p>', 'Hi' );
				$this->assertSame( 5, $phpmailer->sent[2]['timeout'] );
			}
		);
	}

	public function test_language_rule(): void {
		$this->assertSame( 'en_US', I18n::mail_locale( 'en_US' ) );
		$this->assertSame( 'de_DE', I18n::mail_locale( 'de_DE' ) );
		$this->assertSame( 'de_DE', I18n::mail_locale( 'fr_FR' ) );
		$this->assertSame( 'de_DE', I18n::mail_locale( 'en_GB' ) );
		$this->assertSame( 'Please confirm your request', Mailer::in_locale( 'en_US', static fn () => __( 'Please confirm your request', 'immo-wizards' ) ) );
		if ( ! defined( 'IMMO_TESTS_MOFILE' ) ) {
			$this->markTestIncomplete( 'languages/po/php.po missing' );
		}
		$this->assertSame( 'Bitte bestätigen Sie Ihre Anfrage', Mailer::in_locale( 'de_DE', static fn () => __( 'Please confirm your request', 'immo-wizards' ) ) );
		$this->assertSame( 'Bitte bestätigen Sie Ihre Anfrage', Mailer::in_locale( 'fr_FR', static fn () => __( 'Please confirm your request', 'immo-wizards' ) ) );
		$this->assertSame( 'Please confirm your request', __( 'Please confirm your request', 'immo-wizards' ), 'language restored afterwards' );
	}
}
