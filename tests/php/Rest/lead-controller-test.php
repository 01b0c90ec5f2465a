<?php
/**
 * POST /wizard/lead.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Rest;

use ImmoWizards\Settings\Settings;
use ImmoWizards\Storage\Transaction;
use ImmoWizards\Tests\Lead_Payloads;
use ImmoWizards\Tests\Test_Case;

/**
 * Happy path, bad inputs, anti-automation, idempotency, storage before mail.
 */
final class Lead_Controller_Test extends Test_Case {

	use Lead_Payloads;

	/**
	 * Asserts that nothing was stored and no mail was sent.
	 */
	private function assert_nothing_stored(): void {
		foreach ( array( 'contacts', 'requests', 'consents', 'keys', 'outbox' ) as $table ) {
			$this->assertSame( 0, $this->count_rows( $table ), "no rows in $table" );
		}
		$this->assertSame( array(), $this->mails );
	}

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
		$this->assertMatchesRegularExpression( '/' . preg_quote( esc_url( $portal ), '/' ) . '(&#038;|\?)k=[0-9a-f]{64}/', $this->mails[0]['message'] );
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

	public function test_honeypot_pretends_success_but_stores_nothing(): void {
		$response = $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'hp' => 'http://spam.example' ) ) );
		$this->assertSame( 201, $response->get_status() );
		$this->assertSame( 'pending', $this->json( $response )['status'] );
		$this->assertTrue( wp_is_uuid( $this->json( $response )['uuid'] ) );
		$this->assert_nothing_stored();
	}

	/**
	 * @dataProvider too_fast_provider
	 */
	public function test_too_fast_is_rejected( int $age ): void {
		$response = $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'formToken' => $this->form_token( $age ) ) ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'immo_wizards_too_fast', $this->error_code( $response ) );
		$this->assertSame( 'The form was sent too quickly. Please check your details and send it again.', $this->json( $response )['message'] );
		$this->assert_nothing_stored();
	}

	public function too_fast_provider(): array {
		return array(
			'now'     => array( 0 ),
			'1 s ago' => array( 1 ),
		);
	}

	/**
	 * @dataProvider bad_form_token_provider
	 *
	 * @param callable $token Builds the body's formToken (null: omitted).
	 */
	public function test_missing_or_bad_form_token_is_rejected( callable $token ): void {
		$body = $this->lead_body( array( 'startedAt' => 0 ) );
		unset( $body['formToken'] );
		$value = $token( $this );
		if ( null !== $value ) {
			$body['formToken'] = $value;
		}
		$response = $this->rest( 'POST', '/wizard/lead', $body );
		$this->assertSame( 400, $response->get_status() );
		$this->assertContains( $this->error_code( $response ), array( 'immo_wizards_invalid_form_token', 'rest_invalid_param' ) );
		$this->assertNotSame( '', (string) $this->json( $response )['message'] );
		$this->assert_nothing_stored();
	}

	public function bad_form_token_provider(): array {
		$sign = static fn ( int $time ) => \ImmoWizards\Plugin::instance()->spam_guard()->issue_form_token( 'lead', $time );
		return array(
			'missing (old client with startedAt 0)' => array( static fn () => null ),
			'empty'                                 => array( static fn () => '' ),
			'number'                                => array( static fn () => 12345 ),
			'array'                                 => array( static fn () => array( 'x' ) ),
			'time only'                             => array( static fn () => (string) ( time() - 60 ) ),
			'old format (time.signature)'           => array( static fn () => ( time() - 60 ) . '.' . str_repeat( 'a', 64 ) ),
			'forged signature'                      => array( static fn () => ( time() - 60 ) . '.' . str_repeat( 'b', 32 ) . '.' . str_repeat( 'a', 64 ) ),
			'time changed'                          => array( static fn () => ( time() - 600 ) . substr( $sign( time() - 60 ), strlen( (string) ( time() - 60 ) ) ) ),
			'random part changed'                   => array( static fn () => preg_replace( '/\.[0-9a-f]{32}\./', '.' . str_repeat( 'c', 32 ) . '.', $sign( time() - 60 ) ) ),
			'upper-case signature'                  => array( static fn () => strtoupper( $sign( time() - 60 ) ) ),
			'expired (2 h 1 min)'                   => array( static fn () => $sign( time() - 2 * HOUR_IN_SECONDS - 60 ) ),
			'another form type'                     => array( static fn () => \ImmoWizards\Plugin::instance()->spam_guard()->issue_form_token( 'newsletter', time() - 60 ) ),
			'another network'                       => array( static fn () => \ImmoWizards\Plugin::instance()->spam_guard()->issue_form_token( 'lead', time() - 60, '203.0.113.200' ) ),
			'in future'                             => array( static fn () => $sign( time() + 3600 ) ),
			'2 MB'                                  => array( static fn () => str_repeat( '1', 2 * 1024 * 1024 ) ),
		);
	}

	public function test_old_client_without_form_token_gets_a_clear_400(): void {
		$body = $this->lead_body( array( 'startedAt' => ( time() - 60 ) * 1000 ) );
		unset( $body['formToken'] );
		$response = $this->rest( 'POST', '/wizard/lead', $body );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'immo_wizards_invalid_form_token', $this->error_code( $response ) );
		$this->assertSame( 'The form has expired or is incomplete. Please reload the page and send it again.', $this->json( $response )['message'] );
		$this->assert_nothing_stored();
	}

	public function test_an_almost_two_hours_old_token_and_the_fill_time_filter(): void {
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'formToken' => $this->form_token( 2 * HOUR_IN_SECONDS - 60 ) ) ) )->get_status() );
		add_filter( 'immo_wizards_min_fill_time', static fn () => 0.0 );
		$body = $this->lead_body( array( 'formToken' => $this->form_token( 0 ) ) );
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $body + array( 'startedAt' => 0 ) )->get_status(), 'startedAt is ignored' );
	}

	public function test_rate_limit_per_ip(): void {
		add_filter( 'immo_wizards_rate_limit', static fn ( $limit, $kind ) => 'submit_ip' === $kind ? 2 : $limit, 10, 2 );
		$emails = array( 'a1@example.de', 'a2@example.de', 'a3@example.de' );
		$codes  = array();
		foreach ( $emails as $email ) {
			$response = $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => $email ) ) ) );
			$codes[]  = $response->get_status();
		}
		$this->assertSame( array( 201, 201, 429 ), $codes );
		$this->assertSame( 'immo_wizards_rate_limited', $this->error_code( $response ) );
		$this->assertSame( 'Too many requests. Please try again later.', $this->json( $response )['message'] );
		$this->assertSame( 2, $this->count_rows( 'requests' ) );
	}

	public function test_rate_limit_per_target_email_across_ips(): void {
		add_filter( 'immo_wizards_rate_limit', static fn ( $limit, $kind ) => 'submit_email' === $kind ? 1 : $limit, 10, 2 );
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $this->lead_body() )->get_status() );
		$_SERVER['REMOTE_ADDR'] = '192.0.2.77';
		$response               = $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => 'ANNA.Schmidt@Example.de' ) ) ) );
		$this->assertSame( 429, $response->get_status() );
		$this->assertSame( 1, $this->count_rows( 'requests' ) );
	}

	/**
	 * @dataProvider bad_email_provider
	 *
	 * @param mixed $email Bad address.
	 */
	public function test_bad_email_is_rejected( $email ): void {
		$body                     = $this->lead_body();
		$body['contact']['email'] = $email;
		$response                 = $this->rest( 'POST', '/wizard/lead', $body );
		$this->assertSame( 400, $response->get_status() );
		$this->assertContains( $this->error_code( $response ), array( 'rest_invalid_param', 'immo_wizards_invalid_request' ) );
		$this->assert_nothing_stored();
	}

	public function bad_email_provider(): array {
		return array(
			'array'            => array( array( 'a@example.de' ) ),
			'null'             => array( null ),
			'true'             => array( true ),
			'number'           => array( 42 ),
			'empty'            => array( '' ),
			'spaces'           => array( '   ' ),
			'no tld'           => array( 'a@b' ),
			'double at'        => array( 'a@@b.de' ),
			'trailing dot'     => array( 'a@b.de.' ),
			'too long'         => array( str_repeat( 'a', 64 ) . '@' . str_repeat( 'b', 187 ) . '.de' ),
			'header injection' => array( "a@b.de\r\nBcc: victim@example.org" ),
			'two addresses'    => array( 'a@b.de, c@d.de' ),
			'two with semi'    => array( 'a@b.de;c@d.de' ),
		);
	}

	public function test_email_case_maps_to_one_contact(): void {
		$this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => 'Anna.Schmidt@EXAMPLE.de' ) ) ) );
		$this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => 'anna.schmidt@example.de' ) ) ) );
		$this->assertSame( 2, $this->count_rows( 'requests' ) );
		$this->assertSame( 1, $this->count_rows( 'contacts' ) );
		$this->assertSame( 'anna.schmidt@example.de', $this->rows( 'contacts' )[0]->email );
	}

	public function test_internationalised_domain_is_stored_as_punycode(): void {
		$response = $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => 'info@bücher-müller.de' ) ) ) );
		$this->assertSame( 201, $response->get_status() );
		$this->assertSame( 'info@xn--bcher-mller-thbg.de', $this->rows( 'contacts' )[0]->email );
		$this->assertSame( 'info@xn--bcher-mller-thbg.de', $this->mails[0]['to'] );
	}

	/**
	 * @dataProvider bad_contact_provider
	 *
	 * @param array<string,mixed> $contact Contact overrides.
	 */
	public function test_bad_contact_is_rejected( array $contact ): void {
		$body            = $this->lead_body();
		$body['contact'] = array_replace( $body['contact'], $contact );
		$response        = $this->rest( 'POST', '/wizard/lead', $body );
		$this->assertSame( 400, $response->get_status(), wp_json_encode( $this->json( $response ) ) );
		$this->assert_nothing_stored();
	}

	public function bad_contact_provider(): array {
		$two_mb = str_repeat( 'x', 2 * 1024 * 1024 );
		return array(
			'whitespace firstname' => array( array( 'firstname' => "  \t " ) ),
			'empty lastname'       => array( array( 'lastname' => '' ) ),
			'missing firstname'    => array( array( 'firstname' => null ) ),
			'firstname as array'   => array( array( 'firstname' => array( 'Anna' ) ) ),
			'2 MB firstname'       => array( array( 'firstname' => $two_mb ) ),
			'2 MB city'            => array( array( 'city' => $two_mb ) ),
			'zip too long'         => array( array( 'zip' => '01067010670' ) ),
			'bad salutation'       => array( array( 'salutation' => 'Dr.' ) ),
			'privacy false'        => array( array( 'customFields' => array( 'dataPrivacy' => false, 'acceptContact' => true ) ) ),
			'contact false'        => array( array( 'customFields' => array( 'dataPrivacy' => true, 'acceptContact' => false ) ) ),
			'consent yes string'   => array( array( 'customFields' => array( 'dataPrivacy' => 'yes', 'acceptContact' => true ) ) ),
			'consents missing'     => array( array( 'customFields' => array() ) ),
		);
	}

	public function test_missing_parts_are_rejected(): void {
		foreach ( array( 'contact', 'lead', 'requestId', 'formToken' ) as $key ) {
			$body = $this->lead_body();
			unset( $body[ $key ] );
			$this->assertSame( 400, $this->rest( 'POST', '/wizard/lead', $body )->get_status(), $key );
		}
		foreach ( array( 'not-a-uuid', '6ba7b810-9dad-11d1-80b4-00c04fd430c8', "' OR 1=1 --" ) as $id ) {
			$this->assertSame( 400, $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'requestId' => $id ) ) )->get_status(), $id );
		}
		$this->assertSame( 400, $this->rest( 'POST', '/wizard/lead', 'not json' )->get_status() );
		$this->assertSame( 400, $this->rest( 'POST', '/wizard/lead', array( 1, 2, 3 ) )->get_status() );
		$this->assert_nothing_stored();
	}

	/**
	 * @dataProvider bad_lead_provider
	 *
	 * @param callable $change Changes the body.
	 */
	public function test_bad_lead_is_rejected( callable $change ): void {
		$body = $this->lead_body();
		$change( $body );
		$response = $this->rest( 'POST', '/wizard/lead', $body );
		$this->assertSame( 400, $response->get_status(), wp_json_encode( $this->json( $response ) ) );
		$this->assert_nothing_stored();
	}

	public function bad_lead_provider(): array {
		$field = static fn ( array $value ) => static function ( array &$body ) use ( $value ) {
			$body['lead']['fields'] = array( $value );
		};
		return array(
			'category 0'             => array( static function ( &$b ) { $b['lead']['categoryId'] = 0; } ),
			'category -1'            => array( static function ( &$b ) { $b['lead']['categoryId'] = -1; } ),
			'category huge'          => array( static function ( &$b ) { $b['lead']['categoryId'] = PHP_INT_MAX; } ),
			'category sql'           => array( static function ( &$b ) { $b['lead']['categoryId'] = '30225 OR 1=1'; } ),
			'category string'        => array( static function ( &$b ) { $b['lead']['categoryId'] = 'abc'; } ),
			'commercial apartment'   => array( static function ( &$b ) { $b['lead']['objectType'] = 'COMMERCIAL'; } ),
			'plot for rent'          => array( static function ( &$b ) { $b['lead']['categoryId'] = 19795; $b['lead']['marketingType'] = 'rent'; } ),
			'bad object type'        => array( static function ( &$b ) { $b['lead']['objectType'] = 'CASTLE'; } ),
			'lat as text'            => array( static function ( &$b ) { $b['lead']['location']['lat'] = 'abc'; } ),
			'lat out of range'       => array( static function ( &$b ) { $b['lead']['location']['lat'] = 91; } ),
			'no coordinates, no city' => array( static function ( &$b ) { unset( $b['lead']['location']['lat'], $b['lead']['location']['lng'] ); $b['lead']['location']['city'] = ' '; } ),
			'only one coordinate'    => array( static function ( &$b ) { unset( $b['lead']['location']['lng'] ); } ),
			'2 MB location text'     => array( static function ( &$b ) { $b['lead']['location']['text'] = str_repeat( 'x', 2097152 ); } ),
			'fields as object'       => array( static function ( &$b ) { $b['lead']['fields'] = array( 'a' => array( 'name' => 'price.price' ) ); } ),
			'10,000 fields'          => array( static function ( &$b ) { $b['lead']['fields'] = array_fill( 0, 10000, array( 'name' => 'price.price', 'valueType' => 'NUMBER', 'value' => 1 ) ); } ),
			'negative price'         => array( $field( array( 'name' => 'price.price', 'valueType' => 'NUMBER', 'value' => -5 ) ) ),
			'zero area'              => array( $field( array( 'name' => 'area.livingSpace', 'valueType' => 'NUMBER', 'value' => 0 ) ) ),
			'price as words'         => array( $field( array( 'name' => 'price.price', 'valueType' => 'NUMBER', 'value' => 'abc' ) ) ),
			'min above max'          => array( $field( array( 'name' => 'price.price', 'valueType' => 'RANGE', 'minValue' => 500, 'maxValue' => 100 ) ) ),
			'unknown select value'   => array( $field( array( 'name' => 'property[zustand]', 'valueType' => 'RAW', 'value' => 'Baufällig' ) ) ),
			'bool as yes'            => array( $field( array( 'name' => 'property[balkon]', 'valueType' => 'RAW', 'value' => 'yes' ) ) ),
			'fractional year'        => array( $field( array( 'name' => 'property[baujahr]', 'valueType' => 'NUMBER', 'value' => 1990.5 ) ) ),
			'bad value type'         => array( $field( array( 'name' => 'price.price', 'valueType' => 'MAGIC', 'value' => 1 ) ) ),
		);
	}

	public function test_typed_address_without_map_point_is_accepted(): void {
		// Visitors who declined the map and address search type street, zip and city instead.
		$body = $this->lead_body();
		unset( $body['lead']['location']['lat'], $body['lead']['location']['lng'] );
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $body )->get_status() );
		$location = json_decode( $this->rows( 'requests' )[0]->payload, true )['lead']['location'];
		$this->assertSame( array( 'Prager Straße', '01067', 'Dresden', null, null ), array( $location['street'], $location['zip'], $location['city'], $location['lat'], $location['lng'] ) );
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
