<?php
/**
 * The OpenImmo-Feedback file by mail: the machine mail, the attachment on the agency's mail.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Tests\Crm;

use ImmoWizards\Mail\Kinds\Crm_Feedback_Mail;
use ImmoWizards\Mail\Outbox;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Wiring\Jobs;

require_once __DIR__ . '/class-crm-test-case.php';

/**
 * Through the outbox like every mail: stored sealed with the confirmation, sent after it as a file
 * that is deleted after the send, shown in the mail log with name and size, retried and resendable.
 */
final class Feedback_Mail_Test extends Crm_Test_Case {

	/**
	 * The outbox row of a kind.
	 *
	 * @param string $kind Mail kind.
	 */
	private function row_of( string $kind ): object {
		$rows = array_values( array_filter( $this->rows( 'outbox' ), static fn ( $row ) => $kind === $row->kind ) );
		$this->assertCount( 1, $rows, $kind );
		return $rows[0];
	}

	/**
	 * Makes every pending mail due and runs the runner.
	 */
	private function run_due(): void {
		global $wpdb;
		$wpdb->query( 'UPDATE ' . Tables::name( 'outbox' ) . " SET next_attempt_at = '2001-01-01 00:00:00' WHERE status = 'pending'" ); // phpcs:ignore
		do_action( Jobs::HOOK );
	}

	public function test_off_by_default_nothing_is_attached(): void {
		$this->confirmed( '/wizard/contact', $this->message_body() );
		$this->assertSame( array( 'confirmation', 'agency_notification' ), array_column( $this->rows( 'outbox' ), 'kind' ) );
		$this->assertSame( array( array(), array() ), $this->files );
	}

	public function test_a_machine_mail_goes_to_the_import_address(): void {
		$this->enable();
		$listing = $this->listing( 'OBJ-9' );
		$this->confirmed( '/wizard/expose-inquiry', $this->inquiry_body( array( 'exposeInquiry' => array( 'objectId' => $listing ) ) ) );

		$this->assertSame( array( 'confirmation', 'agency_notification', Crm_Feedback_Mail::NAME ), array_column( $this->rows( 'outbox' ), 'kind' ) );
		$machine = end( $this->mails );
		$this->assertSame( 'import@crm.example', $machine['to'] );
		$this->assertSame( 'OpenImmo feedback: Exposé inquiry from Anna Schmidt', $machine['subject'] );
		$this->assertContains( 'Reply-To: anna.schmidt@example.de', $machine['headers'] );
		$this->assertStringContainsString( 'openimmo-feedback.xml', $machine['message'] );
		$this->assertSame( array(), $this->files[1], 'the agency mail carries no file' );
		$files = end( $this->files );
		$this->assertSame( array( 'openimmo-feedback.xml' ), array_keys( $files ) );
		$this->assertSame( 'OBJ-9', self::text( $this->parse( $files['openimmo-feedback.xml'] ), 'objekt/oobj_id' ) );

		// The file was a private temporary file, deleted after the send.
		$this->assertSame( 'openimmo-feedback.xml', basename( end( $this->paths ) ) );
		$this->assertFileDoesNotExist( end( $this->paths ) );
		$this->assertDirectoryDoesNotExist( dirname( end( $this->paths ) ) );

		// Sent: the content is dropped with the body, name and size stay for the log.
		$row = $this->row_of( Crm_Feedback_Mail::NAME );
		$this->assertSame( 'sent', $row->status );
		$this->assertNull( $row->attachment );
		$this->assertSame( 'openimmo-feedback.xml', $row->attachment_name );
		$this->assertSame( strlen( $files['openimmo-feedback.xml'] ), (int) $row->attachment_size );

		$this->login( 'administrator' );
		$log = $this->json( $this->rest( 'GET', '/mails', null, array( 'kind' => Crm_Feedback_Mail::NAME ) ) );
		$this->assertSame(
			array(
				'name' => 'openimmo-feedback.xml',
				'size' => (int) $row->attachment_size,
			),
			$log[0]['attachment']
		);
		$this->assertNull( $this->json( $this->rest( 'GET', '/mails', null, array( 'kind' => 'agency_notification' ) ) )[0]['attachment'] );
	}

	public function test_or_the_file_rides_on_the_agency_mail(): void {
		$this->enable(
			array(
				'delivery'     => 'attach',
				'import_email' => '',
				'file_name'    => 'kontaktanfrage.xml',
			)
		);
		$this->confirmed( '/wizard/lead', $this->lead_body() );
		$this->assertSame( array( 'confirmation', 'agency_notification' ), array_column( $this->rows( 'outbox' ), 'kind' ) );
		$agency = end( $this->files );
		$this->assertSame( array( 'kontaktanfrage.xml' ), array_keys( $agency ) );
		$this->assertSame( 'Prager Straße 2', self::text( $this->parse( $agency['kontaktanfrage.xml'] ), 'objekt/strasse' ) );
		$this->assertSame( 'kontaktanfrage.xml', $this->row_of( 'agency_notification' )->attachment_name );
	}

	public function test_a_failed_send_keeps_the_sealed_file_for_the_retry_and_the_resend(): void {
		$this->enable();
		$this->mail_result = static fn ( $atts ) => 'import@crm.example' !== $atts['to'];
		$this->confirmed( '/wizard/contact', $this->message_body() );

		$row = $this->row_of( Crm_Feedback_Mail::NAME );
		$this->assertSame( 'pending', $row->status );
		$this->assertStringStartsWith( 'v1:', (string) $row->attachment );
		$this->assertStringNotContainsString( 'openimmo', (string) $row->attachment, 'sealed, like the body' );
		$this->assertStringNotContainsString( 'Schmidt', (string) $row->attachment );
		$this->assertFileDoesNotExist( end( $this->paths ), 'no file left behind after a failed send' );

		// Given up after the retries: the admin resends it from the mail log.
		global $wpdb;
		$wpdb->update( Tables::name( 'outbox' ), array( 'status' => 'failed' ), array( 'id' => $row->id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$this->mail_result = true;
		$this->login( 'administrator' );
		$this->assertSame( 200, $this->rest( 'POST', '/mails/' . $row->id . '/resend' )->get_status() );
		$this->run_due();
		$this->assertSame( 'sent', $this->row_of( Crm_Feedback_Mail::NAME )->status );
		$files = end( $this->files );
		$this->assertSame( 'Bitte rufen Sie mich an.' . "\nDanke!", self::text( $this->parse( $files['openimmo-feedback.xml'] ), 'objekt/interessent/anfrage' ) );
	}

	public function test_mails_whose_seal_cannot_be_opened_are_rebuilt_with_their_file(): void {
		$this->enable(
			array(
				'delivery'     => 'attach',
				'import_email' => 'import@crm.example',
			)
		);
		$this->mail_result = static fn ( $atts ) => 'admin@example.org' !== $atts['to'];
		$this->confirmed( '/wizard/contact', $this->message_body() );
		$this->enable();
		$this->mail_result = static fn ( $atts ) => 'import@crm.example' !== $atts['to'];
		$this->confirmed( '/wizard/contact', $this->message_body( self::person( 'other@example.de' ) ) );
		$this->assertSame( 2, $this->count_rows( 'outbox', "status = 'pending' AND attachment IS NOT NULL" ) );

		// The site's salts change: the sealed bodies and files cannot be opened any more.
		add_filter( 'salt', static fn ( $salt, $scheme ) => 'auth' === $scheme ? 'rotated-' . $salt : $salt, 10, 2 );
		$this->mail_result = true;
		$before            = count( $this->mails );
		$this->run_due();

		$this->assertSame( 0, $this->count_rows( 'outbox', "status <> 'sent'" ) );
		$sent = array_slice( $this->files, $before );
		$this->assertCount( 2, $sent );
		$people = array();
		foreach ( $sent as $files ) {
			$people[] = self::text( $this->parse( $files['openimmo-feedback.xml'] ), 'objekt/interessent/email' );
		}
		sort( $people );
		$this->assertSame( array( 'anna.schmidt@example.de', 'other@example.de' ), $people );
		$subjects = array_column( array_slice( $this->mails, $before ), 'subject' );
		$this->assertContains( 'OpenImmo feedback: Contact message from Anna Schmidt', $subjects );
	}

	public function test_an_unwritable_file_fails_the_send_not_the_confirmation(): void {
		$this->enable();
		$folders = glob( get_temp_dir() . 'immo-wizards-mail-*' );
		// A name no file system takes (400 bytes).
		add_filter( 'sanitize_file_name', static fn () => str_repeat( "\u{1F600}", 100 ) );
		$this->confirmed( '/wizard/contact', $this->message_body() );
		$row = $this->row_of( Crm_Feedback_Mail::NAME );
		$this->assertSame( 'pending', $row->status, 'retried later' );
		$this->assertNotEmpty( $row->last_error );
		$this->assertSame( 'confirmed', $this->rows( 'requests' )[0]->status );
		$this->assertSame( 'sent', $this->row_of( 'agency_notification' )->status );
		$this->assertSame( $folders, glob( get_temp_dir() . 'immo-wizards-mail-*' ), 'no temporary folder left behind' );
	}
}
