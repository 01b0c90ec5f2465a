<?php
/**
 * The OpenImmo-Feedback file of each request type.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Crm;

use ImmoWizards\Crm\Feedback_Document;
use ImmoWizards\Plugin;
use ImmoWizards\Storage\Request_Repository;

require_once __DIR__ . '/class-crm-test-case.php';

/**
 * Each confirmed request's file parses, keeps the schema's element order and carries what the
 * request has (and nothing it does not).
 */
final class Feedback_File_Test extends Crm_Test_Case {

	/**
	 * The file of a stored request.
	 *
	 * @param int $id Request id.
	 */
	private function file( int $id ): \DOMXPath {
		$xml = Plugin::instance()->crm()->feedback()->xml( ( new Request_Repository() )->find( $id ) );
		$this->assertIsString( $xml );
		$xpath = $this->parse( $xml );
		$this->assert_schema_order( $xpath );
		return $xpath;
	}

	/**
	 * Every element sits in the order Feedback_Document::ORDER writes down (repeated ones together).
	 *
	 * @param \DOMXPath $xpath The parsed file.
	 */
	private function assert_schema_order( \DOMXPath $xpath ): void {
		$this->assertSame( array( 'version', 'sender', 'objekt' ), self::children( $xpath, '.' ) );
		$this->assertSame( Feedback_Document::VERSION, self::text( $xpath, 'version' ) );
		$orders = Feedback_Document::ORDER;
		foreach ( array( 'sender', 'objekt', 'objekt/interessent' ) as $path ) {
			$order     = 'objekt' === $path ? array_merge( $orders['objekt'], array( 'interessent' ) ) : $orders[ basename( $path ) ];
			$positions = array_map( static fn ( $name ) => array_search( $name, $order, true ), self::children( $xpath, $path ) );
			$this->assertNotContains( false, $positions, $path . ': only elements of the schema' );
			$sorted = $positions;
			sort( $sorted );
			$this->assertSame( $sorted, $positions, $path . ': in schema order' );
		}
		$this->assertSame( 'interessent', array_slice( self::children( $xpath, 'objekt' ), -1 )[0] );
	}

	public function test_expose_inquiry_about_an_imported_listing(): void {
		$this->enable();
		$listing = $this->listing( 'OBJ-2024-17' );
		$id      = $this->confirmed( '/wizard/expose-inquiry', $this->inquiry_body( array( 'exposeInquiry' => array( 'objectId' => $listing ) ) ) );
		$xpath   = $this->file( $id );

		$this->assertSame( array( 'name', 'openimmo_anid', 'datum', 'makler_id' ), self::children( $xpath, 'sender' ) );
		$this->assertSame( 'ANID-7', self::text( $xpath, 'sender/openimmo_anid' ) );
		$this->assertSame( 'M-42', self::text( $xpath, 'sender/makler_id' ) );
		$this->assertSame( wp_date( 'd.m.Y' ), self::text( $xpath, 'sender/datum' ) );
		$this->assertSame( get_bloginfo( 'name' ), self::text( $xpath, 'sender/name' ) );

		$request = ( new Request_Repository() )->find( $id );
		$this->assertSame( $request->uuid, self::text( $xpath, 'objekt/portal_unique_id' ) );
		$this->assertSame( (string) $listing, self::text( $xpath, 'objekt/portal_obj_id' ) );
		$this->assertSame( 'OBJ-2024-17', self::text( $xpath, 'objekt/oobj_id' ), "the listing's number, not the inquiry's DD-0815" );
		$this->assertSame( get_permalink( $listing ), self::text( $xpath, 'objekt/expose_url' ) );
		$this->assertSame( 'KAUF', self::text( $xpath, 'objekt/vermarktungsart' ) );
		$this->assertSame( 'Altbau & Balkon "Altmarkt"', self::text( $xpath, 'objekt/bezeichnung' ) );
		$this->assertSame( 'Dresden', self::text( $xpath, 'objekt/ort' ) );
		$this->assertSame( 'DEU', self::text( $xpath, 'objekt/land' ) );
		$this->assertSame( '277000', self::text( $xpath, 'objekt/preis' ) );
		$this->assertSame( '2.5', self::text( $xpath, 'objekt/anzahl_zimmer' ) );
		$this->assertSame( '55.5', self::text( $xpath, 'objekt/flaeche' ) );

		$person = 'objekt/interessent';
		$this->assertSame( array( 'anrede', 'vorname', 'nachname', 'firma', 'strasse', 'plz', 'ort', 'tel', 'email', 'bevorzugt', 'wunsch', 'wunsch', 'anfrage' ), self::children( $xpath, $person ) );
		$this->assertSame( 'Frau', self::text( $xpath, "$person/anrede" ) );
		$this->assertSame( 'Anna', self::text( $xpath, "$person/vorname" ) );
		$this->assertSame( 'Schmidt', self::text( $xpath, "$person/nachname" ) );
		$this->assertSame( 'Muster GmbH', self::text( $xpath, "$person/firma" ) );
		$this->assertSame( 'Prager Straße 2', self::text( $xpath, "$person/strasse" ) );
		$this->assertSame( '01067', self::text( $xpath, "$person/plz" ), 'leading zero kept' );
		$this->assertSame( '+49 351 123456', self::text( $xpath, "$person/tel" ), 'a landline number is tel' );
		$this->assertSame( 'anna.schmidt@example.de', self::text( $xpath, "$person/email" ) );
		$this->assertSame( 'TEL', self::text( $xpath, "$person/bevorzugt" ) );
		$this->assertSame( array( 'BESICHTIGUNG', 'DETAIL' ), array_map( static fn ( $n ) => $n->textContent, iterator_to_array( $xpath->query( "/openimmo_feedback/$person/wunsch" ) ) ) );
		$this->assertSame( "Guten Tag,\nich interessiere mich für die Wohnung.", self::text( $xpath, "$person/anfrage" ) );
	}

	public function test_expose_inquiry_without_a_listing_keeps_its_own_reference(): void {
		$this->enable();
		$xpath = $this->file( $this->confirmed( '/wizard/expose-inquiry', $this->inquiry_body( array( 'exposeInquiry' => array( 'objectId' => 987654 ) ) ) ) );
		$this->assertSame( array( 'portal_unique_id', 'oobj_id', 'interessent' ), self::children( $xpath, 'objekt' ), 'nothing made up for a listing that is not there' );
		$this->assertSame( 'DD-0815', self::text( $xpath, 'objekt/oobj_id' ) );
	}

	public function test_owner_lead_describes_the_owners_property(): void {
		$this->enable();
		// A German site: the texts come in its language, as in the agency's mail.
		add_filter( 'locale', static fn () => 'de_DE' );
		$body                     = $this->lead_body( array( 'contact' => array( 'phone' => '0171 2345678' ) ) );
		$body['lead']['fields'][] = array(
			'name'      => 'area.numberRooms',
			'valueType' => 'NUMBER',
			'value'     => 3,
		);
		$xpath                    = $this->file( $this->confirmed( '/wizard/lead', $body ) );
		$this->assertSame( array( 'portal_unique_id', 'vermarktungsart', 'bezeichnung', 'strasse', 'ort', 'stadtbezirk', 'preis', 'anzahl_zimmer', 'flaeche', 'interessent' ), self::children( $xpath, 'objekt' ) );
		$this->assertSame( 'KAUF', self::text( $xpath, 'objekt/vermarktungsart' ) );
		$this->assertSame( 'Wohnung', self::text( $xpath, 'objekt/bezeichnung' ) );
		$this->assertSame( 'Prager Straße 2', self::text( $xpath, 'objekt/strasse' ) );
		$this->assertSame( 'Dresden', self::text( $xpath, 'objekt/ort' ) );
		$this->assertSame( 'Altstadt', self::text( $xpath, 'objekt/stadtbezirk' ) );
		$this->assertSame( '350000', self::text( $xpath, 'objekt/preis' ) );
		$this->assertSame( '3', self::text( $xpath, 'objekt/anzahl_zimmer' ) );
		$this->assertSame( '85.5', self::text( $xpath, 'objekt/flaeche' ), 'typed as 85,5' );
		$this->assertSame( '0171 2345678', self::text( $xpath, 'objekt/interessent/mobil' ), 'a mobile number is mobil' );
		$this->assertSame( '', self::text( $xpath, 'objekt/interessent/tel' ) );
		$request = self::text( $xpath, 'objekt/interessent/anfrage' );
		$this->assertStringStartsWith( "Eigentümeranfrage\n", $request );
		$this->assertStringContainsString( '01067 Dresden', $request, 'the postcode, which objekt has no element for' );
	}

	public function test_saved_search_names_what_is_sought(): void {
		$this->enable();
		$xpath = $this->file( $this->confirmed( '/wizard/saved-search', $this->saved_search_body() ) );
		$this->assertSame( array( 'portal_unique_id', 'vermarktungsart', 'bezeichnung', 'interessent' ), self::children( $xpath, 'objekt' ) );
		$this->assertSame( 'KAUF', self::text( $xpath, 'objekt/vermarktungsart' ) );
		$this->assertSame( 'Apartment', self::text( $xpath, 'objekt/bezeichnung' ), 'an English site' );
		$this->assertStringStartsWith( "Saved search\n", self::text( $xpath, 'objekt/interessent/anfrage' ) );
		$this->assertStringContainsString( "\nRegions: ", self::text( $xpath, 'objekt/interessent/anfrage' ) );
	}

	public function test_contact_message_is_about_no_property(): void {
		$this->enable();
		$xpath = $this->file( $this->confirmed( '/wizard/contact', $this->message_body() ) );
		$this->assertSame( array( 'portal_unique_id', 'interessent' ), self::children( $xpath, 'objekt' ) );
		$this->assertSame( "Bitte rufen Sie mich an.\nDanke!", self::text( $xpath, 'objekt/interessent/anfrage' ) );
		$this->assertSame( '', self::text( $xpath, 'objekt/interessent/firma' ) );
	}

	public function test_without_ids_the_required_sender_elements_stay(): void {
		$this->enable(
			array(
				'openimmo_anid' => '',
				'makler_id'     => '',
			)
		);
		$xpath = $this->file( $this->confirmed( '/wizard/contact', $this->message_body() ) );
		$this->assertSame( array( 'name', 'datum', 'makler_id' ), self::children( $xpath, 'sender' ), 'makler_id is required by the schema' );
	}

	public function test_newsletter_and_pending_requests_have_no_file(): void {
		$feedback = Plugin::instance()->crm()->feedback();
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/contact', $this->message_body() )->get_status() );
		$pending = $this->rows( 'requests' )[0];
		$this->assertFalse( $feedback->available( $pending ) );
		$this->assertNull( $feedback->xml( $pending ) );
		$newsletter = ( new Request_Repository() )->find( $this->confirmed( '/wizard/contact', $this->newsletter_body( self::person( 'news@example.de' ) ) ) );
		$this->assertSame( 'confirmed', $newsletter->status );
		$this->assertNull( $feedback->xml( $newsletter ) );
	}
}
