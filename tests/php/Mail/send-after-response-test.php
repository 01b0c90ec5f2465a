<?php
/**
 * Mails never hold up the visitor: sent after the response or by the runner, with a short SMTP timeout.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Mail;

use ImmoWizards\Mail\Mailer;
use ImmoWizards\Mail\Outbox;
use ImmoWizards\Mail\Response_End;
use ImmoWizards\Plugin;
use ImmoWizards\Storage\Outbox_Repository;
use ImmoWizards\Tests\Request_Payloads;
use ImmoWizards\Tests\Test_Case;

/**
 * The submit and confirm routes answer before any mail is handed to wp_mail.
 */
final class Send_After_Response_Test extends Test_Case {

	use Request_Payloads;

	/**
	 * Dispatches a route as the web server does, without what follows the response.
	 *
	 * @param string              $route Route below /immo-wizards/v1.
	 * @param array<string,mixed> $body  JSON body.
	 */
	private function respond( string $route, array $body ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', '/immo-wizards/v1' . $route );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( wp_json_encode( $body ) );
		return rest_do_request( $request );
	}

	/**
	 * A test mail stored in the outbox.
	 *
	 * @param Outbox $outbox Outbox.
	 */
	private function store( Outbox $outbox ): int {
		return $outbox->store(
			array(
				'recipient' => 'someone@example.de',
				'subject'   => 'Hello',
				'html'      => '<p>Body</p>',
				'text'      => 'Body',
			)
		);
	}

	public function test_submit_and_confirm_answer_before_the_mail_is_sent(): void {
		$outbox = Plugin::instance()->outbox();

		$response = $this->respond( '/wizard/lead', $this->lead_body() );
		$this->assertSame( 201, $response->get_status() );
		$this->assertSame( array(), $this->mails, 'no mail inside the request' );
		$this->assertSame( 100, has_action( 'shutdown', array( $outbox, 'flush_deferred' ) ), 'queued for shutdown' );
		$this->assertSame( 'pending', $this->rows( 'outbox' )[0]->status );

		$outbox->flush_deferred(); // Shutdown, after the response.
		$this->assertCount( 1, $this->mails );
		$key = $this->key_from_last_mail();

		$this->assertSame( 200, $this->respond( '/wizard/confirm', array( 'k' => $key ) )->get_status() );
		$this->assertCount( 1, $this->mails, 'the agency mail waits for the end of the response too' );
		$outbox->flush_deferred();
		$this->assertCount( 2, $this->mails );
		$this->assertSame( array( 'sent', 'sent' ), array_column( $this->rows( 'outbox' ), 'status' ) );
	}

	public function test_the_response_is_ended_before_the_send(): void {
		$events = array();
		$outbox = new Outbox(
			new Outbox_Repository(),
			new Mailer(),
			Plugin::instance()->templates(),
			null,
			static function () use ( &$events ): bool {
				$events[] = 'response ended';
				return true;
			}
		);
		add_filter(
			'pre_wp_mail',
			static function ( $result ) use ( &$events ) {
				$events[] = 'send';
				return $result;
			},
			5
		);
		$outbox->send_after_response( $this->store( $outbox ) );
		$this->assertSame( array(), $events );
		$outbox->flush_deferred();
		$this->assertSame( array( 'response ended', 'send' ), $events );
	}

	public function test_without_a_way_to_end_the_response_the_runner_sends(): void {
		add_filter( 'pre_http_request', static fn () => new \WP_Error( 'offline', 'loopback blocked' ) );
		$outbox = new Outbox( new Outbox_Repository(), new Mailer(), Plugin::instance()->templates(), null, '__return_false' );
		$outbox->send_after_response( $this->store( $outbox ) );
		$outbox->flush_deferred();
		$this->assertSame( array(), $this->mails, 'the visitor does not wait for the mail server' );
		$this->assertNotFalse( wp_next_scheduled( Outbox::WAKE_HOOK ), 'where the loopback fails, cron runs the runner now' );
		$this->assertLessThanOrEqual( time(), wp_next_scheduled( Outbox::WAKE_HOOK ) );

		do_action( Outbox::WAKE_HOOK );
		$this->assertCount( 1, $this->mails );
		$this->assertSame( 'sent', $this->rows( 'outbox' )[0]->status );
	}

	public function test_a_held_back_mail_is_no_send(): void {
		$outbox = Plugin::instance()->outbox();
		$outbox->send_after_response( 0 );
		$this->assertFalse( has_action( 'shutdown', array( $outbox, 'flush_deferred' ) ) );
		$this->assertFalse( $outbox->attempt( 0 ) );
	}

	public function test_command_line_and_cron_need_no_response_ended(): void {
		$this->assertTrue( Response_End::finish(), 'PHPUnit runs on the command line: nobody waits' );
	}
}
