<?php
/**
 * Outbox: a body that cannot be decrypted any more is rebuilt from its request.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Mail;

use ImmoWizards\Admin\Outbox_Report;
use ImmoWizards\Mail\Outbox;
use ImmoWizards\Plugin;
use ImmoWizards\Storage\Mail_Log_Repository;
use ImmoWizards\Storage\Request_Repository;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Tests\Request_Payloads;
use ImmoWizards\Tests\Test_Case;
use ImmoWizards\Wiring\Jobs;

/**
 * The site's salts change (a security plugin rotates them, a migration): the stored bodies are
 * unreadable, the leads must still go out.
 */
final class Outbox_Rebuild_Test extends Test_Case {

	use Request_Payloads;

	/**
	 * Rotates the salt the outbox key is derived from.
	 */
	private function rotate_salts(): void {
		add_filter( 'salt', static fn ( $salt, $scheme ) => 'auth' === $scheme ? 'rotated-' . $salt : $salt, 10, 2 );
	}

	/**
	 * Makes every pending mail due and runs the runner.
	 */
	private function run_due(): void {
		global $wpdb;
		$wpdb->query( 'UPDATE ' . Tables::name( 'outbox' ) . " SET next_attempt_at = '2001-01-01 00:00:00' WHERE status = 'pending'" ); // phpcs:ignore
		do_action( Jobs::HOOK );
	}

	/**
	 * Key in a mail's link.
	 *
	 * @param array<string,mixed> $mail Captured mail.
	 */
	private static function key_in( array $mail ): string {
		return preg_match( '/[?&;#]k=([0-9a-f]{64})/', (string) $mail['message'], $m ) ? $m[1] : '';
	}

	public function test_confirmation_mail_is_rebuilt_with_a_fresh_key(): void {
		$this->mail_result = false;
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $this->lead_body() )->get_status() );
		$first = $this->mails[0];
		$this->assertSame( 'pending', $this->rows( 'outbox' )[0]->status );

		$this->rotate_salts();
		$this->mail_result = true;
		$this->run_due();

		$this->assertCount( 2, $this->mails );
		$rebuilt = $this->mails[1];
		$this->assertSame( 'anna.schmidt@example.de', $rebuilt['to'] );
		$this->assertSame( $first['subject'], $rebuilt['subject'] );
		$this->assertNotSame( '', self::key_in( $rebuilt ) );
		$this->assertNotSame( self::key_in( $first ), self::key_in( $rebuilt ), 'a fresh key (only the old hash exists)' );
		$this->assertSame( 'sent', $this->rows( 'outbox' )[0]->status );

		// The rebuilt link works.
		$this->assertSame( 200, $this->rest( 'POST', '/wizard/confirm', array( 'k' => self::key_in( $rebuilt ) ) )->get_status() );
		$this->assertSame( 'confirmed', $this->rows( 'requests' )[0]->status );
	}

	public function test_a_rebuilt_confirmation_names_its_request_type(): void {
		$settings = get_option( 'immo_wizards_settings', array() );
		update_option( 'immo_wizards_settings', array( 'mail_texts' => array( 'confirmation_intro' => 'Bitte bestätigen Sie: {type}.' ) ) + ( is_array( $settings ) ? $settings : array() ) );
		$this->mail_result = false;
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $this->lead_body() )->get_status() );
		$this->assertMatchesRegularExpression( '/Bitte bestätigen Sie: [^.\s][^.]*\./u', $this->mails[0]['message'] );
		$this->rotate_salts();
		$this->mail_result = true;
		$this->run_due();
		preg_match( '/Bitte bestätigen Sie: [^.]*\./u', $this->mails[0]['message'], $first );
		$this->assertStringContainsString( $first[0], $this->mails[1]['message'], 'the same type label as the first mail' );
	}

	public function test_rebuilt_body_is_stored_so_a_retry_sends_the_same_key(): void {
		$this->mail_result = false;
		$this->rest( 'POST', '/wizard/lead', $this->lead_body() );
		$this->rotate_salts();
		$this->run_due();
		$this->run_due();
		$this->assertCount( 3, $this->mails );
		$this->assertSame( self::key_in( $this->mails[1] ), self::key_in( $this->mails[2] ) );
		$this->assertSame( 2, $this->count_rows( 'keys' ), 'one fresh key, not one per attempt' );
	}

	public function test_agency_mail_is_rebuilt_from_the_request(): void {
		$this->rest( 'POST', '/wizard/lead', $this->lead_body() );
		$this->mail_result = false;
		$this->assertSame( 200, $this->rest( 'POST', '/wizard/confirm', array( 'k' => $this->key_from_last_mail() ) )->get_status() );
		$original = end( $this->mails );

		$this->rotate_salts();
		$this->mail_result = true;
		$this->run_due();

		$rebuilt = end( $this->mails );
		$this->assertCount( 3, $this->mails );
		$this->assertSame( $original['to'], $rebuilt['to'] );
		$this->assertSame( $original['subject'], $rebuilt['subject'] );
		$this->assertStringContainsString( 'Schmidt', (string) $rebuilt['message'] );
		$this->assertStringContainsString( (string) $this->rows( 'requests' )[0]->uuid, (string) $rebuilt['message'] );
		$this->assertContains( 'Reply-To: anna.schmidt@example.de', (array) $rebuilt['headers'] );
		$this->assertSame( array( 'sent', 'sent' ), array_column( $this->rows( 'outbox' ), 'status' ) );
	}

	public function test_agency_mail_survives_the_deactivation_purge_of_mail_bodies(): void {
		$this->rest( 'POST', '/wizard/lead', $this->lead_body() );
		$this->mail_result = false;
		$this->rest( 'POST', '/wizard/confirm', array( 'k' => $this->key_from_last_mail() ) );
		Plugin::instance()->retention()->purge_unverified(); // Deactivation: every mail body goes.
		$this->assertSame( '', $this->rows( 'outbox' )[1]->html );

		$this->mail_result = true;
		$this->run_due();
		$this->assertSame( 'sent', $this->rows( 'outbox' )[1]->status );
		$this->assertStringContainsString( 'Schmidt', (string) end( $this->mails )['message'] );
	}

	public function test_mail_of_unknown_kind_fails_at_once_and_is_reported(): void {
		$this->mail_result = false;
		$outbox            = Plugin::instance()->outbox();
		$outbox->enqueue(
			array(
				'recipient' => 'someone@example.de',
				'subject'   => 'Hello',
				'html'      => '<p>Body</p>',
				'text'      => 'Body',
			)
		);
		Plugin::instance()->runner()->flush();
		$this->rotate_salts();
		$this->mail_result = true;
		$this->run_due();

		$row = $this->rows( 'outbox' )[0];
		$this->assertSame( 'failed', $row->status );
		$this->assertStringContainsString( 'cannot be decrypted', (string) $row->last_error );
		$this->assertCount( 1, $this->mails, 'nothing sent' );
		$this->assertSame( 1, ( new Outbox_Report( new Mail_Log_Repository() ) )->summary()['failed']['count'], 'the admin is told' );
	}

	public function test_other_kinds_can_be_rebuilt_by_a_filter(): void {
		$this->mail_result = false;
		$outbox            = Plugin::instance()->outbox();
		$outbox->enqueue(
			array(
				'recipient' => 'someone@example.de',
				'subject'   => 'Login',
				'html'      => '<p>Old</p>',
				'text'      => 'Old',
				'kind'      => 'login_link',
			)
		);
		Plugin::instance()->runner()->flush();
		add_filter(
			'immo_wizards_outbox_rebuild',
			static fn ( $mail, $row ) => 'login_link' === $row->kind ? array(
				'subject' => 'Login',
				'html'    => '<p>New</p>',
				'text'    => 'New',
			) : $mail,
			10,
			2
		);
		$this->rotate_salts();
		$this->mail_result = true;
		$this->run_due();
		$this->assertSame( '<p>New</p>', end( $this->mails )['message'] );
		$this->assertSame( 'sent', $this->rows( 'outbox' )[0]->status );
	}

	public function test_confirmation_of_a_deleted_request_is_cancelled(): void {
		$this->mail_result = false;
		$this->rest( 'POST', '/wizard/lead', $this->lead_body() );
		( new Request_Repository() )->delete( (int) $this->rows( 'requests' )[0]->id );
		$this->rotate_salts();
		$this->mail_result = true;
		$this->run_due();

		$row = $this->rows( 'outbox' )[0];
		$this->assertSame( 'cancelled', $row->status );
		$this->assertSame( '', $row->html );
		$this->assertCount( 1, $this->mails );
		$this->assertSame( 0, ( new Outbox_Report( new Mail_Log_Repository() ) )->summary()['failed']['count'] );
	}
}
