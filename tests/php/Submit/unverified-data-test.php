<?php
/**
 * Unverified personal data lives only with the pending request; a daily cap bounds pending requests.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Submit;

use ImmoWizards\Install\Migrations;
use ImmoWizards\Privacy\Retention;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Storage\Contact_Repository;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Tests\Request_Payloads;
use ImmoWizards\Tests\Test_Case;
use ImmoWizards\Wiring\Jobs;

/**
 * A mistyped address collects no name, phone or postal address; a flood nobody confirms stops at the cap.
 */
final class Unverified_Data_Test extends Test_Case {

	use Request_Payloads;

	/**
	 * The contact row of an address.
	 *
	 * @param string $email Address.
	 */
	private function contact( string $email ): ?object {
		return ( new Contact_Repository() )->find_by_email( $email );
	}

	/**
	 * Inserts pending requests (created $age seconds ago) straight into the table.
	 *
	 * @param int    $count  How many.
	 * @param int    $age    Seconds since creation.
	 * @param string $status Status.
	 */
	private function insert_requests( int $count, int $age, string $status = 'pending' ): void {
		global $wpdb;
		for ( $i = 0; $i < $count; $i++ ) {
			$wpdb->insert( // phpcs:ignore
				Tables::name( 'requests' ),
				array(
					'uuid'          => wp_generate_uuid4(),
					'submission_id' => wp_generate_uuid4(),
					'type'          => 'message',
					'status'        => $status,
					'contact_id'    => 999999,
					'payload'       => '{}',
					'created_at'    => Tables::now( -$age ),
					'confirmed_at'  => 'pending' === $status ? null : Tables::now(),
				)
			);
		}
	}

	public function test_a_pending_contact_holds_only_the_address(): void {
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => 'typo@example.de' ) ) ) )->get_status() );
		$contact = $this->contact( 'typo@example.de' );
		$this->assertNotNull( $contact );
		foreach ( Contact_Repository::FIELDS as $field ) {
			$this->assertSame( '', $contact->$field, "no $field before the confirmation" );
		}
		$payload = json_decode( $this->rows( 'requests' )[0]->payload, true );
		$this->assertSame( 'Anna', $payload['contact']['firstname'], 'the details wait in the pending request' );
		$this->assertSame( '+49 351 123456', $payload['contact']['phone'] );

		$this->assertSame( 200, $this->rest( 'POST', '/wizard/confirm', array( 'k' => $this->key_from_last_mail() ) )->get_status() );
		$contact = $this->contact( 'typo@example.de' );
		$this->assertSame( 'Anna', $contact->firstname );
		$this->assertSame( 'Schmidt', $contact->lastname );
		$this->assertSame( '+49 351 123456', $contact->phone );
		$this->assertSame( '01067', $contact->zip );
	}

	public function test_never_confirmed_details_die_with_the_pending_request(): void {
		global $wpdb;
		$this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => 'typo@example.de' ) ) ) );
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Tables::name( 'requests' ) . ' SET created_at = %s', Tables::now( -30 * DAY_IN_SECONDS ) ) ); // phpcs:ignore
		do_action( Jobs::HOOK, 'retention' );
		$this->assertNull( $this->contact( 'typo@example.de' ) );
		$this->assertSame( 0, $this->count_rows( 'requests' ) );
		$this->assertStringNotContainsString( 'Schmidt', (string) wp_json_encode( $this->rows( 'contacts' ) ) );
	}

	public function test_migration_empties_details_that_older_versions_stored_unconfirmed(): void {
		global $wpdb;
		$contacts = Tables::name( 'contacts' );
		$details  = array(
			'firstname' => 'Xaver',
			'lastname'  => 'Typo',
			'phone'     => '0351 1',
			'street'    => 'Weg',
			'zip'       => '01067',
			'city'      => 'Dresden',
		);
		$ids      = array();
		foreach ( array( 'pending', 'confirmed', 'user', 'newsletter' ) as $case ) {
			$wpdb->insert( // phpcs:ignore
				$contacts,
				array(
					'email_hash' => Contact_Repository::email_hash( "$case@example.de" ),
					'email'      => "$case@example.de",
					'user_id'    => 'user' === $case ? 1 : 0,
					'newsletter' => 'newsletter' === $case ? 1 : 0,
					'created_at' => Tables::now(),
					'updated_at' => Tables::now(),
				) + $details
			);
			$ids[ $case ] = (int) $wpdb->insert_id;
		}
		foreach ( array( 'pending', 'confirmed' ) as $case ) {
			$this->insert_requests( 1, 0, $case );
			$wpdb->query( $wpdb->prepare( 'UPDATE ' . Tables::name( 'requests' ) . ' SET contact_id = %d WHERE contact_id = 999999', $ids[ $case ] ) ); // phpcs:ignore
		}

		update_option( Migrations::OPTION, '2' );
		Migrations::run();

		$this->assertSame( '', $this->contact( 'pending@example.de' )->firstname );
		$this->assertSame( '', $this->contact( 'pending@example.de' )->phone );
		$this->assertSame( '', $this->contact( 'pending@example.de' )->zip );
		foreach ( array( 'confirmed', 'user', 'newsletter' ) as $case ) {
			$this->assertSame( 'Xaver', $this->contact( "$case@example.de" )->firstname, $case );
		}
		$this->assertSame( Migrations::VERSION, get_option( Migrations::OPTION ) );
	}

	public function test_at_the_daily_cap_of_pending_requests_a_submit_must_prove_work(): void {
		$this->assertSame( array(), Settings::instance()->update( array( 'pending_daily_cap' => 10 ) ) );
		$this->insert_requests( 9, HOUR_IN_SECONDS );
		$this->insert_requests( 5, 2 * DAY_IN_SECONDS ); // Older than a day: not counted.
		$this->insert_requests( 3, HOUR_IN_SECONDS, 'confirmed' ); // Confirmed: not counted.

		$this->assertSame( 201, $this->rest( 'POST', '/wizard/contact', $this->message_body( array( 'contact' => array( 'email' => 'tenth@example.de' ) ) ) )->get_status() );
		$this->assertCount( 1, $this->mails );

		// At the cap a visitor is asked for a proof of work instead of being turned away (Work_Proof_Test).
		$response = $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => 'eleventh@example.de' ) ) ) );
		$this->assertSame( 428, $response->get_status() );
		$this->assertSame( 'immo_wizards_challenge_required', $this->error_code( $response ) );
		$this->assertSame( 18, $this->count_rows( 'requests' ), 'nothing stored' );
		$this->assertNull( $this->contact( 'eleventh@example.de' ) );
		$this->assertCount( 1, $this->mails, 'no mail' );

		// A confirmation frees a place.
		$this->assertSame( 200, $this->rest( 'POST', '/wizard/confirm', array( 'k' => $this->key_from_last_mail() ) )->get_status() );
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => 'eleventh@example.de' ) ) ) )->get_status() );
	}

	public function test_the_cap_is_a_validated_setting(): void {
		$this->assertSame( 500, Settings::instance()->pending_daily_cap() );
		foreach ( array( 0, 9, 100001, 'abc', -5, array( 1 ) ) as $bad ) {
			$errors = Settings::instance()->update( array( 'pending_daily_cap' => $bad ) );
			$this->assertArrayHasKey( 'pending_daily_cap', $errors, wp_json_encode( $bad ) );
		}
		$this->assertSame( 500, Settings::instance()->pending_daily_cap() );
	}
}
