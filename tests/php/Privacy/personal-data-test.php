<?php
/**
 * Personal-data exporter, eraser and user deletion.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Privacy;

use ImmoWizards\Privacy\Personal_Data;
use ImmoWizards\Tests\Request_Payloads;
use ImmoWizards\Tests\Test_Case;

/**
 * A person's data can be exported and erased by e-mail; deleting their user deletes it too.
 */
final class Personal_Data_Test extends Test_Case {

	use Request_Payloads;

	/**
	 * Submits a saved search for $email (pending mail kept by a failing send) and optionally confirms it.
	 *
	 * @param string $email   Address.
	 * @param bool   $confirm Whether to confirm it.
	 */
	private function submit_for( string $email, bool $confirm ): void {
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/saved-search', $this->saved_search_body( array( 'contact' => array( 'email' => $email ) ) ) )->get_status() );
		if ( $confirm ) {
			$this->assertSame( 200, $this->rest( 'POST', '/wizard/confirm', array( 'k' => $this->key_from_last_mail() ) )->get_status() );
		}
	}

	/**
	 * Rows left for a contact address (all tables).
	 *
	 * @param string $email Address.
	 * @return array<string,int>
	 */
	private function rows_of( string $email ): array {
		global $wpdb;
		$contact = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM ' . \ImmoWizards\Storage\Tables::name( 'contacts' ) . ' WHERE email = %s', $email ) ); // phpcs:ignore
		$out     = array( 'contacts' => $contact ? 1 : 0 );
		foreach ( array( 'requests', 'consents', 'keys', 'saved_searches' ) as $table ) {
			$out[ $table ] = $contact ? $this->count_rows( $table, "contact_id = $contact" ) : 0;
		}
		$out['outbox'] = $this->count_rows( 'outbox', $wpdb->prepare( "status = 'pending' AND recipient = %s", $email ) );
		return $out;
	}

	public function test_exporter_and_eraser_are_registered(): void {
		$this->assertArrayHasKey( Personal_Data::EXPORTER, apply_filters( 'wp_privacy_personal_data_exporters', array() ) );
		$this->assertArrayHasKey( Personal_Data::EXPORTER, apply_filters( 'wp_privacy_personal_data_erasers', array() ) );
	}

	public function test_export_by_email(): void {
		$this->submit_for( 'anna@example.de', true );
		$this->submit_for( 'other@example.de', false );
		$exporter = apply_filters( 'wp_privacy_personal_data_exporters', array() )[ Personal_Data::EXPORTER ];
		$result   = call_user_func( $exporter['callback'], 'Anna@Example.de', 1 );
		$this->assertTrue( $result['done'] );
		$groups = array_count_values( array_column( $result['data'], 'group_id' ) );
		$this->assertSame( 1, $groups['immo-wizards-contact'] );
		$this->assertSame( 1, $groups['immo-wizards-requests'] );
		$this->assertSame( 1, $groups['immo-wizards-saved-searches'] );
		$this->assertGreaterThanOrEqual( 2, $groups['immo-wizards-consents'] );
		$this->assertStringNotContainsString( 'other@example.de', wp_json_encode( $result ) );
		$this->assertStringContainsString( 'anna@example.de', wp_json_encode( $result ) );

		$this->assertSame( array(), call_user_func( $exporter['callback'], 'nobody@example.de', 1 )['data'] );
	}

	public function test_eraser_deletes_everything_of_that_address_only(): void {
		$this->mail_result = false; // The confirmation mail stays pending in the outbox.
		$this->submit_for( 'anna@example.de', false );
		$this->mail_result = true;
		$this->submit_for( 'other@example.de', false );
		$this->assertSame( 1, $this->rows_of( 'anna@example.de' )['outbox'] );

		$eraser = apply_filters( 'wp_privacy_personal_data_erasers', array() )[ Personal_Data::EXPORTER ];
		$result = call_user_func( $eraser['callback'], 'ANNA@example.de', 1 );
		$this->assertTrue( $result['items_removed'] );
		$this->assertTrue( $result['done'] );
		$this->assertSame( array_fill_keys( array( 'contacts', 'requests', 'consents', 'keys', 'saved_searches', 'outbox' ), 0 ), $this->rows_of( 'anna@example.de' ) );
		$this->assertSame( 1, $this->rows_of( 'other@example.de' )['requests'] );
		$this->assertFalse( call_user_func( $eraser['callback'], 'anna@example.de', 1 )['items_removed'] );
	}

	public function test_deleting_the_user_deletes_the_contact_data(): void {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		$this->submit_for( 'anna@example.de', true );
		$this->mail_result = false;
		$this->submit_for( 'anna@example.de', false ); // A second, pending request with a pending mail.
		$this->mail_result = true;
		$this->submit_for( 'other@example.de', true );
		$user = get_user_by( 'email', 'anna@example.de' );
		$this->assertNotFalse( $user );
		$this->assertSame( 2, $this->rows_of( 'anna@example.de' )['requests'] );

		wp_delete_user( $user->ID );

		$this->assertSame( array_fill_keys( array( 'contacts', 'requests', 'consents', 'keys', 'saved_searches', 'outbox' ), 0 ), $this->rows_of( 'anna@example.de' ) );
		$this->assertSame( 1, $this->rows_of( 'other@example.de' )['requests'] );
		$this->assertSame( 1, $this->rows_of( 'other@example.de' )['contacts'] );
	}
}
