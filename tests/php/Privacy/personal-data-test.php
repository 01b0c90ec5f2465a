<?php
/**
 * Personal-data exporter, eraser and user deletion.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Privacy;

use ImmoWizards\Privacy\Personal_Data;
use ImmoWizards\Storage\Tables;
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

	/**
	 * The eraser callback.
	 *
	 * @param string $email Address.
	 * @return array<string,mixed>
	 */
	private function erase( string $email ): array {
		$eraser = apply_filters( 'wp_privacy_personal_data_erasers', array() )[ Personal_Data::EXPORTER ];
		return call_user_func( $eraser['callback'], $email, 1 );
	}

	/**
	 * The exporter callback's JSON.
	 *
	 * @param string $email Address.
	 */
	private function export_json( string $email ): string {
		$exporter = apply_filters( 'wp_privacy_personal_data_exporters', array() )[ Personal_Data::EXPORTER ];
		return (string) wp_json_encode( call_user_func( $exporter['callback'], $email, 1 ) );
	}

	/**
	 * Outbox rows that mention an address or belong to its requests, any status.
	 *
	 * @param string $email   Address.
	 * @param int[]  $request Request ids.
	 */
	private function mails_of( string $email, array $request ): int {
		global $wpdb;
		$ids = $request ? implode( ',', array_map( 'intval', $request ) ) : '-1';
		return $this->count_rows( 'outbox', $wpdb->prepare( "recipient = %s OR reply_to = %s OR request_id IN ($ids)", $email, $email ) ); // phpcs:ignore
	}

	public function test_export_shows_only_confirmed_requests_of_the_address(): void {
		// Yvonne confirms her own saved search; Xaver mistypes his address as hers and never confirms.
		$this->submit_for( 'yvonne@example.de', true );
		$this->assertSame(
			201,
			$this->rest(
				'POST',
				'/wizard/lead',
				$this->lead_body(
					array(
						'contact' => array(
							'email'     => 'yvonne@example.de',
							'firstname' => 'Xaver',
							'lastname'  => 'Fremd',
							'phone'     => '+49 170 999999',
							'street'    => 'Geheimweg',
						),
					)
				)
			)->get_status()
		);
		$this->assertSame( 2, $this->rows_of( 'yvonne@example.de' )['requests'] );

		$json = $this->export_json( 'yvonne@example.de' );
		foreach ( array( 'Xaver', 'Fremd', '999999', 'Geheimweg', '"lead"' ) as $foreign ) {
			$this->assertStringNotContainsString( $foreign, $json, "nothing of the unconfirmed request: $foreign" );
		}
		$data   = json_decode( $json, true )['data'];
		$groups = array_count_values( array_column( $data, 'group_id' ) );
		$this->assertSame( 1, $groups['immo-wizards-requests'] );
		$this->assertSame( 1, $groups['immo-wizards-saved-searches'] );
		$this->assertStringContainsString( 'saved_search', $json );
		$this->assertStringContainsString( 'yvonne@example.de', $json );
		foreach ( $data as $item ) {
			if ( 'immo-wizards-consents' === $item['group_id'] ) {
				$this->assertNotSame( '', array_column( $item['data'], 'value', 'name' )['confirmed_at'] );
			}
		}
	}

	public function test_export_of_an_address_that_never_confirmed_holds_nothing_typed_in(): void {
		$this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => 'zora@example.de', 'firstname' => 'Xaver' ) ) ) );
		$this->rest( 'POST', '/wizard/saved-search', $this->saved_search_body( array( 'contact' => array( 'email' => 'zora@example.de' ) ) ) );
		$json = $this->export_json( 'zora@example.de' );
		$this->assertStringNotContainsString( 'Xaver', $json );
		$this->assertStringNotContainsString( 'immo-wizards-requests', $json );
		$this->assertStringNotContainsString( 'immo-wizards-saved-searches', $json );
		$this->assertStringNotContainsString( 'immo-wizards-consents', $json );
	}

	public function test_eraser_removes_the_portal_user_and_every_mail_of_the_address(): void {
		global $wpdb;
		$this->submit_for( 'anna@example.de', true ); // Confirmation and agency mail (reply-to Anna), both sent.
		$this->mail_result = false;
		$this->submit_for( 'anna@example.de', false ); // A pending confirmation mail.
		$this->mail_result = true;
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Tables::name( 'outbox' ) . " SET status = 'failed' WHERE recipient = %s AND status = 'pending'", 'anna@example.de' ) ); // phpcs:ignore
		$wpdb->insert( Tables::name( 'outbox' ), array( 'recipient' => 'ANNA@example.de', 'subject' => 'x', 'html' => 'x', 'text' => 'x', 'status' => 'sent', 'next_attempt_at' => Tables::now(), 'created_at' => Tables::now() ) ); // phpcs:ignore
		$this->submit_for( 'other@example.de', true );
		$user = get_user_by( 'email', 'anna@example.de' );
		$this->assertNotFalse( $user );
		$request_ids = array_map( 'intval', $wpdb->get_col( 'SELECT r.id FROM ' . Tables::name( 'requests' ) . ' r JOIN ' . Tables::name( 'contacts' ) . " c ON c.id = r.contact_id WHERE c.email = 'anna@example.de'" ) ); // phpcs:ignore
		$this->assertGreaterThanOrEqual( 4, $this->mails_of( 'anna@example.de', $request_ids ) );
		$others = $this->mails_of( 'other@example.de', array() );

		$result = $this->erase( 'Anna@Example.de' );

		$this->assertSame(
			array(
				'items_removed'  => true,
				'items_retained' => false,
				'messages'       => array(),
				'done'           => true,
			),
			$result
		);
		clean_user_cache( $user );
		$this->assertFalse( get_user_by( 'id', $user->ID ), 'the contact-only user is deleted' );
		$this->assertSame( 0, $this->mails_of( 'anna@example.de', $request_ids ), 'every mail, any status' );
		$this->assertSame( array_fill_keys( array( 'contacts', 'requests', 'consents', 'keys', 'saved_searches', 'outbox' ), 0 ), $this->rows_of( 'anna@example.de' ) );
		$this->assertSame( $others, $this->mails_of( 'other@example.de', array() ) );
		$this->assertNotFalse( get_user_by( 'email', 'other@example.de' ) );
	}

	public function test_eraser_keeps_a_user_with_other_roles_and_says_so(): void {
		$editor = wp_insert_user( array( 'user_login' => 'eddi', 'user_pass' => 'x', 'user_email' => 'eddi@example.de', 'role' => 'editor' ) );
		$this->submit_for( 'eddi@example.de', true );
		$result = $this->erase( 'eddi@example.de' );
		$this->assertTrue( $result['items_removed'] );
		$this->assertTrue( $result['items_retained'] );
		$this->assertCount( 1, $result['messages'] );
		$this->assertStringContainsString( 'roles other than portal contact', $result['messages'][0] );
		$this->assertSame( 'editor', get_user_by( 'id', $editor )->roles[0] );
		$this->assertSame( 0, $this->rows_of( 'eddi@example.de' )['requests'] );
	}

	public function test_eraser_removes_mails_of_an_address_without_contact(): void {
		global $wpdb;
		$wpdb->insert( Tables::name( 'outbox' ), array( 'recipient' => 'ghost@example.de', 'subject' => 'x', 'html' => 'x', 'text' => 'x', 'status' => 'failed', 'next_attempt_at' => Tables::now(), 'created_at' => Tables::now() ) ); // phpcs:ignore
		$result = $this->erase( 'ghost@example.de' );
		$this->assertTrue( $result['items_removed'] );
		$this->assertFalse( $result['items_retained'] );
		$this->assertSame( 0, $this->mails_of( 'ghost@example.de', array() ) );
		$this->assertFalse( $this->erase( 'ghost@example.de' )['items_removed'] );
	}
}
