<?php
/**
 * GET|PUT /v1/contact and the e-mail change.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Portal;

use ImmoWizards\Portal\Email_Change;
use ImmoWizards\Tests\Signed_In_Test_Case;
use ImmoWizards\Users\Roles;

require_once dirname( __DIR__ ) . '/includes/class-signed-in-test-case.php';

/**
 * "Mein Konto": reading and saving the contact, changing the address by confirmation link.
 */
final class Portal_Contact_Controller_Test extends Signed_In_Test_Case {

	/**
	 * A call in Anna's session.
	 *
	 * @param string $method Method.
	 * @param mixed  $body   Body.
	 */
	private function contact( string $method, $body = null ): \WP_REST_Response {
		return $this->in_session( $this->anna, $method, '/contact', $body );
	}

	/**
	 * Anna's saved Contact with overrides.
	 *
	 * @param array<string,mixed> $overrides Overrides.
	 * @return array<string,mixed>
	 */
	private function anna_with( array $overrides ): array {
		return array_replace_recursive( $this->json( $this->contact( 'GET' ) ), $overrides );
	}

	public function test_get_answers_the_contact_of_the_session(): void {
		$this->assertSame(
			array(
				'salutation'   => 'Frau',
				'firstname'    => 'Anna',
				'lastname'     => 'Schmidt',
				'phone'        => '+49 351 123456',
				'street'       => 'Prager Straße',
				'number'       => '2',
				'zip'          => '01067',
				'city'         => 'Dresden',
				'email'        => 'anna@example.de',
				'customFields' => array(
					'dataPrivacy'   => true,
					'acceptContact' => true,
					'newsletter'    => true,
				),
			),
			$this->json( $this->contact( 'GET' ) )
		);
	}

	public function test_put_saves_the_contact_and_the_users_name(): void {
		$mails    = count( $this->mails );
		$outbox   = $this->count_rows( 'outbox' );
		$response = $this->contact( 'PUT', $this->anna_with( array( 'phone' => '0351 999', 'lastname' => 'Schmidt-Meier' ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( '0351 999', $this->json( $response )['phone'] );
		$this->assertSame( '0351 999', $this->rows( 'contacts' )[0]->phone );
		clean_user_cache( $this->anna['user']->ID );
		$this->assertSame( 'Schmidt-Meier', get_userdata( $this->anna['user']->ID )->last_name );
		$this->assertCount( $mails, $this->mails, 'no mail for a plain save' );
		$this->assertSame( $outbox, $this->count_rows( 'outbox' ) );
	}

	public function test_put_requires_the_address_and_the_wizards_contact_rules(): void {
		$before = $this->rows( 'contacts' );
		$bad    = array(
			'missing street'     => array( 'street' => null ),
			'blank street'       => array( 'street' => '   ' ),
			'empty city'         => array( 'city' => '' ),
			'blank first name'   => array( 'firstname' => " \t " ),
			'email array'        => array( 'email' => array( 'a@b.de' ) ),
			'email true'         => array( 'email' => true ),
			'email null'         => array( 'email' => null ),
			'email a@b'          => array( 'email' => 'a@b' ),
			'email injection'    => array( 'email' => "x@example.de\r\nBcc: y@example.de" ),
			'two addresses'      => array( 'email' => 'x@example.de, y@example.de' ),
			'2 MB name'          => array( 'firstname' => str_repeat( 'x', 2 * 1024 * 1024 ) ),
			'no privacy consent' => array( 'customFields' => array( 'dataPrivacy' => false ) ),
			'consent as yes'     => array( 'customFields' => array( 'acceptContact' => 'yes' ) ),
			'salutation'         => array( 'salutation' => 'Dr.' ),
			'zip as list'        => array( 'zip' => array( '01067' ) ),
		);
		foreach ( $bad as $case => $overrides ) {
			$body = $this->anna_with( array() );
			foreach ( $overrides as $key => $value ) {
				if ( 'customFields' === $key ) {
					$body['customFields'] = array_replace( $body['customFields'], $value );
				} else {
					$body[ $key ] = $value;
				}
			}
			$response = $this->contact( 'PUT', $body );
			$this->assertSame( 400, $response->get_status(), $case );
			$this->assertNotSame( '', (string) $this->json( $response )['message'], $case );
		}
		$this->assertEquals( $before, $this->rows( 'contacts' ), 'nothing saved' );
		$this->assertSame( '', get_user_meta( $this->anna['user']->ID, Email_Change::META, true ), 'no change pending' );
	}

	public function test_put_ignores_unknown_fields_and_keeps_text_as_text(): void {
		$body = $this->anna_with(
			array(
				'role'       => 'administrator',
				'user_id'    => 1,
				'status'     => 'confirmed',
				'consent_at' => '2001-01-01',
				'city'       => '<script>alert(1)</script>',
				'zip'        => '01067',
			)
		);
		$this->assertSame( 200, $this->contact( 'PUT', $body )->get_status() );
		clean_user_cache( $this->anna['user']->ID );
		$this->assertSame( array( Roles::ROLE ), get_userdata( $this->anna['user']->ID )->roles );
		$this->assertSame( '<script>alert(1)</script>', $this->json( $this->contact( 'GET' ) )['city'], 'stored as text; React escapes it' );
		$this->assertSame( '01067', $this->json( $this->contact( 'GET' ) )['zip'] );
	}

	public function test_newsletter_can_be_left_and_joined_again_with_a_consent_record(): void {
		$this->contact( 'PUT', $this->anna_with( array( 'customFields' => array( 'newsletter' => false ) ) ) );
		$this->assertSame( '0', (string) $this->rows( 'contacts' )[0]->newsletter );
		$this->assertFalse( $this->json( $this->contact( 'GET' ) )['customFields']['newsletter'] );
		$portal_consents = "what = 'newsletter' AND request_id = 0 AND confirmed_at IS NOT NULL";
		$this->assertSame( 0, $this->count_rows( 'consents', $portal_consents ) );

		$this->contact( 'PUT', $this->anna_with( array( 'customFields' => array( 'newsletter' => true ) ) ) );
		$this->assertSame( '1', (string) $this->rows( 'contacts' )[0]->newsletter );
		$this->assertSame( 1, $this->count_rows( 'consents', $portal_consents ), 'the new consent is recorded' );
		$this->assertTrue( $this->json( $this->contact( 'GET' ) )['customFields']['newsletter'] );
	}

	public function test_an_email_change_waits_for_the_link_to_the_new_address(): void {
		add_filter( 'determine_locale', static fn () => 'de_DE' );
		$response = $this->contact( 'PUT', $this->anna_with( array( 'email' => 'Anna.Neu@Example.DE', 'phone' => '0351 1' ) ) );
		$this->assertSame( 200, $response->get_status() );
		$answer = $this->json( $response );
		$this->assertSame( 'anna@example.de', $answer['email'], 'not applied yet' );
		$this->assertSame( 'anna.neu@example.de', $answer['pendingEmail'] );
		$this->assertSame( '0351 1', $answer['phone'], 'the other fields are saved at once' );
		$this->assertSame( 'anna.neu@example.de', $this->json( $this->contact( 'GET' ) )['pendingEmail'] );

		$mails = count( $this->mails );
		$this->run_mail_queue();
		$this->assertCount( $mails + 1, $this->mails );
		$mail = end( $this->mails );
		$this->assertSame( 'anna.neu@example.de', $mail['to'] );
		$this->assertSame( 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse', $mail['subject'] );
		$key = $this->key_from_mail_to( 'anna.neu@example.de' );

		// Saving again with the same pending address sends nothing new.
		$this->contact( 'PUT', $this->anna_with( array( 'email' => 'anna.neu@example.de' ) ) );
		$this->run_mail_queue();
		$this->assertCount( $mails + 1, $this->mails );

		$confirm = $this->rest( 'POST', '/wizard/confirm', array( 'k' => $key ) );
		$this->assertSame( 200, $confirm->get_status(), wp_json_encode( $confirm->get_data() ) );
		$answer = $this->json( $confirm );
		$this->assertSame( 'EmailChanged', $answer['opcode'] );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{64}$/', $answer['loginKey'] );

		clean_user_cache( $this->anna['user']->ID );
		$this->assertSame( 'anna.neu@example.de', get_userdata( $this->anna['user']->ID )->user_email );
		$this->assertSame( 'anna.neu@example.de', $this->rows( 'contacts' )[0]->email );
		$this->assertSame( hash( 'sha256', 'anna.neu@example.de' ), $this->rows( 'contacts' )[0]->email_hash );
		$this->run_mail_queue();
		$notice = end( $this->mails );
		$this->assertSame( 'anna@example.de', $notice['to'], 'the old address is told' );
		$this->assertSame( 'Ihre E-Mail-Adresse wurde geändert', $notice['subject'] );

		$session = $this->log_in( $answer['loginKey'] );
		$me      = $this->in_session( $session, 'GET', '/contact' );
		$this->assertSame( 'anna.neu@example.de', $this->json( $me )['email'] );
		$this->assertArrayNotHasKey( 'pendingEmail', $this->json( $me ) );

		$again = $this->rest( 'POST', '/wizard/confirm', array( 'k' => $key ) );
		$this->assertSame( 403, $again->get_status(), 'the link works once' );
		$this->assertSame( 'immo_invalid_key', $this->error_code( $again ) );
	}

	public function test_only_the_latest_requested_change_can_be_applied(): void {
		$this->contact( 'PUT', $this->anna_with( array( 'email' => 'first@example.de' ) ) );
		$this->run_mail_queue();
		$first = $this->key_from_mail_to( 'first@example.de' );
		$this->contact( 'PUT', $this->anna_with( array( 'email' => 'second@example.de' ) ) );
		$this->assertSame( 'immo_invalid_key', $this->error_code( $this->rest( 'POST', '/wizard/confirm', array( 'k' => $first ) ) ) );
		clean_user_cache( $this->anna['user']->ID );
		$this->assertSame( 'anna@example.de', get_userdata( $this->anna['user']->ID )->user_email );

		$this->contact( 'PUT', $this->anna_with( array( 'email' => 'ANNA@example.de' ) ) );
		$this->assertArrayNotHasKey( 'pendingEmail', $this->json( $this->contact( 'GET' ) ), 'own address again cancels' );
	}

	public function test_an_address_of_another_account_is_never_mailed_nor_applied(): void {
		$this->user_with_role( 'boss@example.de', 'administrator' );
		$ben      = $this->confirmed_contact( 'ben@example.de' );
		$response = $this->contact( 'PUT', $this->anna_with( array( 'email' => 'boss@example.de' ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'boss@example.de', $this->json( $response )['pendingEmail'], 'the same answer as for a free address' );
		$mails = count( $this->mails );
		$this->run_mail_queue();
		$this->assertCount( $mails, $this->mails, 'no mail to the admin' );

		// The address was free when asked for and taken before the link was opened.
		$this->contact( 'PUT', $this->anna_with( array( 'email' => 'late@example.de' ) ) );
		$this->run_mail_queue();
		$key = $this->key_from_mail_to( 'late@example.de' );
		$ben['user']->user_email = 'late@example.de';
		wp_update_user( $ben['user'] );
		$taken = $this->rest( 'POST', '/wizard/confirm', array( 'k' => $key ) );
		$this->assertSame( 409, $taken->get_status() );
		$this->assertSame( 'immo_email_taken', $this->error_code( $taken ) );
		clean_user_cache( $this->anna['user']->ID );
		$this->assertSame( 'anna@example.de', get_userdata( $this->anna['user']->ID )->user_email, 'nothing changed' );
	}

	public function test_a_taken_address_costs_the_same_work_as_a_free_one_and_nothing_is_sent_inside_the_request(): void {
		$this->user_with_role( 'boss@example.de', 'administrator' );
		$work = function ( string $email ): array {
			global $wpdb;
			$mails   = count( $this->mails );
			$queries = $wpdb->num_queries;
			$this->assertSame( 200, $this->contact( 'PUT', $this->anna_with( array( 'email' => $email ) ) )->get_status() );
			$this->assertCount( $mails, $this->mails, 'nothing sent inside the request' );
			$done = $wpdb->num_queries - $queries;
			$this->contact( 'PUT', $this->anna_with( array( 'email' => 'anna@example.de' ) ) ); // Back.
			return array( $done, $this->rows( 'outbox' )[ count( $this->rows( 'outbox' ) ) - 1 ]->status );
		};
		$free  = $work( 'free@example.de' );
		$taken = $work( 'boss@example.de' );
		$this->assertSame( $free[0], $taken[0], 'the same queries for a taken address' );
		$this->assertSame( array( 'pending', 'cancelled' ), array( $free[1], $taken[1] ), 'stored alike; the one to the taken address is never sent' );
		$mails = count( $this->mails );
		$this->run_mail_queue();
		$this->assertSame( array( 'free@example.de' ), array_column( array_slice( $this->mails, $mails ), 'to' ) );
	}

	public function test_requests_sent_earlier_from_the_new_address_join_the_account(): void {
		$body = $this->saved_search_body( array( 'contact' => array( 'email' => 'anna.neu@example.de' ) ) );
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/saved-search', $body )->get_status() );
		$other = $this->rows( 'contacts' )[1];

		$this->contact( 'PUT', $this->anna_with( array( 'email' => 'anna.neu@example.de' ) ) );
		$this->run_mail_queue();
		$this->rest( 'POST', '/wizard/confirm', array( 'k' => $this->key_from_mail_to( 'anna.neu@example.de' ) ) );

		$contacts = $this->rows( 'contacts' );
		$this->assertCount( 1, $contacts, 'merged' );
		$this->assertSame( 0, $this->count_rows( 'requests', 'contact_id = ' . (int) $other->id ) );
		$this->assertSame( 2, $this->count_rows( 'requests', 'contact_id = ' . (int) $contacts[0]->id ) );
		$this->assertSame( 2, $this->count_rows( 'saved_searches', 'contact_id = ' . (int) $contacts[0]->id ) );
	}

	public function test_email_changes_are_rate_limited_and_then_nothing_is_saved(): void {
		for ( $i = 1; $i <= 5; $i++ ) {
			$this->assertSame( 200, $this->contact( 'PUT', $this->anna_with( array( 'email' => "new$i@example.de" ) ) )->get_status() );
		}
		$limited = $this->contact( 'PUT', $this->anna_with( array( 'email' => 'new6@example.de', 'phone' => '0000' ) ) );
		$this->assertSame( 429, $limited->get_status() );
		$this->assertSame( 'immo_rate_limited', $this->error_code( $limited ) );
		$this->assertNotSame( '0000', $this->rows( 'contacts' )[0]->phone );
		$this->assertSame( 'new5@example.de', $this->json( $this->contact( 'GET' ) )['pendingEmail'] );
	}
}

