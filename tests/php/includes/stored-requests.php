<?php
/**
 * Fixture for the uninstall child processes: stored requests with what must not outlive them.
 *
 * @package ImmoWizards\Tests
 */

use ImmoWizards\Storage\Tables;

/**
 * Stores a contact with a confirmed and a pending request, each with a key and a mail whose bodies
 * are still stored (on the current site).
 *
 * @param string $email Contact address.
 */
function immo_tests_store_requests( string $email ): void {
	global $wpdb;
	$wpdb->insert( Tables::name( 'contacts' ), array( 'email_hash' => hash( 'sha256', $email ), 'email' => $email, 'created_at' => Tables::now(), 'updated_at' => Tables::now() ) );
	$contact_id = (int) $wpdb->insert_id;
	foreach ( array( 'confirmed', 'pending' ) as $status ) {
		$wpdb->insert( Tables::name( 'requests' ), array( 'uuid' => wp_generate_uuid4(), 'submission_id' => wp_generate_uuid4(), 'type' => 'lead', 'status' => $status, 'contact_id' => $contact_id, 'payload' => '{}', 'created_at' => Tables::now(), 'confirmed_at' => 'confirmed' === $status ? Tables::now() : null ) );
		$request_id = (int) $wpdb->insert_id;
		$wpdb->insert( Tables::name( 'keys' ), array( 'key_hash' => hash( 'sha256', $email . $status ), 'purpose' => 'confirm', 'request_id' => $request_id, 'expires_at' => Tables::now( 3600 ), 'created_at' => Tables::now() ) );
		$wpdb->insert( Tables::name( 'outbox' ), array( 'recipient' => $email, 'subject' => 's', 'html' => 'v1:secret', 'text' => 'v1:secret', 'request_id' => $request_id, 'next_attempt_at' => Tables::now(), 'created_at' => Tables::now() ) );
	}
}

/**
 * What is left of them on the current site (empty when the tables are gone).
 *
 * @return array{requests: string[], keys: int, bodies: int, mails: int}
 */
function immo_tests_stored_requests_report(): array {
	global $wpdb;
	if ( ! $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', Tables::name( 'requests' ) ) ) ) {
		return array( 'requests' => array(), 'keys' => 0, 'bodies' => 0, 'mails' => 0 );
	}
	return array(
		'requests' => $wpdb->get_col( 'SELECT status FROM ' . Tables::name( 'requests' ) . ' ORDER BY id' ),
		'keys'     => (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Tables::name( 'keys' ) ),
		'bodies'   => (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Tables::name( 'outbox' ) . " WHERE html <> '' OR text <> ''" ),
		'mails'    => (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Tables::name( 'outbox' ) ),
	);
}
