<?php
/**
 * POST /wizard/lead: stored before mailed.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Submit;

use ImmoWizards\Settings\Settings;
use ImmoWizards\Submit\Lead_Type;
use ImmoWizards\Storage\Transaction;
use ImmoWizards\Tests\Request_Payloads;
use ImmoWizards\Tests\Test_Case;

/**
 * Happy path, idempotency, what is stored (and what not), storage before mail.
 */
final class Lead_Controller_Test extends Test_Case {

	use Request_Payloads;

	public function test_happy_path_stores_pending_request_and_sends_confirmation(): void {
		$response = $this->rest( 'POST', '/wizard/lead', $this->lead_body() );
		$data     = $this->json( $response );

		$this->assertSame( 201, $response->get_status() );
		$this->assertSame( array( 'status', 'uuid' ), array_keys( $data ) );
		$this->assertSame( 'pending', $data['status'] );
		$this->assertTrue( wp_is_uuid( $data['uuid'], 4 ) );

		$contact = $this->rows( 'contacts' )[0];
		$this->assertSame( 'anna.schmidt@example.de', $contact->email );
		$this->assertSame( '', $contact->zip, 'details are stored with the contact only once confirmed' );
		$this->assertSame( '0', (string) $contact->user_id );

		$request = $this->rows( 'requests' )[0];
		$this->assertSame( 'pending', $request->status );
		$this->assertSame( 'lead', $request->type );
		$this->assertSame( $data['uuid'], $request->uuid );
		$this->assertNull( $request->confirmed_at );
		$payload = json_decode( $request->payload, true );
		$this->assertSame( '01067', $payload['lead']['location']['zip'] );
		$this->assertSame( 30225, $payload['lead']['categoryId'] );
		$this->assertEquals( 85.5, $payload['lead']['fields'][1]['value'] );
		$this->assertSame( array( 'data_privacy', 'accept_contact', 'newsletter' ), array_column( $this->rows( 'consents' ), 'what' ) );
		$this->assertSame( 1, $this->count_rows( 'keys' ) );
		$this->assertSame( 1, $this->count_rows( 'outbox', "status = 'sent'" ) );

		$this->assertCount( 1, $this->mails );
		$this->assertSame( 'anna.schmidt@example.de', $this->mails[0]['to'] );
		$portal = Settings::instance()->portal_url();
		// The key rides in the fragment: no server log or analytics sees it.
		$this->assertMatchesRegularExpression( '/' . preg_quote( esc_url( $portal ), '/' ) . '#k=[0-9a-f]{64}/', $this->mails[0]['message'] );
		$this->assertDoesNotMatchRegularExpression( '/[?&;]k=/', $this->mails[0]['message'] );
		$this->assertContains( 'Content-Type: text/html; charset=UTF-8', $this->mails[0]['headers'] );
	}

	public function test_request_is_committed_before_any_mail(): void {
		$this->mail_result = function () {
			$this->assertSame( 1, Transaction::depth(), 'the pipeline transaction is closed before mailing' );
			$this->assertSame( 1, $this->count_rows( 'requests' ) );
			$this->assertSame( 1, $this->count_rows( 'keys' ) );
			return true;
		};
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $this->lead_body() )->get_status() );
		$this->assertCount( 1, $this->mails );
	}

	public function test_double_submit_is_stored_once(): void {
		$body   = $this->lead_body();
		$first  = $this->rest( 'POST', '/wizard/lead', $body );
		$second = $this->rest( 'POST', '/wizard/lead', $body );
		$this->assertSame( 201, $first->get_status() );
		$this->assertSame( 200, $second->get_status() );
		$this->assertSame( $this->json( $first ), $this->json( $second ) );
		$this->assertSame( 1, $this->count_rows( 'requests' ) );
		$this->assertCount( 1, $this->mails );
	}

	public function test_typed_address_without_map_point_is_accepted(): void {
		// Visitors who declined the map and address search type street, zip and city instead; so do
		// visitors whose address the geocoder does not know, or while it is down.
		$body = $this->lead_body();
		unset( $body['lead']['location']['lat'], $body['lead']['location']['lng'] );
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $body )->get_status() );
		$payload  = json_decode( $this->rows( 'requests' )[0]->payload, true );
		$location = $payload['lead']['location'];
		$this->assertSame( array( 'Prager Straße', '01067', 'Dresden', null, null ), array( $location['street'], $location['zip'], $location['city'], $location['lat'], $location['lng'] ) );

		// The agency's mail and inbox show the typed address, and no coordinates.
		$type    = new Lead_Type();
		$rows    = array_column( $type->rows( $payload ), 1, 0 );
		$address = 'Prager Straße 2, 01067 Dresden – Altstadt';
		$this->assertSame( $address, $rows[ __( 'Address', 'immo-wizards' ) ] );
		$this->assertArrayNotHasKey( __( 'Coordinates', 'immo-wizards' ), $rows );
		$this->assertSame( $address, $type->columns( $payload )['address'] );
	}

	public function test_numbers_and_unknown_fields(): void {
		$body                   = $this->lead_body();
		$body['lead']['fields'] = array(
			array( 'name' => 'price.price', 'valueType' => 'NUMBER', 'value' => '1.000,50' ),
			array( 'name' => 'property[baujahr]', 'valueType' => 'NUMBER', 'value' => '1990' ),
			array( 'name' => 'area.plotArea', 'valueType' => 'NUMBER', 'value' => 500 ),
			array( 'name' => 'unknown[field]', 'valueType' => 'RAW', 'value' => 'x' ),
			array( 'name' => "price'); DROP TABLE wp_users; --", 'valueType' => 'RAW', 'value' => 'x' ),
		);
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $body )->get_status() );
		$fields = json_decode( $this->rows( 'requests' )[0]->payload, true )['lead']['fields'];
		$this->assertSame( array( 'price.price', 'property[baujahr]' ), array_column( $fields, 'name' ), 'plot area is not a field of apartments; unknown names are dropped' );
		$this->assertEquals( 1000.5, $fields[0]['value'] );
		$this->assertSame( 1990, $fields[1]['value'] );
	}

	public function test_unknown_extra_fields_are_ignored(): void {
		$body                                       = $this->lead_body();
		$body['role']                               = 'administrator';
		$body['user_id']                            = 1;
		$body['status']                             = 'confirmed';
		$body['contact']['role']                    = 'administrator';
		$body['contact']['user_id']                 = 1;
		$body['contact']['status']                  = 'confirmed';
		$body['contact']['consent_at']              = '2020-01-01 00:00:00';
		$body['contact']['customFields']['isAdmin'] = true;
		$body['lead']['status']                     = 'confirmed';
		$users = count_users()['total_users'];

		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $body )->get_status() );
		$request = $this->rows( 'requests' )[0];
		$this->assertSame( 'pending', $request->status );
		$this->assertStringNotContainsString( 'administrator', $request->payload );
		$this->assertStringNotContainsString( 'consent_at', $request->payload );
		$this->assertStringNotContainsString( 'isAdmin', $request->payload );
		$this->assertSame( '0', (string) $this->rows( 'contacts' )[0]->user_id );
		$this->assertNull( $this->rows( 'consents' )[0]->confirmed_at );
		$this->assertSame( $users, count_users()['total_users'] );
	}

	public function test_required_newsletter_setting(): void {
		Settings::instance()->update( array( 'newsletter_required' => true ) );
		$body = $this->lead_body( array( 'contact' => array( 'customFields' => array( 'newsletter' => false ) ) ) );
		$this->assertSame( 400, $this->rest( 'POST', '/wizard/lead', $body )->get_status() );
		$this->assert_nothing_stored();
	}

	public function test_newsletter_consent_only_when_ticked(): void {
		$this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'customFields' => array( 'newsletter' => false ) ) ) ) );
		$this->assertSame( array( 'data_privacy', 'accept_contact' ), array_column( $this->rows( 'consents' ), 'what' ) );
		$consent = $this->rows( 'consents' )[0];
		$this->assertSame( '1', $consent->text_version );
		$this->assertNotSame( '', $consent->text );
		$this->assertNotNull( $consent->requested_at );
	}

	public function test_failed_mail_keeps_the_request_and_queues_a_retry(): void {
		$this->mail_result = false;
		$response          = $this->rest( 'POST', '/wizard/lead', $this->lead_body() );
		$this->assertSame( 201, $response->get_status() );
		$this->assertSame( 1, $this->count_rows( 'requests' ) );
		$mail = $this->rows( 'outbox' )[0];
		$this->assertSame( 'pending', $mail->status );
		$this->assertSame( '1', (string) $mail->attempts );
		$delay = strtotime( $mail->next_attempt_at . ' UTC' ) - time();
		$this->assertGreaterThanOrEqual( 55, $delay );
		$this->assertLessThanOrEqual( 61, $delay );
	}

	public function test_wp_mail_throwing_does_not_break_the_submit(): void {
		$this->mail_result = static function () {
			throw new \RuntimeException( 'SMTP down' );
		};
		$response = $this->rest( 'POST', '/wizard/lead', $this->lead_body() );
		$this->assertSame( 201, $response->get_status() );
		$mail = $this->rows( 'outbox' )[0];
		$this->assertSame( 'pending', $mail->status );
		$this->assertStringContainsString( 'SMTP down', $mail->last_error );
	}
}
