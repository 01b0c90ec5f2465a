<?php
/**
 * Fixture of the inbox at scale (the scale test and the inbox bench): many contacts and requests,
 * inserted with multi-row INSERTs of 1,000 rows.
 *
 * @package ImmoWizards\Tests
 */

use ImmoWizards\Storage\Tables;

/**
 * Inserts $contacts contacts (person<i>@example.de, Vorname<i> Nachname<i>) and $requests requests
 * spread over them: the five types in turn, every fourth one pending, workflow new/in_progress/done
 * in turn, one every ten minutes from 2024-01-01.
 *
 * @param int $requests Requests (a multiple of 1,000).
 * @param int $contacts Contacts (a multiple of 1,000).
 */
function immo_tests_fill_inbox( int $requests, int $contacts ): void {
	global $wpdb;
	$types   = array( 'lead', 'saved_search', 'expose_inquiry', 'message', 'newsletter' );
	$payload = array(
		'lead'           => wp_json_encode( array( 'lead' => array( 'objectType' => 'LIVING', 'categoryId' => 22332, 'marketingType' => 'buy', 'location' => array( 'street' => 'Hauptstraße', 'number' => '1', 'zip' => '01067', 'city' => 'Dresden' ), 'fields' => array( array( 'name' => 'price.price', 'valueType' => 'SINGLE', 'value' => 350000 ) ) ) ) ),
		'saved_search'   => wp_json_encode( array( 'savedSearch' => array( 'categoryId' => 30225, 'marketingType' => 'buy', 'locations' => array( array( 'locationId' => 11 ) ), 'fields' => array() ) ) ),
		'expose_inquiry' => wp_json_encode( array( 'exposeInquiry' => array( 'objectId' => 7, 'customObjectId' => 'W-1', 'wish' => array( 'anruf' ), 'message' => str_repeat( 'Bitte um Rückruf. ', 10 ) ) ) ),
		'message'        => wp_json_encode( array( 'message' => str_repeat( 'Guten Tag, ich habe eine Frage. ', 10 ) ) ),
		'newsletter'     => '{}',
	);
	$now     = Tables::now();
	for ( $batch = 0; $batch < $contacts; $batch += 1000 ) {
		$values = array();
		for ( $i = $batch; $i < $batch + 1000; $i++ ) {
			$values[] = $wpdb->prepare( '(%s,%s,%s,%s,%s,%s)', hash( 'sha256', "p$i" ), "person$i@example.de", 'Vorname' . $i, 'Nachname' . $i, $now, $now );
		}
		$wpdb->query( 'INSERT INTO ' . Tables::name( 'contacts' ) . ' (email_hash, email, firstname, lastname, created_at, updated_at) VALUES ' . implode( ',', $values ) ); // phpcs:ignore
	}
	$first = (int) $wpdb->get_var( 'SELECT MIN(id) FROM ' . Tables::name( 'contacts' ) ); // phpcs:ignore
	$start = strtotime( '2024-01-01 00:00:00 UTC' );
	for ( $batch = 0; $batch < $requests; $batch += 1000 ) {
		$values = array();
		for ( $i = $batch; $i < $batch + 1000; $i++ ) {
			$type      = $types[ $i % 5 ];
			$confirmed = 0 !== $i % 4;
			$created   = gmdate( 'Y-m-d H:i:s', $start + $i * 600 );
			$values[]  = $wpdb->prepare(
				'(%s,%s,%s,%s,%d,%s,%s,%s,%s)',
				wp_generate_uuid4(),
				wp_generate_uuid4(),
				$type,
				$confirmed ? 'confirmed' : 'pending',
				$first + $i % $contacts,
				$payload[ $type ],
				$created,
				array( 'new', 'in_progress', 'done' )[ $i % 3 ],
				$confirmed ? $created : 'NULL'
			);
		}
		$sql = 'INSERT INTO ' . Tables::name( 'requests' ) . ' (uuid, submission_id, type, status, contact_id, payload, created_at, workflow, confirmed_at) VALUES ' . implode( ',', $values );
		$wpdb->query( str_replace( "'NULL'", 'NULL', $sql ) ); // phpcs:ignore
	}
}
