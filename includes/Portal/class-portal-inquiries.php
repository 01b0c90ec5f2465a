<?php
/**
 * "Anfragen": a portal user's requests.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Portal;

use ImmoWizards\Storage\Request_Repository;
use ImmoWizards\Submit\Expose_Inquiry_Type;
use ImmoWizards\Submit\Lead_Type;
use ImmoWizards\Submit\Message_Type;
use ImmoWizards\Submit\Request_Types;

defined( 'ABSPATH' ) || exit;

/**
 * Confirmed requests only (a pending one may have been sent by someone else with this address):
 * exposé inquiries, owner leads and contact messages. Saved searches have their own tab
 * (Suchprofile), a newsletter subscription is part of the account (Mein Konto).
 *
 * An inquiry about a published listing shows the listing (Inquiry_Source::listing()); any other shows
 * what the inquiry stored: the object number as its title and the page it was sent from as its link;
 * image, place, category and price stay empty. A lead or a message shows what its type lists in the
 * inbox (Request_Type::columns()), so the card says what the agency reads.
 */
final class Portal_Inquiries {

	/** Requests listed at most. */
	private const LIST_LIMIT = 200;

	/** The columns of Request_Type::columns() a card of the type shows, by type name. */
	private const COLUMNS = array(
		Lead_Type::NAME    => array( 'address', 'category', 'marketing' ),
		Message_Type::NAME => array( 'message' ),
	);

	/**
	 * Constructor.
	 *
	 * @param Request_Repository $requests Requests.
	 * @param Request_Types      $types    The request types (their columns).
	 */
	public function __construct( private Request_Repository $requests, private Request_Types $types ) {
	}

	/**
	 * Names of the request types listed under Anfragen.
	 *
	 * @return string[]
	 */
	public static function types(): array {
		return array_merge( array( Expose_Inquiry_Type::NAME ), array_keys( self::COLUMNS ) );
	}

	/**
	 * The contact's confirmed requests, newest first.
	 *
	 * @param int $contact_id Contact id.
	 * @return array<int, array<string,mixed>>
	 */
	public function all( int $contact_id ): array {
		$rows = $this->requests->latest_confirmed_for_contact( $contact_id, self::types(), self::LIST_LIMIT );
		return array_map( array( $this, 'item' ), $rows );
	}

	/**
	 * The list item of a request row.
	 *
	 * @param object $row Request row.
	 * @return array<string,mixed>
	 */
	private function item( object $row ): array {
		$type    = (string) $row->type;
		$payload = Request_Repository::payload( $row );
		$common  = array(
			'uuid'      => (string) $row->uuid,
			'type'      => $type,
			'createdAt' => gmdate( 'c', (int) strtotime( $row->created_at . ' UTC' ) ),
		);
		if ( Expose_Inquiry_Type::NAME === $type ) {
			return $common + self::inquiry( $payload );
		}
		$columns = (array) $this->types->get( $type )?->columns( $payload );
		$shown   = array_fill_keys( self::COLUMNS[ $type ], '' );
		if ( Lead_Type::NAME === $type ) {
			// What the owner saw when she confirmed (the market module's price indication), kept here.
			$common += (array) apply_filters( 'immo_wizards_confirmed_answer', array(), (int) $row->id );
		}
		return $common + array_intersect_key( $columns, $shown ) + $shown;
	}

	/**
	 * The fields of an exposé inquiry: its listing's, else what the inquiry stored.
	 *
	 * @param array<string,mixed> $payload The inquiry's payload.
	 * @return array<string,mixed>
	 */
	private static function inquiry( array $payload ): array {
		$inquiry   = is_array( $payload['exposeInquiry'] ?? null ) ? $payload['exposeInquiry'] : array();
		$object_id = (int) ( $inquiry['objectId'] ?? 0 );
		$custom_id = (string) ( $inquiry['customObjectId'] ?? '' );
		$stored    = array(
			/* translators: %s: object number of a property */
			'title'          => sprintf( _x( 'Property %s', 'inquiry card title', 'immo-wizards' ), '' !== $custom_id ? $custom_id : (string) $object_id ),
			'zip'            => '',
			'city'           => '',
			'image'          => '',
			'category'       => '',
			'price'          => array(
				'title' => '',
				'text'  => '',
			),
			'link'           => (string) ( $payload[ Inquiry_Source::KEY ] ?? '' ),
			'objectId'       => $object_id,
			'customObjectId' => $custom_id,
		);
		return array_replace( $stored, Inquiry_Source::listing( $object_id ) );
	}
}
