<?php
/**
 * DELETE /v1/contact: "Konto löschen".
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Tests\Portal;

use ImmoWizards\Storage\Tables;
use ImmoWizards\Tests\Portal_Session;
use ImmoWizards\Tests\Test_Case;

require_once dirname( __DIR__ ) . '/includes/class-portal-session.php';

/**
 * Deleting the account leaves no row of the person anywhere; the consent proof stays, detached.
 */
final class Portal_Account_Deletion_Test extends Test_Case {

	use Portal_Session;

	public function test_deleting_the_account_leaves_nothing_of_the_person(): void {
		global $wpdb;
		$this->capture_cookies();
		$anna = $this->portal_session( 'anna@example.de' );
		$ben  = $this->portal_session(
			'ben@example.de',
			array(
				'firstname' => 'Ben',
				'lastname'  => 'Berger',
			)
		);
		$as   = fn ( string $method, string $route, $body = null ) => $this->browser( $anna['cookie'], $anna['nonce'], $method, '/immo-wizards/v1' . $route, $body );

		// Everything a portal user can leave behind.
		$this->rest( 'POST', '/wizard/expose-inquiry', $this->inquiry_body( array( 'contact' => array( 'email' => 'anna@example.de' ) ) ) );
		$this->rest( 'POST', '/wizard/confirm', array( 'k' => $this->key_from_last_mail() ) );
		$this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => 'anna@example.de' ) ) ) );
		$this->assertSame( 201, $as( 'POST', '/saved-search', $this->saved_search_body()['savedSearch'] )->get_status() );
		foreach ( array( 'first.new@example.de', 'anna.neu@example.de', 'ben@example.de' ) as $new ) {
			$this->assertSame( 200, $as( 'PUT', '/contact', array( 'email' => $new ) + $this->json( $as( 'GET', '/contact' ) ) )->get_status() );
		}
		$this->call( 'POST', '/immo-wizards/auth/email', array( 'email' => 'anna@example.de' ) );
		$this->run_mail_queue();

		$user_id    = $anna['user']->ID;
		$contact_id = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM ' . Tables::name( 'contacts' ) . ' WHERE user_id = %d', $user_id ) ); // phpcs:ignore
		$consents   = $this->count_rows( 'consents', "contact_id = $contact_id" );
		$detached   = $this->count_rows( 'consents', 'contact_id = 0' );
		$this->assertGreaterThan( 0, $this->count_rows( 'requests', "contact_id = $contact_id" ) );
		$this->assertGreaterThan( 0, $this->count_rows( 'keys', "user_id = $user_id" ) );
		$this->assertGreaterThan( 0, $this->count_rows( 'outbox', "recipient LIKE 'anna%'" ) );
		$ben_rows  = $this->rows_of( (int) $ben['user']->ID );
		// Anna's change to Ben's address stored a cancelled mail to him (the same work as for a free
		// address, never sent): it is Anna's and goes with her account.
		$ben_mails = $this->count_rows( 'outbox', "( recipient = 'ben@example.de' OR reply_to = 'ben@example.de' ) AND status <> 'cancelled'" );

		$response = $as( 'DELETE', '/contact' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'deleted' => true ), $this->json( $response ) );

		foreach ( Tables::ALL as $table ) {
			$dump = (string) wp_json_encode( $wpdb->get_results( 'SELECT * FROM ' . Tables::name( $table ) ) ); // phpcs:ignore
			foreach ( array( 'anna@example.de', 'anna.neu@example.de', 'first.new@example.de', hash( 'sha256', 'anna@example.de' ), 'Schmidt' ) as $trace ) {
				$this->assertStringNotContainsString( $trace, $dump, "$trace in $table" );
			}
		}
		foreach ( array( 'requests', 'saved_searches', 'keys', 'consents' ) as $table ) {
			$this->assertSame( 0, $this->count_rows( $table, "contact_id = $contact_id" ), $table );
		}
		$this->assertSame( 0, $this->count_rows( 'keys', "user_id = $user_id" ) );
		$this->assertSame( $detached + $consents, $this->count_rows( 'consents', 'contact_id = 0 AND request_id = 0' ), 'consent proof kept, detached' );
		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM $wpdb->users WHERE ID = %d", $user_id ) ) );
		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM $wpdb->usermeta WHERE user_id = %d", $user_id ) ) );
		$this->assertFalse( wp_validate_auth_cookie( $anna['cookie'], 'logged_in' ), 'session ended' );
		$this->assertSame( 0, get_current_user_id() );

		$this->assertSame( $ben_rows, $this->rows_of( (int) $ben['user']->ID ), 'the other user keeps everything' );
		$this->assertSame( $ben_mails, $this->count_rows( 'outbox', "recipient = 'ben@example.de' OR reply_to = 'ben@example.de'" ) );
		$this->assertSame( 200, $this->browser( $ben['cookie'], $ben['nonce'], 'GET', '/immo-wizards/v1/saved-search' )->get_status() );
	}

	public function test_a_deleted_account_cannot_come_back_by_an_old_link(): void {
		$this->capture_cookies();
		$contact = $this->confirmed_contact( 'anna@example.de' );
		$spare   = \ImmoWizards\Plugin::instance()->portal()->login_links()->issue( $contact['user']->ID, 0 );
		$session = $this->log_in( $contact['loginKey'] );
		$this->browser( $session['cookie'], $session['nonce'], 'DELETE', '/immo-wizards/v1/contact' );
		$again = $this->browser( null, null, 'POST', '/immo-wizards/auth/login', array( 'k' => $spare ) );
		$this->assertSame( 403, $again->get_status() );
		$this->assertFalse( get_user_by( 'email', 'anna@example.de' ) );
	}

	/**
	 * Row counts of a user's data.
	 *
	 * @param int $user_id User id.
	 * @return array<string,int>
	 */
	private function rows_of( int $user_id ): array {
		global $wpdb;
		$contact = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM ' . Tables::name( 'contacts' ) . ' WHERE user_id = %d', $user_id ) ); // phpcs:ignore
		$out     = array( 'contact' => $contact );
		foreach ( array( 'requests', 'saved_searches', 'consents' ) as $table ) {
			$out[ $table ] = $this->count_rows( $table, "contact_id = $contact" );
		}
		$out['usermeta'] = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM $wpdb->usermeta WHERE user_id = %d", $user_id ) );
		return $out;
	}
}
