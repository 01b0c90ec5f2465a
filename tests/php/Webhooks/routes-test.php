<?php
/**
 * GET /webhooks/deliveries, POST /webhooks/deliveries/{id}/resend, POST /webhooks/test and the inbox
 * filter.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Webhooks;

use ImmoWizards\Storage\Tables;
use ImmoWizards\Tests\Fake_Receiver;
use ImmoWizards\Users\Roles;
use ImmoWizards\Webhooks\Webhooks_Module;

require_once __DIR__ . '/class-webhook-test-case.php';

/**
 * Administrators only; the log shows no bodies.
 */
final class Routes_Test extends Webhook_Test_Case {

	/**
	 * A failed delivery of a submitted lead; answers its row.
	 *
	 * @param string $url Endpoint URL.
	 */
	private function failed_delivery( string $url ): object {
		global $wpdb;
		$this->endpoint( $url );
		$this->rest( 'POST', '/wizard/lead', $this->lead_body() );
		$row = $this->deliveries()[0];
		$wpdb->update( Tables::name( 'webhook_deliveries' ), array( 'retry_until' => Tables::now( -1 ) ), array( 'id' => $row->id ) ); // phpcs:ignore
		$this->runner()->attempt( (int) $row->id );
		return $this->deliveries()[0];
	}

	public function test_the_log_pages_and_filters_with_totals(): void {
		$this->configure(
			array(
				array(
					'url'    => 'https://a.example.com/hook',
					'events' => array( 'request.created', 'request.confirmed' ),
				),
			)
		);
		$this->rest( 'POST', '/wizard/lead', $this->lead_body() );
		$this->rest( 'POST', '/wizard/confirm', array( 'k' => $this->key_from_last_mail() ) );
		$this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => 'b@example.de' ) ) ) );
		$this->login( 'administrator' );

		$response = $this->rest( 'GET', '/webhooks/deliveries', null, array( 'per_page' => 2 ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( '3', (string) $response->get_headers()['X-WP-Total'] );
		$this->assertSame( '2', (string) $response->get_headers()['X-WP-TotalPages'] );
		$items = $this->json( $response );
		$this->assertSame( array( 'request.created', 'request.confirmed' ), array_column( $items, 'event' ), 'newest first' );
		$this->assertSame( array( 'id', 'event', 'endpointId', 'endpoint', 'status', 'attempts', 'responseCode', 'lastError', 'responseExcerpt', 'requestId', 'canResend', 'createdAt', 'nextAttemptAt' ), array_keys( $items[0] ) );
		$this->assertSame( 'https://a.example.com/hook', $items[0]['endpoint'] );
		$this->assertStringNotContainsString( 'b@example.de', wp_json_encode( $items ), 'no bodies in the log' );

		$page2 = $this->json( $this->rest( 'GET', '/webhooks/deliveries', null, array( 'per_page' => 2, 'page' => 2 ) ) );
		$this->assertCount( 1, $page2 );
		$confirmed = $this->rest( 'GET', '/webhooks/deliveries', null, array( 'event' => 'request.confirmed' ) );
		$this->assertSame( '1', (string) $confirmed->get_headers()['X-WP-Total'] );
		$this->assertSame( '0', (string) $this->rest( 'GET', '/webhooks/deliveries', null, array( 'status' => 'failed' ) )->get_headers()['X-WP-Total'] );
	}

	/**
	 * Bad queries.
	 *
	 * @return array<string, array{0:array<string,mixed>}>
	 */
	public function bad_queries(): array {
		return array(
			'page 0'        => array( array( 'page' => 0 ) ),
			'per_page 0'    => array( array( 'per_page' => 0 ) ),
			'per_page 1000' => array( array( 'per_page' => 1000 ) ),
			'status'        => array( array( 'status' => 'lost' ) ),
			'event'         => array( array( 'event' => "request.created' OR 1=1" ) ),
			'page text'     => array( array( 'page' => 'abc' ) ),
		);
	}

	/**
	 * Bad queries get a 400.
	 *
	 * @dataProvider bad_queries
	 * @param array<string,mixed> $query Query.
	 */
	public function test_bad_queries( array $query ): void {
		$this->login( 'administrator' );
		$response = $this->rest( 'GET', '/webhooks/deliveries', null, $query );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $this->error_code( $response ) );
	}

	public function test_a_failed_delivery_is_sent_again(): void {
		$this->allow_receiver();
		[ $url, $token ] = Fake_Receiver::endpoint( 'flaky' );
		$failed          = $this->failed_delivery( $url );
		$this->assertSame( 'failed', $failed->status );
		$this->login( 'administrator' );
		$this->assertTrue( $this->json( $this->rest( 'GET', '/webhooks/deliveries' ) )[0]['canResend'] );

		$response = $this->rest( 'POST', '/webhooks/deliveries/' . $failed->uuid . '/resend' );
		$this->assertSame( 200, $response->get_status() );
		$item = $this->json( $response );
		$this->assertSame( 'sent', $item['status'] );
		$this->assertSame( 1, $item['attempts'] );
		$this->assertSame( 200, $item['responseCode'] );
		$this->assertFalse( $item['canResend'] );
		$this->assertSame( $failed->uuid, Fake_Receiver::received( $token )['headers']['x-immo-delivery'] );

		$again = $this->rest( 'POST', '/webhooks/deliveries/' . $failed->uuid . '/resend' );
		$this->assertSame( 409, $again->get_status(), 'only failed ones' );
		$this->assertSame( 404, $this->rest( 'POST', '/webhooks/deliveries/' . wp_generate_uuid4() . '/resend' )->get_status() );
		$this->assertSame( 400, $this->rest( 'POST', '/webhooks/deliveries/' . str_repeat( '-', 36 ) . '/resend' )->get_status() );
	}

	public function test_the_test_ping_answers_what_the_receiver_said(): void {
		$this->allow_receiver();
		[ $url, $token ] = Fake_Receiver::endpoint( 'ok' );
		[ $id, $secret ] = $this->endpoint( $url );
		$this->login( 'administrator' );
		$response = $this->rest( 'POST', '/webhooks/test', array( 'endpoint' => $id ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array(
				'ok'              => true,
				'responseCode'    => 200,
				'error'           => null,
				'responseExcerpt' => '{"received":true}',
			),
			$this->json( $response )
		);
		$got = Fake_Receiver::received( $token );
		$this->assertSame( 'ping', $got['headers']['x-immo-event'] );
		preg_match( '/^t=(\d+),v1=([0-9a-f]{64})$/', $got['headers']['x-immo-signature'], $m );
		$this->assertSame( hash_hmac( 'sha256', $m[1] . '.' . $got['body'], $secret ), $m[2] );
		$this->assertSame( array(), $this->deliveries(), 'a test is not logged' );

		[ $broken_id ] = $this->endpoint( Fake_Receiver::url( 'broken' ) );
		$broken        = $this->json( $this->rest( 'POST', '/webhooks/test', array( 'endpoint' => $broken_id ) ) );
		$this->assertFalse( $broken['ok'] );
		$this->assertSame( 500, $broken['responseCode'] );
		$this->assertSame( 'HTTP 500', $broken['error'] );

		$this->assertSame( 404, $this->rest( 'POST', '/webhooks/test', array( 'endpoint' => 'abcdefabcdef' ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'POST', '/webhooks/test', array( 'endpoint' => 'x' ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'POST', '/webhooks/test', array() )->get_status() );
	}

	public function test_only_administrators_use_the_routes(): void {
		$failed = $this->failed_delivery( 'https://a.example.com/hook' );
		[ $id ] = $this->endpoint( 'https://a.example.com/hook' );
		$calls  = array(
			array( 'GET', '/webhooks/deliveries', null ),
			array( 'POST', '/webhooks/deliveries/' . $failed->uuid . '/resend', null ),
			array( 'POST', '/webhooks/test', array( 'endpoint' => $id ) ),
		);
		foreach ( array( 'subscriber', 'editor', Roles::ROLE ) as $role ) {
			$this->login( $role );
			foreach ( $calls as [ $method, $route, $body ] ) {
				$this->assertSame( 403, $this->rest( $method, $route, $body )->get_status(), "$role $method $route" );
			}
		}
		wp_set_current_user( 0 );
		foreach ( $calls as [ $method, $route, $body ] ) {
			$this->assertSame( 401, $this->rest( $method, $route, $body )->get_status(), "$method $route" );
		}
		$this->assertSame( 'failed', $this->deliveries()[0]->status, 'nothing was resent' );
	}

	public function test_the_inbox_gets_a_requests_deliveries(): void {
		$this->endpoint( 'https://a.example.com/hook' );
		$this->rest( 'POST', '/wizard/lead', $this->lead_body() );
		$row  = $this->deliveries()[0];
		$list = apply_filters( Webhooks_Module::REQUEST_FILTER, array(), (int) $row->request_id );
		$this->assertCount( 1, $list );
		$this->assertSame( array( 'id', 'event', 'status', 'attempts', 'responseCode', 'lastError', 'createdAt' ), array_keys( $list[0] ) );
		$this->assertSame( $row->uuid, $list[0]['id'] );
		$this->assertSame( array(), apply_filters( Webhooks_Module::REQUEST_FILTER, array(), (int) $row->request_id + 1 ) );
	}
}
