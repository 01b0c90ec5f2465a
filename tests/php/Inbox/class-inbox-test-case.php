<?php
/**
 * Base of the inbox tests: stored requests.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Inbox;

use ImmoWizards\Storage\Tables;
use ImmoWizards\Tests\Test_Case;

/**
 * Requests are inserted as the pipeline stores them (a pending one keeps the details in its payload
 * only; a confirmed one's contact row has them).
 */
abstract class Inbox_Test_Case extends Test_Case {

	/**
	 * Stores a contact (details only when confirmed) and returns its id.
	 *
	 * @param array<string,string> $contact   Contact fields (email required).
	 * @param bool                 $confirmed Whether the details are kept in the table.
	 */
	protected function contact( array $contact, bool $confirmed ): int {
		global $wpdb;
		$table = Tables::name( 'contacts' );
		$id    = (int) $wpdb->get_var( $wpdb->prepare( "SELECT id FROM $table WHERE email_hash = %s", hash( 'sha256', $contact['email'] ) ) ); // phpcs:ignore
		$data  = $confirmed ? array_intersect_key( $contact, array_flip( array( 'salutation', 'firstname', 'lastname', 'phone' ) ) ) : array();
		if ( $id ) {
			if ( $data ) {
				$wpdb->update( $table, $data, array( 'id' => $id ) );
			}
			return $id;
		}
		$wpdb->insert(
			$table,
			$data + array(
				'email_hash' => hash( 'sha256', $contact['email'] ),
				'email'      => $contact['email'],
				'created_at' => Tables::now(),
				'updated_at' => Tables::now(),
			)
		);
		return (int) $wpdb->insert_id;
	}

	/**
	 * Stores a request and returns its id.
	 *
	 * @param string              $type    Request type.
	 * @param array<string,mixed> $payload The type's payload part(s), e.g. [ 'message' => '…' ].
	 * @param array<string,mixed> $options status, created_at, workflow, note, contact (fields).
	 */
	protected function request( string $type, array $payload, array $options = array() ): int {
		global $wpdb;
		$status  = $options['status'] ?? 'confirmed';
		$contact = ( $options['contact'] ?? array() ) + array(
			'salutation' => 'Frau',
			'firstname'  => 'Anna',
			'lastname'   => 'Schmidt',
			'email'      => 'anna@example.de',
			'phone'      => '0351 123456',
		);
		$created = $options['created_at'] ?? Tables::now();
		$wpdb->insert(
			Tables::name( 'requests' ),
			array(
				'uuid'          => wp_generate_uuid4(),
				'submission_id' => wp_generate_uuid4(),
				'type'          => $type,
				'status'        => $status,
				'contact_id'    => $this->contact( $contact, 'confirmed' === $status ),
				'payload'       => wp_json_encode( array( 'contact' => $contact ) + $payload ),
				'created_at'    => $created,
				'confirmed_at'  => 'confirmed' === $status ? $created : null,
				'workflow'      => $options['workflow'] ?? 'new',
				'note'          => $options['note'] ?? '',
			)
		);
		return (int) $wpdb->insert_id;
	}

	/**
	 * A lead payload part.
	 *
	 * @param int $price Price asked.
	 * @return array<string,mixed>
	 */
	protected function lead( int $price = 350000 ): array {
		return array(
			'lead' => array(
				'objectType'    => 'LIVING',
				'categoryId'    => 22332,
				'marketingType' => 'buy',
				'location'      => array(
					'street' => 'Hauptstraße',
					'number' => '1',
					'zip'    => '01067',
					'city'   => 'Dresden',
				),
				'fields'        => array(
					array(
						'name'      => 'price.price',
						'valueType' => 'SINGLE',
						'value'     => $price,
					),
				),
			),
		);
	}
}
