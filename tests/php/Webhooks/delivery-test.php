<?php
/**
 * Webhook deliveries against a local receiver: events, signing, headers, retries, what is kept.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Webhooks;

use ImmoWizards\Plugin;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Tests\Fake_Receiver;
use ImmoWizards\Webhooks\Webhook_Delivery;

require_once __DIR__ . '/class-webhook-test-case.php';

/**
 * Events are queued by the plugin's own hooks and sent by the runner.
 */
final class Delivery_Test extends Webhook_Test_Case {

	public function test_a_receiver_can_verify_the_signature_and_reads_the_headers(): void {
		$this->allow_receiver();
		[ $url, $token ]  = Fake_Receiver::endpoint( 'ok' );
		[ $id, $secret ] = $this->endpoint( $url );
		$row             = $this->submit_lead();
		$this->assertSame( 'request.created', $row->event );
		$this->assertSame( $id, $row->endpoint_id );

		$this->assertTrue( $this->runner()->attempt( (int) $row->id ) );
		$got = Fake_Receiver::received( $token );
		$this->assertNotNull( $got );
		$headers = $got['headers'];
		$this->assertSame( 'application/json', $headers['content-type'] );
		$this->assertSame( 'request.created', $headers['x-immo-event'] );
		$this->assertSame( $row->uuid, $headers['x-immo-delivery'] );
		$this->assertSame( 1, preg_match( '/^t=(\d+),v1=([0-9a-f]{64})$/', $headers['x-immo-signature'], $m ) );
		$this->assertEqualsWithDelta( time(), (int) $m[1], 10 );
		// What a receiver does: HMAC-SHA256 of "<t>.<raw body>" with the shared secret.
		$this->assertTrue( hash_equals( hash_hmac( 'sha256', $m[1] . '.' . $got['body'], $secret ), $m[2] ) );
		$this->assertFalse( hash_equals( hash_hmac( 'sha256', $m[1] . '.' . $got['body'], 'another secret of enough length 1234' ), $m[2] ) );

		$body = json_decode( $got['body'], true );
		$this->assertSame( array( 'id', 'event', 'createdAt', 'data' ), array_keys( $body ) );
		$this->assertSame( $row->uuid, $body['id'] );
		$this->assertSame( 'lead', $body['data']['type'] );
		$this->assertSame( 'pending', $body['data']['status'] );
		$this->assertSame( $this->lead_body()['contact']['email'], $body['data']['contact']['email'] );
		$this->assertArrayHasKey( 'categoryId', $body['data']['details'] );

		$sent = $this->deliveries()[0];
		$this->assertSame( 'sent', $sent->status );
		$this->assertSame( '200', (string) $sent->response_code );
		$this->assertSame( '{"received":true}', $sent->response_excerpt );
		$this->assertNull( $sent->last_error );
		$this->assertSame( '1', (string) $sent->attempts );
	}

	public function test_the_confirmation_queues_request_confirmed(): void {
		$this->endpoint( 'https://receiver.example.com/hook' );
		$this->rest( 'POST', '/wizard/lead', $this->lead_body() );
		$this->rest( 'POST', '/wizard/confirm', array( 'k' => $this->key_from_last_mail() ) );
		$events = array_column( $this->deliveries(), 'event' );
		$this->assertSame( array( 'request.created', 'request.confirmed' ), $events );
		$body = json_decode( $this->deliveries()[1]->body, true );
		$this->assertSame( 'confirmed', $body['data']['status'] );
		$this->assertNotNull( $body['data']['confirmedAt'] );
	}

	public function test_only_active_endpoints_with_the_event_get_a_delivery(): void {
		$this->configure(
			array(
				array(
					'url'    => 'https://a.example.com/',
					'events' => array( 'request.confirmed' ),
				),
				array(
					'url'    => 'https://b.example.com/',
					'events' => array( 'request.created' ),
					'active' => false,
				),
				array(
					'url'    => 'https://c.example.com/',
					'events' => array( 'request.created' ),
				),
			)
		);
		$this->rest( 'POST', '/wizard/lead', $this->lead_body() );
		$this->assertSame( array( 'https://c.example.com/' ), array_column( $this->deliveries(), 'endpoint_url' ) );
	}

	public function test_a_500_is_retried_with_backoff_then_sent(): void {
		$this->allow_receiver();
		[ $url, $token ] = Fake_Receiver::endpoint( 'flaky' );
		$this->endpoint( $url );
		$row = $this->submit_lead();

		$this->assertFalse( $this->runner()->attempt( (int) $row->id ) );
		$failed = $this->deliveries()[0];
		$this->assertSame( 'pending', $failed->status );
		$this->assertSame( '500', (string) $failed->response_code );
		$this->assertSame( 'HTTP 500', $failed->last_error );
		$this->assertSame( '{"message":"try again later"}', $failed->response_excerpt );
		$this->assertEqualsWithDelta( time() + 60, strtotime( $failed->next_attempt_at . ' UTC' ), 5 );
		$this->runner()->process_due();
		$this->assertSame( '1', (string) $this->deliveries()[0]->attempts, 'not due yet' );

		$this->make_due();
		$this->runner()->process_due();
		$sent = $this->deliveries()[0];
		$this->assertSame( 'sent', $sent->status );
		$this->assertSame( '2', (string) $sent->attempts );
		$this->assertNull( $sent->last_error );
		$this->assertNotNull( Fake_Receiver::received( $token ) );
	}

	public function test_the_backoff_doubles(): void {
		$this->assertSame( array( 1, 2, 4, 8, 16, 32, 64 ), array_map( array( Webhook_Delivery::policy(), 'backoff_minutes' ), range( 1, 7 ) ) );
	}

	public function test_the_last_attempt_falls_on_the_deadline_and_after_24_hours_it_fails(): void {
		global $wpdb;
		$this->allow_receiver();
		$this->endpoint( Fake_Receiver::url( 'broken' ) );
		$row   = $this->submit_lead();
		$table = Tables::name( 'webhook_deliveries' );
		$this->assertEqualsWithDelta( time() + DAY_IN_SECONDS, strtotime( $row->retry_until . ' UTC' ), 5 );

		// The 10th attempt would wait 512 minutes; 30 seconds are left.
		$wpdb->update( $table, array( 'attempts' => 9, 'retry_until' => Tables::now( 30 ) ), array( 'id' => $row->id ) ); // phpcs:ignore
		$this->runner()->attempt( (int) $row->id );
		$this->assertEqualsWithDelta( time() + 30, strtotime( $this->deliveries()[0]->next_attempt_at . ' UTC' ), 2 );

		$wpdb->update( $table, array( 'retry_until' => Tables::now( -1 ) ), array( 'id' => $row->id ) ); // phpcs:ignore
		$this->make_due();
		$this->runner()->process_due();
		$failed = $this->deliveries()[0];
		$this->assertSame( 'failed', $failed->status );
		$this->assertSame( '11', (string) $failed->attempts );
		$this->assertSame( '500', (string) $failed->response_code );
	}

	public function test_the_stored_answer_is_cut_at_1_kb(): void {
		$this->allow_receiver();
		$this->endpoint( Fake_Receiver::url( 'big' ) . '/x' );
		$row = $this->submit_lead();
		$this->assertTrue( $this->runner()->attempt( (int) $row->id ) );
		$this->assertSame( 1024, strlen( $this->deliveries()[0]->response_excerpt ) );
	}

	public function test_a_removed_endpoint_fails_its_deliveries(): void {
		$this->endpoint( 'https://receiver.example.com/hook' );
		$row = $this->submit_lead();
		$this->configure( array() );
		$this->assertFalse( $this->runner()->attempt( (int) $row->id ) );
		$this->assertSame( 'failed', $this->deliveries()[0]->status );
	}

	public function test_saved_search_changes_and_erasure_send_their_events(): void {
		$this->endpoint( 'https://receiver.example.com/hook' );
		$this->rest( 'POST', '/wizard/saved-search', $this->saved_search_body() );
		$this->rest( 'POST', '/wizard/confirm', array( 'k' => $this->key_from_last_mail() ) );
		$events = array_column( $this->deliveries(), 'event' );
		$this->assertSame( array( 'request.created', 'saved_search.updated', 'request.confirmed' ), $events );
		$search = json_decode( $this->deliveries()[1]->body, true )['data'];
		$this->assertTrue( $search['active'] );
		$this->assertSame( 'saved_search', json_decode( $this->deliveries()[0]->body, true )['data']['type'] );
		$request_uuid = json_decode( $this->deliveries()[0]->body, true )['data']['uuid'];
		$this->assertSame( $request_uuid, $search['requestUuid'] );

		$email = $this->saved_search_body()['contact']['email'];
		Plugin::instance()->retention(); // Unrelated services stay untouched.
		( new \ImmoWizards\Privacy\Personal_Data( new \ImmoWizards\Storage\Contact_Repository() ) )->erase( $email );
		$rows = $this->deliveries();
		$this->assertSame( array( 'contact.deleted' ), array_column( $rows, 'event' ), 'the deliveries of the erased requests are gone' );
		$data = json_decode( $rows[0]->body, true )['data'];
		$this->assertSame( hash( 'sha256', strtolower( $email ) ), $data['emailHash'] );
		$this->assertSame( array( $request_uuid ), $data['requests'] );
		$this->assertStringNotContainsString( $email, $rows[0]->body );
	}

	public function test_the_retention_run_drops_old_bodies_of_sent_deliveries(): void {
		global $wpdb;
		$this->endpoint( 'https://receiver.example.com/hook' );
		$this->submit_lead();
		$this->submit_lead_again();
		$table = Tables::name( 'webhook_deliveries' );
		$wpdb->query( $wpdb->prepare( "UPDATE $table SET status = 'sent', created_at = %s", Tables::now( -31 * DAY_IN_SECONDS ) ) ); // phpcs:ignore
		$wpdb->query( "UPDATE $table SET created_at = NOW() WHERE id = (SELECT MAX(id) FROM (SELECT id FROM $table) t)" ); // phpcs:ignore
		do_action( \ImmoWizards\Wiring\Jobs::HOOK, 'retention' );
		$this->assertSame( array( '', 'kept' ), array_map( static fn ( $r ) => '' === $r->body ? '' : 'kept', $this->deliveries() ) );
	}

	/**
	 * A second lead (another submission id).
	 */
	private function submit_lead_again(): void {
		$this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => 'zweite@example.de' ) ) ) );
	}
}
