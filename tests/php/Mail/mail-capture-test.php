<?php
/**
 * Sent mails keep no body; the demo site's capture keeps them readable instead of sending them.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Mail;

use ImmoWizards\Mail\Mail_Capture;
use ImmoWizards\Plugin;

require_once __DIR__ . '/class-mail-log-test-case.php';

/**
 * Capture off (every real site) and on (IMMO_WIZARDS_CAPTURE_MAIL).
 */
final class Mail_Capture_Test extends Mail_Log_Test_Case {

	public function test_a_sent_mail_keeps_subject_and_recipient_but_no_body_or_headers(): void {
		$id = $this->mail( array(), array( 'headers' => array( 'List-Unsubscribe: <https://example.de/?key=secret>' ) ) );
		$this->assertNotNull( $this->outbox_row( $id )->headers );
		$this->assertTrue( Plugin::instance()->runner()->queue( 'mails' )->attempt( $id ) );

		$row = $this->outbox_row( $id );
		$this->assertSame( 'sent', $row->status );
		$this->assertSame( '', $row->html );
		$this->assertSame( '', $row->text );
		$this->assertNull( $row->headers, 'extra headers may hold keys too' );
		$this->assertSame( 'Bitte bestätigen', $row->subject );
		$this->assertSame( 'anna@example.de', $row->recipient );
	}

	public function test_a_failed_mail_keeps_its_body_for_the_retry(): void {
		$this->mail_result = false;
		$id                = $this->mail( array( 'retry_until' => '2001-01-01 00:00:00' ) );
		$this->assertFalse( Plugin::instance()->runner()->queue( 'mails' )->attempt( $id ) );
		$row = $this->outbox_row( $id );
		$this->assertSame( 'failed', $row->status );
		$this->assertNotSame( '', $row->html );
	}

	public function test_capture_is_off_unless_the_constant_is_set(): void {
		$this->assertFalse( defined( Mail_Capture::CONSTANT ), 'the test site is a production-like site' );
		$this->assertFalse( Mail_Capture::enabled() );

		$this->login( 'administrator' );
		$id = $this->mail();
		Plugin::instance()->runner()->queue( 'mails' )->attempt( $id );
		$this->assertCount( 1, $this->mails, 'the mail went to wp_mail' );
		$this->assertFalse( $this->json( $this->rest( 'GET', '/mails' ) )[0]['hasContent'] );
		$this->assertSame( 404, $this->rest( 'GET', "/mails/$id/content" )->get_status() );

		$pending = $this->mail();
		$this->assertSame( 404, $this->rest( 'GET', "/mails/$pending/content" )->get_status(), 'bodies are read only where mails are captured' );
	}

	public function test_captured_mails_are_not_sent_but_readable_in_the_log(): void {
		add_filter( 'immo_wizards_capture_mail', '__return_true' );
		$this->login( 'administrator' );
		$id = $this->mail();
		$this->assertTrue( Plugin::instance()->runner()->queue( 'mails' )->attempt( $id ) );
		$this->assertCount( 0, $this->mails, 'nothing went to wp_mail' );
		$this->assertSame( 'sent', $this->outbox_row( $id )->status );

		$this->assertTrue( $this->json( $this->rest( 'GET', '/mails' ) )[0]['hasContent'] );
		$content = $this->rest( 'GET', "/mails/$id/content" );
		$this->assertSame( 200, $content->get_status() );
		$this->assertSame(
			array(
				'recipient' => 'anna@example.de',
				'subject'   => 'Bitte bestätigen',
				'html'      => '<p>Hallo <a href="https://example.de/?immo_confirm=abc">bestätigen</a></p>',
				'text'      => 'Hallo https://example.de/?immo_confirm=abc',
			),
			$this->json( $content )
		);
		$this->assertSame( 404, $this->rest( 'GET', '/mails/999999999/content' )->get_status() );
	}

	public function test_the_demo_site_sets_the_constant(): void {
		$config = json_decode( (string) file_get_contents( dirname( __DIR__, 3 ) . '/.wp-env.json' ), true );
		$this->assertTrue( $config['config'][ Mail_Capture::CONSTANT ] ?? null );
	}

	public function test_a_templated_mail_is_of_its_template_kind(): void {
		$id = Plugin::instance()->outbox()->queue( 'login_link', 'de_DE', array( 'recipient' => 'anna@example.de', 'args' => array( 'key123' ) ) );
		$this->assertSame( 'login_link', $this->outbox_row( $id )->kind );
	}
}
