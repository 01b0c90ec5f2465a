<?php
/**
 * Request_Repository: a contact's requests (the portal's Anfragen, the alert mail's language).
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Storage;

use ImmoWizards\Storage\Request_Repository;
use ImmoWizards\Submit\Expose_Inquiry_Type;
use ImmoWizards\Submit\Lead_Type;
use ImmoWizards\Submit\Message_Type;
use ImmoWizards\Submit\Newsletter_Type;
use ImmoWizards\Submit\Saved_Search_Type;
use ImmoWizards\Tests\Test_Case;

/**
 * One contact's confirmed rows of the asked types, newest first; nobody else's.
 */
final class Request_Repository_Test extends Test_Case {

	/**
	 * Repository under test.
	 *
	 * @var Request_Repository
	 */
	private Request_Repository $requests;

	protected function setUp(): void {
		parent::setUp();
		$this->requests = new Request_Repository();
	}

	/**
	 * Stores a request, confirmed unless told otherwise.
	 *
	 * @param int    $contact_id Contact id.
	 * @param string $type       Type name.
	 * @param bool   $confirmed  Whether to confirm it.
	 * @param string $locale     Its language.
	 * @return string Its uuid.
	 */
	private function store( int $contact_id, string $type, bool $confirmed = true, string $locale = 'de_DE' ): string {
		$uuid = wp_generate_uuid4();
		$id   = $this->requests->insert(
			array(
				'uuid'          => $uuid,
				'submission_id' => wp_generate_uuid4(),
				'type'          => $type,
				'contact_id'    => $contact_id,
				'payload'       => array(),
				'locale'        => $locale,
			)
		);
		if ( $confirmed ) {
			$this->requests->confirm( $id );
		}
		return $uuid;
	}

	/**
	 * The uuids the query finds.
	 *
	 * @param int      $contact_id Contact id.
	 * @param string[] $types      Type names.
	 * @param int      $limit      Rows at most.
	 * @return string[]
	 */
	private function found( int $contact_id, array $types, int $limit = 10 ): array {
		return array_column( $this->requests->latest_confirmed_for_contact( $contact_id, $types, $limit ), 'uuid' );
	}

	public function test_finds_the_contacts_confirmed_requests_of_the_types_newest_first(): void {
		$lead    = $this->store( 7, Lead_Type::NAME );
		$inquiry = $this->store( 7, Expose_Inquiry_Type::NAME );
		$this->store( 7, Saved_Search_Type::NAME );
		$this->store( 7, Newsletter_Type::NAME );
		$message = $this->store( 7, Message_Type::NAME );
		$this->store( 7, Lead_Type::NAME, false );
		$this->store( 8, Lead_Type::NAME );
		$this->store( 8, Message_Type::NAME );
		$types = array( Expose_Inquiry_Type::NAME, Lead_Type::NAME, Message_Type::NAME );

		$this->assertSame( array( $message, $inquiry, $lead ), $this->found( 7, $types ) );
		$this->assertSame( array( $message, $inquiry ), $this->found( 7, $types, 2 ) );
		$this->assertSame( array( $lead ), $this->found( 7, array( Lead_Type::NAME ) ) );
		$this->assertSame( array(), $this->found( 7, array() ) );
		$this->assertSame( array(), $this->found( 9, $types ), 'a contact without requests' );
	}

	public function test_type_names_are_values_not_sql(): void {
		$this->store( 7, Lead_Type::NAME );
		$this->assertSame( array(), $this->found( 7, array( "lead' OR '1'='1", 'lead) OR (1=1' ) ) );
	}

	public function test_the_language_is_that_of_the_latest_confirmed_request(): void {
		$this->store( 7, Lead_Type::NAME, true, 'en_US' );
		$this->store( 7, Saved_Search_Type::NAME, true, 'de_DE' );
		$this->store( 7, Lead_Type::NAME, false, 'fr_FR' );
		$this->store( 8, Lead_Type::NAME, true, 'it_IT' );

		$this->assertSame( 'de_DE', $this->requests->latest_confirmed_locale( 7 ) );
		$this->assertSame( '', $this->requests->latest_confirmed_locale( 9 ), 'none confirmed' );
	}

	public function test_the_ids_of_a_contact_are_all_of_theirs(): void {
		$mine = array( $this->store( 7, Lead_Type::NAME ), $this->store( 7, Lead_Type::NAME, false ) );
		$this->store( 8, Lead_Type::NAME );

		$ids = $this->requests->ids_for_contact( 7 );

		$this->assertSame( $mine, array_map( fn ( $id ) => $this->requests->find( $id )->uuid, $ids ) );
	}
}
