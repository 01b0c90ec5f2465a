<?php
/**
 * Mails never hold up the visitor: sent after the response or by the runner, with a short SMTP timeout.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Mail;

use ImmoWizards\Mail\Mailer;
use ImmoWizards\Mail\Outbox;
use ImmoWizards\Plugin;
use ImmoWizards\Queue\Response_End;
use ImmoWizards\Queue\Runner;
use ImmoWizards\Storage\Outbox_Repository;
use ImmoWizards\Tests\Request_Payloads;
use ImmoWizards\Tests\Test_Case;
use ImmoWizards\Wiring\Jobs;

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

	/**
	 * An outbox and its runner on a server whose response ends as $finish says.
	 *
	 * @param callable $finish Ends the response.
	 * @return array{0:Runner,1:Outbox}
	 */
	private static function server( callable $finish ): array {
		$runner = null;
		$outbox = new Outbox(
			new Outbox_Repository(),
			new Mailer(),
			Plugin::instance()->templates(),
			null,
			static function ( int $id ) use ( &$runner ): void {
				$runner->after_response( Outbox::QUEUE, $id );
			}
		);
		$runner = new Runner( array( Outbox::QUEUE => static fn () => $outbox->retry_queue() ), $finish );
		return array( $runner, $outbox );
	}

	public function test_submit_and_confirm_answer_before_the_mail_is_sent(): void {
		$outbox = Plugin::instance()->outbox();

		$response = $this->respond( '/wizard/lead', $this->lead_body() );
		$this->assertSame( 201, $response->get_status() );
		$this->assertSame( array(), $this->mails, 'no mail inside the request' );
		$runner = Plugin::instance()->runner();
		$this->assertSame( 100, has_action( 'shutdown', array( $runner, 'flush' ) ), 'queued for shutdown' );
		$this->assertSame( 'pending', $this->rows( 'outbox' )[0]->status );

		$runner->flush(); // Shutdown, after the response.
		$this->assertCount( 1, $this->mails );
		$key = $this->key_from_last_mail();

		$this->assertSame( 200, $this->respond( '/wizard/confirm', array( 'k' => $key ) )->get_status() );
		$this->assertCount( 1, $this->mails, 'the agency mail waits for the end of the response too' );
		$runner->flush();
		$this->assertCount( 2, $this->mails );
		$this->assertSame( array( 'sent', 'sent' ), array_column( $this->rows( 'outbox' ), 'status' ) );
	}

	public function test_the_response_is_ended_before_the_send(): void {
		$events             = array();
		[ $runner, $outbox ] = self::server(
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
		$runner->flush();
		$this->assertSame( array( 'response ended', 'send' ), $events );
	}

	public function test_without_a_way_to_end_the_response_the_runner_sends(): void {
		add_filter( 'pre_http_request', static fn () => new \WP_Error( 'offline', 'loopback blocked' ) );
		[ $runner, $outbox ] = self::server( '__return_false' );
		$outbox->send_after_response( $this->store( $outbox ) );
		$runner->flush();
		$this->assertSame( array(), $this->mails, 'the visitor does not wait for the mail server' );
		$this->assertNotFalse( wp_next_scheduled( Jobs::HOOK, array( 'runner' ) ), 'where the loopback fails, cron runs the runner now' );
		$this->assertLessThanOrEqual( time(), wp_next_scheduled( Jobs::HOOK, array( 'runner' ) ) );

		do_action( Jobs::HOOK, 'runner' );
		$this->assertCount( 1, $this->mails );
		$this->assertSame( 'sent', $this->rows( 'outbox' )[0]->status );
	}

	public function test_a_held_back_mail_is_no_send(): void {
		Plugin::instance()->outbox()->send_after_response( 0 );
		$this->assertFalse( has_action( 'shutdown', array( Plugin::instance()->runner(), 'flush' ) ) );
		$this->assertFalse( Plugin::instance()->runner()->queue( Outbox::QUEUE )->attempt( 0 ) );
	}

	public function test_command_line_and_cron_need_no_response_ended(): void {
		$this->assertTrue( Response_End::finish(), 'PHPUnit runs on the command line: nobody waits' );
	}
}
