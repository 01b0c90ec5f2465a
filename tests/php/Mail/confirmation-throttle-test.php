<?php
/**
 * No mail bombs: confirmation mails per recipient are capped, one open confirmation per type.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Mail;

use ImmoWizards\Security\Rate_Limiter;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Tests\Request_Payloads;
use ImmoWizards\Tests\Test_Case;

/**
 * Anyone can submit a form with someone else's address; that address must not be flooded.
 */
final class Confirmation_Throttle_Test extends Test_Case {

	use Request_Payloads;

	/**
	 * Submits and asserts the normal success answer (the request is stored, mail or not).
	 *
	 * @param string              $route Route below /immo-wizards/v1.
	 * @param array<string,mixed> $body  Body.
	 */
	private function submit( string $route, array $body ): void {
		$response = $this->rest( 'POST', $route, $body );
		$this->assertSame( 201, $response->get_status(), $route );
		$this->assertSame( 'pending', $this->json( $response )['status'] );
		$this->assertTrue( wp_is_uuid( $this->json( $response )['uuid'] ) );
	}

	/**
	 * Contact override with an address.
	 *
	 * @param string $email Address.
	 * @return array<string,mixed>
	 */
	private static function to( string $email ): array {
		return array( 'contact' => array( 'email' => $email ) );
	}

	public function test_email_subject_folds_gmail_addresses(): void {
		$this->assertSame( 'annaschmidt@gmail.com', Rate_Limiter::email_subject( ' Anna.Schmidt@GMail.com ' ) );
		$this->assertSame( 'annaschmidt@gmail.com', Rate_Limiter::email_subject( 'a.n.n.a.schmidt+news@googlemail.com' ) );
		$this->assertSame( 'annaschmidt@gmail.com', Rate_Limiter::email_subject( 'ANNASCHMIDT@GOOGLEMAIL.COM' ) );
		$this->assertSame( 'anna.schmidt@example.de', Rate_Limiter::email_subject( 'Anna.Schmidt+1@Example.de' ), 'dots matter elsewhere' );
		$this->assertSame( 'anna@gmail.com.example.de', Rate_Limiter::email_subject( 'anna@gmail.com.example.de' ) );
		$this->assertSame( '+tag@gmail.com', Rate_Limiter::email_subject( '+tag@gmail.com' ), 'a leading + is the whole local part' );
		$this->assertSame( '...@gmail.com', Rate_Limiter::email_subject( '...@gmail.com' ), 'never an empty local part' );
		$this->assertSame( 'not-an-address', Rate_Limiter::email_subject( 'Not-An-Address' ) );
	}

	public function test_three_confirmation_mails_per_recipient_and_day(): void {
		$this->submit( '/wizard/lead', $this->lead_body( self::to( 'Anna.Schmidt@gmail.com' ) ) );
		$this->submit( '/wizard/saved-search', $this->saved_search_body( self::to( 'annaschmidt+search@googlemail.com' ) ) );
		$this->submit( '/wizard/expose-inquiry', $this->inquiry_body( self::to( 'a.n.n.a.s.c.h.m.i.d.t@gmail.com' ) ) );
		$this->submit( '/wizard/contact', $this->message_body( self::to( 'ANNASCHMIDT@GMAIL.COM' ) ) );

		$this->assertCount( 3, $this->mails, 'the fourth address is the same mailbox' );
		$this->assertSame( 4, $this->count_rows( 'requests' ), 'every request is stored' );
		$this->assertSame( 3, $this->count_rows( 'outbox' ) );

		// Another mailbox is not affected.
		$this->submit( '/wizard/contact', $this->message_body( self::to( 'anna.schmidt@example.de' ) ) );
		$this->assertCount( 4, $this->mails );

		// A day later the recipient may get mails again.
		global $wpdb;
		$wpdb->query( 'UPDATE ' . Tables::name( 'outbox' ) . ' SET created_at = created_at - INTERVAL 25 HOUR' ); // phpcs:ignore
		$this->submit( '/wizard/contact', $this->newsletter_body( self::to( 'annaschmidt@gmail.com' ) ) );
		$this->assertCount( 5, $this->mails );
	}

	public function test_no_second_mail_while_one_of_the_same_type_is_open(): void {
		$this->submit( '/wizard/lead', $this->lead_body( self::to( 'owner@example.de' ) ) );
		$first_key = $this->key_from_last_mail();
		$this->submit( '/wizard/lead', $this->lead_body( self::to( 'Owner+again@example.de' ) ) );
		$this->assertCount( 1, $this->mails, 'the first mail still holds a working link' );
		$this->assertSame( 2, $this->count_rows( 'requests', "status = 'pending'" ), 'the second request is stored' );

		// Another type is another question: it gets its own mail.
		$this->submit( '/wizard/contact', $this->message_body( self::to( 'owner@example.de' ) ) );
		$this->assertCount( 2, $this->mails );

		// Once the first is confirmed, the next lead is mailed again.
		$this->assertSame( 200, $this->rest( 'POST', '/wizard/confirm', array( 'k' => $first_key ) )->get_status() );
		$mails = count( $this->mails );
		$this->submit( '/wizard/lead', $this->lead_body( self::to( 'owner@example.de' ) ) );
		$this->assertCount( $mails + 1, $this->mails );
		$this->assertSame( 'owner@example.de', end( $this->mails )['to'] );
	}

	public function test_an_expired_confirmation_does_not_block_a_new_one(): void {
		$this->submit( '/wizard/lead', $this->lead_body( self::to( 'late@example.de' ) ) );
		global $wpdb;
		$wpdb->query( 'UPDATE ' . Tables::name( 'keys' ) . " SET expires_at = '2001-01-01 00:00:00'" ); // phpcs:ignore
		$this->submit( '/wizard/lead', $this->lead_body( self::to( 'late@example.de' ) ) );
		$this->assertCount( 2, $this->mails );
	}

	public function test_cap_follows_the_rate_limit_filter(): void {
		add_filter( 'immo_wizards_rate_limit', static fn ( $limit, $kind ) => 'confirmation_email' === $kind ? 1 : $limit, 10, 2 );
		$this->submit( '/wizard/lead', $this->lead_body( self::to( 'filtered@example.de' ) ) );
		$this->submit( '/wizard/contact', $this->message_body( self::to( 'filtered@example.de' ) ) );
		$this->assertCount( 1, $this->mails );
	}
}
