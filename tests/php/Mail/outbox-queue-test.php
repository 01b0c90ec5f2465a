<?php
/**
 * Outbox::queue(): the one call that writes a mail.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Mail;

use ImmoWizards\I18n\I18n;
use ImmoWizards\Mail\Outbox;
use ImmoWizards\Mail\Sealed_Body;
use ImmoWizards\Plugin;
use ImmoWizards\Storage\Outbox_Repository;
use ImmoWizards\Tests\Test_Case;

/**
 * A template is rendered in the recipient's language and stored, not sent.
 */
final class Outbox_Queue_Test extends Test_Case {

	public function test_queue_renders_the_template_in_the_locale_and_stores_the_row(): void {
		$id  = Plugin::instance()->outbox()->queue(
			'login_link',
			'en_US',
			array(
				'args'      => array( 'the-key' ),
				'recipient' => 'anna@example.de',
			)
		);
		$row = ( new Outbox_Repository() )->find( $id );

		$this->assertGreaterThan( 0, $id );
		$this->assertSame( 'anna@example.de', $row->recipient );
		$this->assertSame( 'en_US', $row->locale );
		$this->assertSame( 'pending', $row->status );
		$this->assertStringContainsString( 'k=the-key', (string) Sealed_Body::open( (string) $row->text ) );
		$this->assertSame( array(), $this->mails, 'stored, not sent' );
	}

	public function test_queue_keeps_kind_request_and_reply_to(): void {
		$id  = Plugin::instance()->outbox()->queue(
			'email_changed_notice',
			'de_DE',
			array(
				'recipient'  => 'office@example.de',
				'reply_to'   => 'anna@example.de',
				'request_id' => 42,
			)
		);
		$row = ( new Outbox_Repository() )->find( $id );

		$this->assertSame( 'email_changed_notice', $row->kind, 'the kind is the mail\'s name' );
		$this->assertSame( 42, (int) $row->request_id );
		$this->assertSame( 'anna@example.de', $row->reply_to );
		$this->assertSame( 'de_DE', $row->locale );
	}

	public function test_an_unknown_template_is_a_programming_error(): void {
		$this->expectException( \LogicException::class );
		Plugin::instance()->outbox()->queue( 'no_such_mail', 'de_DE', array( 'recipient' => 'anna@example.de' ) );
	}

	public function test_the_agency_reads_the_site_language_a_visitor_their_own(): void {
		$this->assertSame( get_locale(), I18n::recipient_locale( true, 'en_US' ) );
		$this->assertSame( 'en_US', I18n::recipient_locale( false, 'en_US' ) );
		$this->assertSame( determine_locale(), I18n::recipient_locale( false ) );
	}
}
