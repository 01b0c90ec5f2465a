<?php
/**
 * Contact_Rows: a contact's rows in the other tables.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Storage;

use ImmoWizards\Storage\Consent_Repository;
use ImmoWizards\Storage\Contact_Rows;
use ImmoWizards\Storage\Key_Repository;
use ImmoWizards\Storage\Request_Repository;
use ImmoWizards\Storage\Saved_Search_Repository;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Submit\Lead_Type;
use ImmoWizards\Tests\Test_Case;

/**
 * Moving and deleting touch the rows of the named contact in every table, and no other contact's.
 */
final class Contact_Rows_Test extends Test_Case {

	/**
	 * Stores a request with a consent, a saved search and a key for a contact, and a key that names
	 * only the request.
	 *
	 * @param int $contact_id Contact id.
	 * @return int Request id.
	 */
	private function store( int $contact_id ): int {
		$request = ( new Request_Repository() )->insert(
			array(
				'uuid'          => wp_generate_uuid4(),
				'submission_id' => wp_generate_uuid4(),
				'type'          => Lead_Type::NAME,
				'contact_id'    => $contact_id,
				'payload'       => array(),
				'locale'        => 'de_DE',
			)
		);
		( new Consent_Repository() )->insert( $request, $contact_id, 'data_privacy', '1', 'text' );
		( new Saved_Search_Repository() )->insert( wp_generate_uuid4(), $contact_id, $request, array() );
		foreach ( array( $contact_id, 0 ) as $owner ) {
			( new Key_Repository() )->insert(
				array(
					'key_hash'   => hash( 'sha256', wp_generate_password( 20, false ) ),
					'purpose'    => 'confirm',
					'request_id' => $request,
					'contact_id' => $owner,
					'user_id'    => 0,
					'expires_at' => Tables::now( 60 ),
					'max_uses'   => 1,
				)
			);
		}
		return $request;
	}

	/**
	 * Rows per table that name the contact.
	 *
	 * @param int $contact_id Contact id.
	 * @return array<string,int>
	 */
	private function owned( int $contact_id ): array {
		$out = array();
		foreach ( Contact_Rows::TABLES as $table ) {
			$out[ $table ] = $this->count_rows( $table, "contact_id = $contact_id" );
		}
		return $out;
	}

	public function test_moving_gives_every_row_to_the_other_contact(): void {
		$this->store( 7 );
		$this->store( 7 );
		$this->store( 9 );

		( new Contact_Rows() )->move( 7, 8 );

		$this->assertSame( array_fill_keys( Contact_Rows::TABLES, 0 ), $this->owned( 7 ) );
		$this->assertSame( array_fill_keys( Contact_Rows::TABLES, 2 ), $this->owned( 8 ) );
		$this->assertSame( array_fill_keys( Contact_Rows::TABLES, 1 ), $this->owned( 9 ) );
	}

	public function test_deleting_takes_the_contacts_rows_and_the_keys_of_its_requests(): void {
		$request = $this->store( 7 );
		$other   = $this->store( 9 );

		( new Contact_Rows() )->delete( 7, array( $request ) );

		$this->assertSame( array_fill_keys( Contact_Rows::TABLES, 0 ), $this->owned( 7 ) );
		$this->assertSame( 0, $this->count_rows( 'keys', "request_id = $request" ), 'a key that names only the request goes too' );
		$this->assertSame( array_fill_keys( Contact_Rows::TABLES, 1 ), $this->owned( 9 ) );
		$this->assertSame( 2, $this->count_rows( 'keys', "request_id = $other" ) );
	}
}
