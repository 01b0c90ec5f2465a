<?php
/**
 * POST /wizard/expose-inquiry.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Submit;

use ImmoWizards\Tests\Request_Payloads;
use ImmoWizards\Tests\Test_Case;

/**
 * objectId validation, the inquiry's fields, escaping in the agency mail, guards.
 */
final class Expose_Inquiry_Controller_Test extends Test_Case {

	use Request_Payloads;

	public function test_happy_path_and_confirmation(): void {
		$response = $this->rest( 'POST', '/wizard/expose-inquiry', $this->inquiry_body() );
		$this->assertSame( 201, $response->get_status() );
		$request = $this->rows( 'requests' )[0];
		$this->assertSame( 'expose_inquiry', $request->type );
		$this->assertSame(
			array(
				'objectId'       => 4711,
				'customObjectId' => 'DD-0815',
				'message'        => "Guten Tag,\nich interessiere mich für die Wohnung.",
				'company'        => 'Muster GmbH',
				'wish'           => array( 'besichtigung', 'detail' ),
				'contactMethod'  => 'phone',
			),
			json_decode( $request->payload, true )['exposeInquiry']
		);

		$confirm = $this->rest( 'POST', '/wizard/confirm', array( 'k' => $this->key_from_last_mail() ) );
		$this->assertSame( 'expose_inquiry', $this->json( $confirm )['type'] );
		$agency = end( $this->mails );
		foreach ( array( '4711', 'DD-0815', 'Muster GmbH', 'Viewing, Further details', 'Phone', 'Guten Tag,<br />' ) as $text ) {
			$this->assertStringContainsString( $text, $agency['message'] );
		}
	}

	public function test_only_the_object_id_is_required(): void {
		$body                  = $this->common_body( 'expose_inquiry' );
		$body['exposeInquiry'] = array( 'objectId' => 1 );
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/expose-inquiry', $body )->get_status() );
		$inquiry = json_decode( $this->rows( 'requests' )[0]->payload, true )['exposeInquiry'];
		$this->assertSame( array( 1, '', '', '', array(), null ), array_values( $inquiry ) );
	}

	public function test_numeric_string_object_id_is_stored_as_integer(): void {
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/expose-inquiry', $this->inquiry_body( array( 'exposeInquiry' => array( 'objectId' => '2147483647' ) ) ) )->get_status() );
		$this->assertSame( 2147483647, json_decode( $this->rows( 'requests' )[0]->payload, true )['exposeInquiry']['objectId'] );
	}

	/**
	 * @dataProvider bad_object_id_provider
	 *
	 * @param mixed $object_id Bad id.
	 */
	public function test_bad_object_id_is_rejected( $object_id ): void {
		$body                              = $this->inquiry_body();
		$body['exposeInquiry']['objectId'] = $object_id;
		$response                          = $this->rest( 'POST', '/wizard/expose-inquiry', $body );
		$this->assertSame( 400, $response->get_status(), wp_json_encode( $this->json( $response ) ) );
		$this->assert_nothing_stored();
	}

	public function bad_object_id_provider(): array {
		return array(
			'0'         => array( 0 ),
			'-1'        => array( -1 ),
			'2^31'      => array( 2147483648 ),
			'huge'      => array( PHP_INT_MAX ),
			'fraction'  => array( 1.5 ),
			'text'      => array( 'abc' ),
			'sql'       => array( '1 OR 1=1' ),
			'sql quote' => array( "1'; DROP TABLE wp_users; --" ),
			'null'      => array( null ),
			'true'      => array( true ),
			'array'     => array( array( 1 ) ),
			'empty'     => array( '' ),
		);
	}

	public function test_missing_object_id_is_rejected(): void {
		$body = $this->inquiry_body();
		unset( $body['exposeInquiry']['objectId'] );
		$this->assertSame( 400, $this->rest( 'POST', '/wizard/expose-inquiry', $body )->get_status() );
		unset( $body['exposeInquiry'] );
		$this->assertSame( 400, $this->rest( 'POST', '/wizard/expose-inquiry', $body )->get_status() );
		$this->assert_nothing_stored();
	}

	/**
	 * @dataProvider bad_inquiry_provider
	 *
	 * @param array<string,mixed> $inquiry Inquiry overrides.
	 */
	public function test_bad_inquiry_is_rejected( array $inquiry ): void {
		$body                  = $this->inquiry_body();
		$body['exposeInquiry'] = array_replace( $body['exposeInquiry'], $inquiry );
		$response              = $this->rest( 'POST', '/wizard/expose-inquiry', $body );
		$this->assertSame( 400, $response->get_status(), wp_json_encode( $this->json( $response ) ) );
		$this->assert_nothing_stored();
	}

	public function bad_inquiry_provider(): array {
		$two_mb = str_repeat( 'x', 2 * 1024 * 1024 );
		return array(
			'message 5001'        => array( array( 'message' => str_repeat( 'a', 5001 ) ) ),
			'2 MB message'        => array( array( 'message' => $two_mb ) ),
			'message as array'    => array( array( 'message' => array( 'a' ) ) ),
			'company 101'         => array( array( 'company' => str_repeat( 'a', 101 ) ) ),
			'2 MB company'        => array( array( 'company' => $two_mb ) ),
			'custom id 65'        => array( array( 'customObjectId' => str_repeat( 'a', 65 ) ) ),
			'unknown wish'        => array( array( 'wish' => array( 'kaufen' ) ) ),
			'repeated wish'       => array( array( 'wish' => array( 'anruf', 'anruf' ) ) ),
			'wish as number'      => array( array( 'wish' => 5 ) ),
			'wish list with bad'  => array( array( 'wish' => 'anruf,kaufen' ) ),
			'wish as object'      => array( array( 'wish' => array( 'a' => 'anruf' ) ) ),
			'10,000 wishes'       => array( array( 'wish' => array_fill( 0, 10000, 'anruf' ) ) ),
			'unknown method'      => array( array( 'contactMethod' => 'fax' ) ),
			'method as array'     => array( array( 'contactMethod' => array( 'email' ) ) ),
		);
	}

	public function test_invalid_utf8_is_rejected(): void {
		$raw = str_replace( 'INVALID', "a\xB1\x31", (string) wp_json_encode( $this->inquiry_body( array( 'exposeInquiry' => array( 'message' => 'INVALID' ) ) ) ) );
		$this->assertSame( 400, $this->rest( 'POST', '/wizard/expose-inquiry', $raw )->get_status() );
		$this->assert_nothing_stored();
	}

	public function test_html_in_every_text_field_is_escaped_in_the_agency_mail(): void {
		$evil = '<script>alert(1)</script><img src=x onerror=alert(2)>';
		$body = $this->inquiry_body(
			array(
				'contact'       => array(
					'firstname' => $evil,
					'lastname'  => $evil,
					'street'    => $evil,
					'city'      => $evil,
					'phone'     => '<b>030</b>',
				),
				'exposeInquiry' => array(
					'customObjectId' => '<i>DD</i>',
					'company'        => $evil,
					'message'        => $evil . "\n" . $evil,
				),
			)
		);
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/expose-inquiry', $body )->get_status() );
		$this->rest( 'POST', '/wizard/confirm', array( 'k' => $this->key_from_last_mail() ) );
		$agency = end( $this->mails );
		foreach ( array( '<script>', '<img', '<b>', '<i>' ) as $raw ) {
			$this->assertStringNotContainsString( $raw, $agency['message'] );
		}
		$this->assertGreaterThanOrEqual( 7, substr_count( $agency['message'], '&lt;script&gt;alert(1)&lt;/script&gt;' ), 'names, street, city, company, message (twice)' );
	}

	public function test_unknown_extra_fields_are_ignored(): void {
		$body                             = $this->inquiry_body();
		$body['role']                     = 'administrator';
		$body['user_id']                  = 1;
		$body['exposeInquiry']['status']  = 'confirmed';
		$body['exposeInquiry']['user_id'] = 1;
		$body['contact']['role']          = 'administrator';
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/expose-inquiry', $body )->get_status() );
		$request = $this->rows( 'requests' )[0];
		$this->assertSame( 'pending', $request->status );
		foreach ( array( 'administrator', 'user_id', '"status"' ) as $needle ) {
			$this->assertStringNotContainsString( $needle, $request->payload );
		}
	}

	public function test_honeypot_idempotency_and_rate_limit(): void {
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/expose-inquiry', $this->inquiry_body( array( 'hp' => 'spam' ) ) )->get_status() );
		$this->assert_nothing_stored();

		$body = $this->inquiry_body();
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/expose-inquiry', $body )->get_status() );
		$this->assertSame( 200, $this->rest( 'POST', '/wizard/expose-inquiry', $body )->get_status() );
		$this->assertSame( 1, $this->count_rows( 'requests' ) );

		add_filter( 'immo_wizards_rate_limit', static fn ( $limit, $kind ) => 'submit_ip' === $kind ? 1 : $limit, 10, 2 );
		$response = $this->rest( 'POST', '/wizard/expose-inquiry', $this->inquiry_body( array( 'contact' => array( 'email' => 'other@example.de' ) ) ) );
		$this->assertSame( 429, $response->get_status() );
		$this->assertSame( 'Too many requests. Please try again later.', $this->json( $response )['message'] );
		$this->assertSame( 1, $this->count_rows( 'requests' ) );
	}
}
