<?php
/**
 * POST /wizard/contact: contact messages and newsletter subscriptions.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Submit;

use ImmoWizards\Settings\Settings;
use ImmoWizards\Tests\Request_Payloads;
use ImmoWizards\Tests\Test_Case;

/**
 * Message rules, newsletter consent set on confirm (and not before), escaping, guards.
 */
final class Contact_Controller_Test extends Test_Case {

	use Request_Payloads;

	public function test_message_is_stored_and_mailed_escaped_on_confirm(): void {
		$body            = $this->message_body();
		$body['message'] = "  Hallo <b>Team</b>,\r\nbitte <script>alert(1)</script> zurückrufen.  ";
		$response        = $this->rest( 'POST', '/wizard/contact', $body );
		$this->assertSame( 201, $response->get_status() );
		$request = $this->rows( 'requests' )[0];
		$this->assertSame( 'message', $request->type );
		$this->assertSame( "Hallo <b>Team</b>,\nbitte <script>alert(1)</script> zurückrufen.", json_decode( $request->payload, true )['message'], 'stored as typed (escaped late), line breaks normalised' );

		$confirm = $this->rest( 'POST', '/wizard/confirm', array( 'k' => $this->key_from_last_mail() ) );
		$this->assertSame( 'message', $this->json( $confirm )['type'] );
		$agency = end( $this->mails );
		$this->assertStringContainsString( 'Hallo &lt;b&gt;Team&lt;/b&gt;,<br />', $agency['message'] );
		$this->assertStringNotContainsString( '<script>', $agency['message'] );
		$this->assertStringNotContainsString( '<b>Team', $agency['message'] );
	}

	/**
	 * @dataProvider bad_message_provider
	 *
	 * @param mixed $message Bad message.
	 */
	public function test_bad_message_is_rejected( $message ): void {
		$body            = $this->message_body();
		$body['message'] = $message;
		$response        = $this->rest( 'POST', '/wizard/contact', $body );
		$this->assertSame( 400, $response->get_status(), wp_json_encode( $this->json( $response ) ) );
		$this->assert_nothing_stored();
	}

	public function bad_message_provider(): array {
		return array(
			'null'       => array( null ),
			'empty'      => array( '' ),
			'whitespace' => array( " \n\t " ),
			'5001 chars' => array( str_repeat( 'ä', 5001 ) ),
			'2 MB'       => array( str_repeat( 'x', 2 * 1024 * 1024 ) ),
			'array'      => array( array( 'Hallo' ) ),
			'object'     => array( array( 'text' => 'Hallo' ) ),
			'number'     => array( 42 ),
			'true'       => array( true ),
		);
	}

	public function test_missing_message_and_unknown_type_are_rejected(): void {
		$body = $this->message_body();
		unset( $body['message'] );
		$this->assertSame( 400, $this->rest( 'POST', '/wizard/contact', $body )->get_status() );
		foreach ( array( 'admin', 'lead', 'saved_search', array( 'newsletter' ), 1 ) as $type ) {
			$this->assertSame( 400, $this->rest( 'POST', '/wizard/contact', $this->message_body( array( 'type' => $type ) ) )->get_status(), wp_json_encode( $type ) );
		}
		$this->assert_nothing_stored();
	}

	public function test_5000_characters_are_accepted(): void {
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/contact', $this->message_body( array( 'message' => str_repeat( 'ß', 5000 ) ) ) )->get_status() );
	}

	public function test_newsletter_consent_is_set_on_confirm_and_not_before(): void {
		$response = $this->rest( 'POST', '/wizard/contact', $this->newsletter_body( array( 'message' => 'ignored' ) ) );
		$this->assertSame( 201, $response->get_status() );
		$request = $this->rows( 'requests' )[0];
		$this->assertSame( 'newsletter', $request->type );
		$this->assertArrayNotHasKey( 'message', json_decode( $request->payload, true ) );

		$contact = $this->rows( 'contacts' )[0];
		$this->assertSame( '0', (string) $contact->newsletter, 'not subscribed before the confirmation' );
		$this->assertNull( $contact->newsletter_at );
		$consents = array_column( $this->rows( 'consents' ), null, 'what' );
		$this->assertArrayHasKey( 'newsletter', $consents );
		$this->assertNull( $consents['newsletter']->confirmed_at );
		$this->assertNotSame( '', $consents['newsletter']->text );

		$confirm = $this->rest( 'POST', '/wizard/confirm', array( 'k' => $this->key_from_last_mail() ) );
		$this->assertSame(
			array(
				'opcode' => 'Contact',
				'type'   => 'newsletter',
				'uuid'   => $this->json( $response )['uuid'],
			),
			array_diff_key( $this->json( $confirm ), array( 'loginKey' => '' ) )
		);
		$contact = $this->rows( 'contacts' )[0];
		$this->assertSame( '1', (string) $contact->newsletter );
		$this->assertNotNull( $contact->newsletter_at );
		$consents = array_column( $this->rows( 'consents' ), null, 'what' );
		$this->assertNotNull( $consents['newsletter']->confirmed_at );
		$agency = end( $this->mails );
		$this->assertStringContainsString( 'Newsletter subscription', $agency['message'] );
	}

	/**
	 * @dataProvider missing_newsletter_consent_provider
	 *
	 * @param mixed $newsletter Newsletter checkbox value.
	 */
	public function test_newsletter_without_consent_is_rejected( $newsletter ): void {
		$body = $this->newsletter_body();
		if ( null === $newsletter ) {
			unset( $body['contact']['customFields']['newsletter'] );
		} else {
			$body['contact']['customFields']['newsletter'] = $newsletter;
		}
		$this->assertSame( 400, $this->rest( 'POST', '/wizard/contact', $body )->get_status() );
		$this->assert_nothing_stored();
	}

	public function missing_newsletter_consent_provider(): array {
		return array(
			'false'   => array( false ),
			'missing' => array( null ),
			'yes'     => array( 'yes' ),
		);
	}

	public function test_newsletter_not_offered_is_rejected(): void {
		Settings::instance()->update( array( 'newsletter_enabled' => false ) );
		$response = $this->rest( 'POST', '/wizard/contact', $this->newsletter_body() );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'immo_wizards_invalid_request', $this->error_code( $response ) );
		$this->assert_nothing_stored();
	}

	public function test_a_message_with_the_newsletter_ticked_also_subscribes_on_confirm(): void {
		$this->rest( 'POST', '/wizard/contact', $this->message_body() );
		$this->assertSame( '0', (string) $this->rows( 'contacts' )[0]->newsletter );
		$this->rest( 'POST', '/wizard/confirm', array( 'k' => $this->key_from_last_mail() ) );
		$this->assertSame( '1', (string) $this->rows( 'contacts' )[0]->newsletter );
	}

	public function test_a_message_without_the_newsletter_does_not_subscribe(): void {
		$this->rest( 'POST', '/wizard/contact', $this->message_body( array( 'contact' => array( 'customFields' => array( 'newsletter' => false ) ) ) ) );
		$this->rest( 'POST', '/wizard/confirm', array( 'k' => $this->key_from_last_mail() ) );
		$this->assertSame( '0', (string) $this->rows( 'contacts' )[0]->newsletter );
		$this->assertSame( array( 'data_privacy', 'accept_contact' ), array_column( $this->rows( 'consents' ), 'what' ) );
	}

	public function test_unknown_extra_fields_are_ignored(): void {
		$body                       = $this->newsletter_body();
		$body['role']               = 'administrator';
		$body['user_id']            = 1;
		$body['status']             = 'confirmed';
		$body['contact']['user_id'] = 1;
		$body['contact']['newsletter_at'] = '2001-01-01 00:00:00';
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/contact', $body )->get_status() );
		$this->assertSame( 'pending', $this->rows( 'requests' )[0]->status );
		$this->assertSame( '0', (string) $this->rows( 'contacts' )[0]->user_id );
		$this->assertNull( $this->rows( 'contacts' )[0]->newsletter_at );
		$this->assertStringNotContainsString( 'administrator', $this->rows( 'requests' )[0]->payload );
	}

	public function test_honeypot_idempotency_and_rate_limit(): void {
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/contact', $this->newsletter_body( array( 'hp' => 'x' ) ) )->get_status() );
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/contact', $this->message_body( array( 'hp' => 'x' ) ) )->get_status() );
		$this->assert_nothing_stored();

		$body = $this->message_body();
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/contact', $body )->get_status() );
		$this->assertSame( 200, $this->rest( 'POST', '/wizard/contact', $body )->get_status() );
		$this->assertSame( 1, $this->count_rows( 'requests' ) );
		$this->assertCount( 1, $this->mails );

		add_filter( 'immo_wizards_rate_limit', static fn ( $limit, $kind ) => 'submit_ip' === $kind ? 1 : $limit, 10, 2 );
		$this->assertSame( 429, $this->rest( 'POST', '/wizard/contact', $this->newsletter_body( array( 'contact' => array( 'email' => 'x@example.de' ) ) ) )->get_status() );
		$this->assertSame( 1, $this->count_rows( 'requests' ) );
	}
}
