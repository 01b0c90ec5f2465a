<?php
/**
 * POST /outbox/run: the runner the plugin starts with its own loopback request.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Mail;

use ImmoWizards\Mail\Mailer;
use ImmoWizards\Mail\Outbox;
use ImmoWizards\Queue\Runner;
use ImmoWizards\Queue\Runner_Kick;
use ImmoWizards\Plugin;
use ImmoWizards\Storage\Outbox_Repository;
use ImmoWizards\Tests\Fake_Receiver;
use ImmoWizards\Tests\Test_Case;

/**
 * Only the site itself can start the runner; bad input never becomes a 500.
 */
final class Outbox_Runner_Route_Test extends Test_Case {

	/**
	 * Requests the site posted (captured, never sent).
	 *
	 * @var array<int, array{url:string,args:array<string,mixed>}>
	 */
	private array $http = array();

	/**
	 * Captures outgoing HTTP requests.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->http = array();
		add_filter(
			'pre_http_request',
			function ( $pre, $args, $url ) {
				$this->http[] = array(
					'url'  => $url,
					'args' => $args,
				);
				return array(
					'headers'  => array(),
					'body'     => '',
					'response' => array(
						'code'    => 200,
						'message' => 'OK',
					),
					'cookies'  => array(),
				);
			},
			10,
			3
		);
	}

	/**
	 * Stores a due test mail.
	 */
	private function due_mail(): int {
		return Plugin::instance()->outbox()->store(
			array(
				'recipient' => 'office@example.de',
				'subject'   => 'Neue Anfrage',
				'html'      => '<p>Lead</p>',
				'text'      => 'Lead',
			)
		);
	}

	public function test_a_signed_request_sends_the_due_mails(): void {
		$this->due_mail();
		$response = $this->rest( 'POST', '/outbox/run', array( 'token' => Runner_Kick::token() ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'done' => true ), $this->json( $response ) );
		$this->assertCount( 1, $this->mails );
		$this->assertSame( 'sent', $this->rows( 'outbox' )[0]->status );

		// The previous window's token still works (a request posted just before the window turned).
		$this->assertSame( 200, $this->rest( 'POST', '/outbox/run', array( 'token' => Runner_Kick::token( time() - 300 ) ) )->get_status() );
		$this->assertCount( 1, $this->mails, 'nothing due, nothing sent twice' );
	}

	public function test_bad_tokens_are_refused(): void {
		$this->due_mail();
		$forged  = intdiv( time(), 300 ) . '.' . str_repeat( 'a', 64 );
		$expired = Runner_Kick::token( time() - 3600 );
		$future  = Runner_Kick::token( time() + 900 );
		$upper   = strtoupper( Runner_Kick::token() );
		foreach ( array( $forged, $expired, $future ) as $token ) {
			$response = $this->rest( 'POST', '/outbox/run', array( 'token' => $token ) );
			$this->assertSame( 403, $response->get_status(), $token );
			$this->assertSame( 'immo_wizards_invalid_token', $this->error_code( $response ) );
			$this->assertSame( 'This request is not allowed.', $this->json( $response )['message'] );
		}
		$bad_input = array(
			'missing'   => array(),
			'empty'     => array( 'token' => '' ),
			'array'     => array( 'token' => array( Runner_Kick::token() ) ),
			'null'      => array( 'token' => null ),
			'true'      => array( 'token' => true ),
			'number'    => array( 'token' => 12345 ),
			'truncated' => array( 'token' => substr( Runner_Kick::token(), 0, -1 ) ),
			'upper'     => array( 'token' => $upper ),
			'sql'       => array( 'token' => "1.' OR 1=1 --" ),
			'2 MB'      => array( 'token' => str_repeat( 'a', 2 * 1024 * 1024 ) ),
		);
		foreach ( $bad_input as $case => $body ) {
			$response = $this->rest( 'POST', '/outbox/run', $body );
			$this->assertSame( 400, $response->get_status(), $case );
			$this->assertContains( $this->error_code( $response ), array( 'rest_missing_callback_param', 'rest_invalid_param' ), $case );
		}
		$this->assertSame( 404, $this->rest( 'GET', '/outbox/run', null, array( 'token' => Runner_Kick::token() ) )->get_status(), 'POST only' );
		$cross = new \WP_REST_Request( 'POST', '/immo-wizards/v1/outbox/run' );
		$cross->set_header( 'Content-Type', 'application/json' );
		$cross->set_header( 'Origin', 'https://evil.example' );
		$cross->set_body( wp_json_encode( array( 'token' => Runner_Kick::token() ) ) );
		$this->assertSame( 'immo_cross_site', $this->error_code( rest_do_request( $cross ) ), 'another website cannot drive it' );
		$this->assertSame( array(), $this->mails, 'nothing sent' );
		$this->assertSame( 'pending', $this->rows( 'outbox' )[0]->status );
	}

	public function test_the_kick_is_a_signed_non_blocking_loopback(): void {
		// A server that cannot end the response early.
		$runner = new Runner( array( Outbox::QUEUE => static fn () => Plugin::instance()->runner()->queue( Outbox::QUEUE ) ), '__return_false' );
		$runner->after_response( Outbox::QUEUE, $this->due_mail() );
		$runner->flush();

		$this->assertCount( 1, $this->http );
		$this->assertSame( rest_url( 'immo-wizards/v1/outbox/run' ), $this->http[0]['url'] );
		$this->assertFalse( $this->http[0]['args']['blocking'], 'the visitor does not wait for it' );
		$this->assertSame( 'POST', $this->http[0]['args']['method'] );
		$token = json_decode( $this->http[0]['args']['body'], true )['token'];
		$this->assertTrue( Runner_Kick::valid( $token ) );

		// What the loopback request does on arrival.
		$this->assertSame( 200, $this->rest( 'POST', '/outbox/run', array( 'token' => $token ) )->get_status() );
		$this->assertCount( 1, $this->mails );
	}

	public function test_the_kick_hangs_up_without_waiting_for_the_answer(): void {
		remove_all_filters( 'pre_http_request' );
		[ $url, $token ] = Fake_Receiver::endpoint( 'stalled' ); // Answers after 5 s.
		add_filter( 'rest_url', static fn () => $url );

		$started = microtime( true );
		Runner_Kick::send();
		// Requests' cURL transport would wait a second at least.
		$this->assertLessThan( 0.5, microtime( true ) - $started, 'the visitor does not wait for the runner' );
		$this->assertFalse( has_action( 'requests-requests.before_request', array( Runner_Kick::class, 'hang_up' ) ), 'other requests keep their transport' );
		$arrived = static fn () => preg_grep( '/' . $token . '/', Fake_Receiver::requests() );
		for ( $wait = 0; $wait < 40 && ! $arrived(); $wait++ ) {
			usleep( 50000 );
		}
		$this->assertCount( 1, $arrived(), 'the request arrived' );
	}

	public function test_token_depends_on_the_salt(): void {
		$token = Runner_Kick::token();
		add_filter( 'salt', static fn ( $salt ) => 'other-site-' . $salt );
		$this->assertFalse( Runner_Kick::valid( $token ) );
	}
}
