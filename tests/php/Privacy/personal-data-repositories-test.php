<?php
/**
 * The exporter and the eraser on the repositories, without a submit in between.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Privacy;

use ImmoWizards\Errors\Storage_Error;
use ImmoWizards\Privacy\Contact_Eraser;
use ImmoWizards\Privacy\Contact_User_Remover;
use ImmoWizards\Privacy\Personal_Data;
use ImmoWizards\Storage\Consent_Repository;
use ImmoWizards\Storage\Contact_Repository;
use ImmoWizards\Storage\Contact_Rows;
use ImmoWizards\Storage\Key_Repository;
use ImmoWizards\Storage\Outbox_Eraser;
use ImmoWizards\Storage\Outbox_Repository;
use ImmoWizards\Storage\Request_Repository;
use ImmoWizards\Storage\Saved_Search_List;
use ImmoWizards\Storage\Saved_Search_Repository;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Submit\Lead_Type;
use ImmoWizards\Submit\Saved_Search_Type;
use ImmoWizards\Tests\Test_Case;

/**
 * A person is stored through the repositories (a confirmed and a pending request, consents, saved
 * searches, keys, mails); export and erasure are built from the same repositories and checked
 * through them.
 */
final class Personal_Data_Repositories_Test extends Test_Case {

	/** What left() finds of a stored person. */
	private const EVERYTHING = array(
		'contact'  => 1,
		'requests' => 2,
		'consents' => 2,
		'searches' => 3,
		'keys'     => 3,
		'mails'    => 2,
	);

	private Contact_Repository $contacts;

	private Request_Repository $requests;

	private Consent_Repository $consents;

	private Saved_Search_Repository $searches;

	private Key_Repository $keys;

	private Outbox_Repository $outbox;

	protected function setUp(): void {
		parent::setUp();
		$this->contacts = new Contact_Repository();
		$this->requests = new Request_Repository();
		$this->consents = new Consent_Repository();
		$this->searches = new Saved_Search_Repository();
		$this->keys     = new Key_Repository();
		$this->outbox   = new Outbox_Repository();
	}

	/**
	 * The exporter under test.
	 */
	private function personal_data(): Personal_Data {
		return new Personal_Data( $this->contacts, $this->requests, $this->consents, new Saved_Search_List(), $this->keys, $this->eraser() );
	}

	/**
	 * The eraser under test.
	 */
	private function eraser(): Contact_Eraser {
		return new Contact_Eraser( $this->contacts, $this->requests, $this->searches, new Contact_Rows(), new Outbox_Eraser(), new Contact_User_Remover() );
	}

	/**
	 * Stores a person: a confirmed saved search request, a pending lead, a search made in the portal,
	 * keys of the contact and of a request only, and a mail to them and one about their request.
	 *
	 * @param string $email Address.
	 * @return array<string,mixed> Ids and uuids of what was stored.
	 */
	private function person( string $email ): array {
		$contact = $this->contacts->upsert( $email );
		$this->contacts->update(
			$contact,
			array(
				'firstname' => 'Anna',
				'city'      => 'Dresden',
			)
		);
		$stored = array( 'contact' => $contact );
		foreach ( array(
			'confirmed' => Saved_Search_Type::NAME,
			'pending'   => Lead_Type::NAME,
		) as $state => $type ) {
			$uuid = wp_generate_uuid4();
			$id   = $this->requests->insert(
				array(
					'uuid'          => $uuid,
					'submission_id' => wp_generate_uuid4(),
					'type'          => $type,
					'contact_id'    => $contact,
					'payload'       => array( 'secret' => "$state-payload" ),
					'locale'        => 'de_DE',
				)
			);
			$this->consents->insert( $id, $contact, 'data_privacy', '1', "$state-consent" );
			$search = wp_generate_uuid4();
			$this->searches->insert( $search, $contact, $id, array( 'objectType' => "$state-search" ) );
			if ( 'confirmed' === $state ) {
				$this->requests->confirm( $id );
				$this->consents->confirm_for_request( $id );
				$this->searches->activate_for_request( $id );
			}
			$stored[ $state ]               = $id;
			$stored[ "$state-uuid" ]        = $uuid;
			$stored[ "$state-search" ]      = $search;
			$stored[ "$state-request-key" ] = $this->key( $id, 0 );
		}
		$stored['portal-search'] = wp_generate_uuid4();
		$this->searches->insert( $stored['portal-search'], $contact, 0, array( 'objectType' => 'portal-search' ) );
		$stored['contact-key'] = $this->key( 0, $contact );
		$stored['mail-to']     = $this->mail( $email, 0 );
		$stored['mail-about']  = $this->mail( 'agency@example.de', $stored['confirmed'] );
		return $stored;
	}

	/**
	 * Stores a key and returns its hash.
	 *
	 * @param int $request_id Request id (0 for none).
	 * @param int $contact_id Contact id (0 for none).
	 * @param int $user_id    User id (0 for none).
	 */
	private function key( int $request_id, int $contact_id, int $user_id = 0 ): string {
		$hash = hash( 'sha256', wp_generate_password( 32, false ) );
		$this->keys->insert(
			array(
				'key_hash'   => $hash,
				'purpose'    => 'confirm',
				'request_id' => $request_id,
				'contact_id' => $contact_id,
				'user_id'    => $user_id,
				'expires_at' => Tables::now( DAY_IN_SECONDS ),
				'max_uses'   => 1,
			)
		);
		return $hash;
	}

	/**
	 * Stores a mail and returns its id.
	 *
	 * @param string $recipient  Recipient.
	 * @param int    $request_id Request id (0 for none).
	 */
	private function mail( string $recipient, int $request_id ): int {
		return $this->outbox->insert(
			array(
				'recipient'  => $recipient,
				'subject'    => 'Subject',
				'html'       => 'html',
				'text'       => 'text',
				'request_id' => $request_id,
			)
		);
	}

	/**
	 * What is left of a stored person, read through the repositories.
	 *
	 * @param array<string,mixed> $stored What person() stored.
	 * @return array<string,int>
	 */
	private function left( array $stored ): array {
		$contact = $stored['contact'];
		return array(
			'contact'  => null === $this->contacts->find( $contact ) ? 0 : 1,
			'requests' => count( $this->requests->ids_for_contact( $contact ) ),
			'consents' => count( $this->consents->for_request( $stored['confirmed'] ) ) + count( $this->consents->for_request( $stored['pending'] ) ),
			'searches' => count( $this->searches->ids_for_contact( $contact ) ),
			'keys'     => count( array_filter( array_map( array( $this->keys, 'find_by_hash' ), array( $stored['confirmed-request-key'], $stored['pending-request-key'], $stored['contact-key'] ) ) ) ),
			'mails'    => count( array_filter( array( $this->outbox->find( $stored['mail-to'] ), $this->outbox->find( $stored['mail-about'] ) ) ) ),
		);
	}

	public function test_the_export_holds_what_was_confirmed_and_the_portals_search(): void {
		$anna = $this->person( 'anna@example.de' );
		$this->person( 'other@example.de' );

		$data = $this->personal_data()->export( 'ANNA@example.de' )['data'];

		$items = array();
		foreach ( $data as $item ) {
			$items[ $item['group_id'] ][] = $item['item_id'];
		}
		$this->assertSame( array( 'contact-' . $anna['contact'] ), $items['immo-wizards-contact'] );
		$this->assertSame( array( 'request-' . $anna['confirmed-uuid'] ), $items['immo-wizards-requests'] );
		$this->assertSame( array( 'saved-search-' . $anna['confirmed-search'], 'saved-search-' . $anna['portal-search'] ), $items['immo-wizards-saved-searches'], 'oldest first' );
		$this->assertCount( 1, $items['immo-wizards-consents'] );
		$json = (string) wp_json_encode( $data );
		foreach ( array( 'confirmed-payload', 'confirmed-consent', 'confirmed-search', 'portal-search', 'Dresden' ) as $kept ) {
			$this->assertStringContainsString( $kept, $json );
		}
		foreach ( array( 'pending-payload', 'pending-consent', 'pending-search', 'other@example.de' ) as $left_out ) {
			$this->assertStringNotContainsString( $left_out, $json );
		}
		$this->assertSame( array(), $this->personal_data()->export( 'nobody@example.de' )['data'] );
	}

	public function test_erasing_deletes_the_person_and_tells_which_searches_went(): void {
		$anna     = $this->person( 'anna@example.de' );
		$other    = $this->person( 'other@example.de' );
		$searches = $this->searches->ids_for_contact( $anna['contact'] );
		$gone     = array();
		add_action(
			Saved_Search_Repository::CHANGED,
			static function ( $ids ) use ( &$gone ) {
				$gone = array_merge( $gone, $ids );
			}
		);

		$result = $this->personal_data()->erase( 'Anna@Example.de' );

		$this->assertTrue( $result['items_removed'] );
		$this->assertSame( array(), $result['messages'] );
		$this->assertSame( array_fill_keys( array_keys( self::EVERYTHING ), 0 ), $this->left( $anna ) );
		$this->assertNull( $this->contacts->find_by_email( 'anna@example.de' ) );
		$this->assertSame( self::EVERYTHING, $this->left( $other ) );
		$this->assertCount( 3, $searches );
		$this->assertEqualsCanonicalizing( $searches, $gone, 'the alert criteria and webhooks hear of every search' );
		$this->assertNull( $this->searches->find_by_uuid( $anna['portal-search'] ) );
		$this->assertFalse( $this->personal_data()->erase( 'anna@example.de' )['items_removed'] );
	}

	public function test_a_failed_delete_keeps_everything_and_says_so(): void {
		global $wpdb;
		$anna = $this->person( 'anna@example.de' );
		$this->assertSame( self::EVERYTHING, $this->left( $anna ) );
		$suppressed = $wpdb->suppress_errors( true );
		$error_log  = (string) ini_set( 'error_log', '/dev/null' ); // phpcs:ignore WordPress.PHP.IniSet.Risky
		add_filter(
			'query',
			static fn ( $query ) => str_starts_with( $query, 'DELETE FROM `' . Tables::name( 'saved_searches' ) . '`' ) ? 'DELETE FROM immo_wizards_no_such_table' : $query
		);
		try {
			$result = $this->personal_data()->erase( 'anna@example.de' );
			$thrown = null;
			try {
				$this->eraser()->delete_contact( $anna['contact'] );
			} catch ( Storage_Error $e ) {
				$thrown = $e->getMessage();
			}
		} finally {
			$wpdb->suppress_errors( $suppressed );
			ini_set( 'error_log', $error_log ); // phpcs:ignore WordPress.PHP.IniSet.Risky
		}

		$this->assertFalse( $result['items_removed'] );
		$this->assertTrue( $result['items_retained'] );
		$this->assertStringContainsString( 'could not be erased', $result['messages'][0] );
		$this->assertStringStartsWith( 'erase saved_searches', (string) $thrown );
		$this->assertSame( self::EVERYTHING, $this->left( $anna ), 'the erasure rolled back as a whole' );
	}

	public function test_deleting_a_user_deletes_their_contact_and_the_keys_issued_to_them(): void {
		$anna = $this->person( 'anna@example.de' );
		$user = (int) wp_insert_user(
			array(
				'user_login' => 'anna',
				'user_pass'  => 'x',
				'user_email' => 'anna@example.de',
				'role'       => 'subscriber',
			)
		);
		$this->contacts->set_user( $anna['contact'], $user );
		$this->assertSame( $anna['contact'], (int) $this->contacts->find_by_user( $user )->id );
		$hash = $this->key( 0, 0, $user );

		$this->personal_data()->delete_for_user( $user );

		$this->assertSame( array_fill_keys( array_keys( self::EVERYTHING ), 0 ), $this->left( $anna ) );
		$this->assertNull( $this->keys->find_by_hash( $hash ) );
		$this->assertSame( array(), $this->contacts->ids_for_user( $user ) );
	}
}
