<?php
/**
 * GET, PATCH and DELETE /requests/{id}; the consent record's truncated IP.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Inbox;

use ImmoWizards\Security\Client_Ip;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Tests\Lead_Payloads;

require_once __DIR__ . '/class-inbox-test-case.php';

/**
 * A lead submitted through its route shows everything the agency mail shows, its consents and mails;
 * the workflow and the note change, nothing else; a deletion takes what belongs to the request only.
 */
final class Request_Detail_Test extends Inbox_Test_Case {

	use Lead_Payloads;

	/**
	 * Submits a lead from 203.0.113.77 and returns its id.
	 *
	 * @param array<string,mixed> $overrides Body overrides.
	 */
	private function submit_lead( array $overrides = array() ): int {
		$_SERVER['REMOTE_ADDR'] = '203.0.113.77';
		$response               = $this->rest( 'POST', '/wizard/lead', $this->lead_body( $overrides ) );
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $this->json( $response ) ) );
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM ' . Tables::name( 'requests' ) . ' WHERE uuid = %s', $this->json( $response )['uuid'] ) ); // phpcs:ignore
	}

	public function test_ip_addresses_are_truncated_to_their_network(): void {
		$this->assertSame( '203.0.113.0', Client_Ip::truncated( '203.0.113.77' ) );
		$this->assertSame( '2001:db8:abcd::', Client_Ip::truncated( '2001:db8:abcd:12:3:4:5:6' ) );
		$this->assertSame( '', Client_Ip::truncated( '' ) );
		$this->assertSame( '', Client_Ip::truncated( 'not an ip' ) );
	}

	public function test_the_detail_has_the_mail_rows_consents_mails_and_webhooks(): void {
		$id = $this->submit_lead( array( 'contact' => array( 'firstname' => '<script>alert(1)</script>' ) ) );
		add_filter( 'immo_wizards_request_webhooks', static fn ( $list, $request_id ) => $request_id === $id ? array( array( 'id' => 5, 'event' => 'request.created' ) ) : $list, 10, 2 );
		$this->login( 'administrator' );
		$detail = $this->json( $this->rest( 'GET', "/requests/$id" ) );

		$this->assertSame( 'pending', $detail['status'] );
		$this->assertSame( '<script>alert(1)</script>', $detail['contact']['firstname'], 'plain text: the screen escapes it' );
		$rows = array_column( $detail['rows'], 1, 0 );
		$this->assertSame( 'anna.schmidt@example.de', $rows['E-mail'], 'the contact rows come first' );
		$this->assertSame( '<script>alert(1)</script>', $rows['First name'] );
		$this->assertSame( 'Apartment', $rows['Category'] );
		$this->assertSame( array( 'Salutation', 'First name' ), array_slice( array_column( $detail['rows'], 0 ), 0, 2 ) );

		$this->assertSame( array( 'data_privacy', 'accept_contact', 'newsletter' ), array_column( $detail['consents'], 'what' ) );
		$this->assertSame( array( 'Data processing', 'Contact by phone, letter or e-mail', 'Newsletter' ), array_column( $detail['consents'], 'label' ), 'named for people' );
		$this->assertSame( '203.0.113.0', $detail['consents'][0]['ip'] );
		$this->assertNull( $detail['consents'][0]['confirmedAt'] );
		$this->assertNotSame( '', $detail['consents'][0]['textVersion'] );

		$this->assertSame( array( 'confirmation' ), array_column( $detail['mails'], 'kind' ) );
		$this->assertSame( array( 'id', 'kind', 'subject', 'status', 'attempts', 'lastError', 'createdAt', 'sentAt' ), array_keys( $detail['mails'][0] ) );
		$this->assertSame( array( array( 'id' => 5, 'event' => 'request.created' ) ), $detail['webhooks'] );
		$this->assertSame( 'Apartment', $detail['columns']['category'] );
	}

	/**
	 * Ids that are not a request.
	 *
	 * @return array<string, array{0:string,1:int}>
	 */
	public function bad_ids(): array {
		return array(
			'zero'     => array( '0', 400 ),
			'unknown'  => array( '999999', 404 ),
			'huge'     => array( '99999999999999999999', 400 ),
			'negative' => array( '-1', 404 ),
			'sql'      => array( '1%20OR%201=1', 404 ),
		);
	}

	/**
	 * Unknown or malformed ids: no 500, nothing changes.
	 *
	 * @dataProvider bad_ids
	 * @param string $id     Id in the path.
	 * @param int    $status Expected status (404: no route or no request; 400: out of range).
	 */
	public function test_bad_ids( string $id, int $status ): void {
		$this->request( 'message', array( 'message' => 'Hallo' ) );
		$this->login( 'editor' );
		foreach ( array( 'GET', 'DELETE' ) as $method ) {
			$this->assertSame( $status, $this->rest( $method, "/requests/$id" )->get_status(), $method );
		}
		$this->assertSame( $status, $this->rest( 'PATCH', "/requests/$id", array( 'workflow' => 'done' ) )->get_status() );
		$this->assertSame( 1, $this->count_rows( 'requests', "workflow = 'new'" ) );
	}

	public function test_patch_changes_workflow_and_note_only(): void {
		$id = $this->request( 'message', array( 'message' => 'Hallo' ) );
		$this->login( 'editor' );
		$response = $this->rest( 'PATCH', "/requests/$id", array( 'workflow' => 'in_progress' ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'in_progress', $this->json( $response )['workflow'] );

		$item = $this->json( $this->rest( 'PATCH', "/requests/$id", array( 'note' => "Rückruf am Montag\n<b>wichtig</b>", 'status' => 'pending', 'type' => 'lead', 'contact_id' => 5 ) ) );
		$this->assertSame( 'in_progress', $item['workflow'], 'a missing field stays' );
		$this->assertSame( "Rückruf am Montag\nwichtig", $item['note'] );
		$this->assertSame( 'confirmed', $item['status'], 'unknown fields are ignored' );
		$this->assertSame( 'message', $item['type'] );

		$this->assertSame( '', $this->json( $this->rest( 'PATCH', "/requests/$id", array( 'note' => '' ) ) )['note'], 'a note can be cleared' );
		$this->assertSame( 200, $this->rest( 'PATCH', "/requests/$id", array( 'note' => str_repeat( 'ä', 2000 ) ) )->get_status(), '2000 characters fit' );
	}

	/**
	 * Bad PATCH bodies.
	 *
	 * @return array<string, array{0:mixed}>
	 */
	public function bad_patches(): array {
		return array(
			'unknown workflow' => array( array( 'workflow' => 'archived' ) ),
			'workflow null'    => array( array( 'workflow' => null ) ),
			'workflow list'    => array( array( 'workflow' => array( 'done' ) ) ),
			'note too long'    => array( array( 'note' => str_repeat( 'a', 2001 ) ) ),
			'note 2 MB'        => array( array( 'note' => str_repeat( 'a', 2 * 1024 * 1024 ) ) ),
			'note object'      => array( array( 'note' => array( 'x' => 1 ) ) ),
			'note number'      => array( array( 'note' => 5 ) ),
			'note true'        => array( array( 'note' => true ) ),
		);
	}

	/**
	 * Bad bodies are a 400 and change nothing.
	 *
	 * @dataProvider bad_patches
	 * @param mixed $body Body.
	 */
	public function test_bad_patches_are_rejected( $body ): void {
		$id = $this->request( 'message', array( 'message' => 'Hallo' ), array( 'note' => 'alt' ) );
		$this->login( 'editor' );
		$response = $this->rest( 'PATCH', "/requests/$id", $body );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $this->error_code( $response ) );
		$this->assertSame( 1, $this->count_rows( 'requests', "workflow = 'new' AND note = 'alt'" ) );
	}

	public function test_delete_takes_the_request_with_what_belongs_to_it(): void {
		$this->login( 'administrator' );
		$lead   = $this->submit_lead();
		$search = $this->submit_saved_search();
		global $wpdb;
		$wpdb->update( Tables::name( 'outbox' ), array( 'status' => 'sent' ), array( 'request_id' => $lead ) );
		$wpdb->insert( Tables::name( 'outbox' ), array( 'recipient' => 'a@example.de', 'subject' => 's', 'html' => '', 'text' => '', 'request_id' => $lead, 'next_attempt_at' => Tables::now(), 'created_at' => Tables::now() ) );
		$contacts = $this->count_rows( 'contacts' );

		$response = $this->json( $this->rest( 'DELETE', "/requests/$lead" ) );
		$this->assertTrue( $response['deleted'] );
		$this->assertSame( $lead, $response['previous']['id'] );
		$this->assertSame( 0, $this->count_rows( 'requests', "id = $lead" ) );
		$this->assertSame( 0, $this->count_rows( 'consents', "request_id = $lead" ) );
		$this->assertSame( 0, $this->count_rows( 'keys', "request_id = $lead" ) );
		$this->assertSame( 1, $this->count_rows( 'outbox', "request_id = $lead" ), 'the sent mail stays in the log, the pending one goes' );
		$this->assertSame( $contacts, $this->count_rows( 'contacts' ), 'the contact stays' );
		$this->assertSame( 1, $this->count_rows( 'saved_searches', "request_id = $search" ), 'another request is untouched' );

		$this->json( $this->rest( 'DELETE', "/requests/$search" ) );
		$this->assertSame( 0, $this->count_rows( 'saved_searches', "request_id = $search" ), 'a saved search goes with its request' );
		$this->assertSame( 404, $this->rest( 'DELETE', "/requests/$search" )->get_status() );
	}

	/**
	 * Submits a saved search and returns its request id.
	 */
	private function submit_saved_search(): int {
		$body                 = $this->lead_body();
		$body['requestId']    = wp_generate_uuid4();
		$body['formToken']    = $this->form_token( 60, 'saved_search' );
		$body['savedSearch']  = array(
			'objectType'    => 'LIVING',
			'categoryId'    => 30225,
			'marketingType' => 'buy',
			'locations'     => array( array( 'locationId' => 11 ) ),
			'fields'        => array(),
		);
		unset( $body['lead'] );
		$response = $this->rest( 'POST', '/wizard/saved-search', $body );
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $this->json( $response ) ) );
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM ' . Tables::name( 'requests' ) . ' WHERE uuid = %s', $this->json( $response )['uuid'] ) ); // phpcs:ignore
	}
}
