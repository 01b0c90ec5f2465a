<?php
/**
 * "Anfragen": a portal user's exposé inquiries.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Portal;

use ImmoWizards\Storage\Request_Repository;
use ImmoWizards\Storage\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Confirmed inquiries only (a pending one may have been sent by someone else with this address).
 * An inquiry about a published listing shows the listing (Inquiry_Source::listing()); any other shows
 * what the inquiry stored: the object number as its title and the page it was sent from as its link;
 * image, place, category and price stay empty.
 */
final class Portal_Inquiries {
	// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- plugin tables, nothing to cache.

	/** Inquiries listed at most. */
	private const LIST_LIMIT = 200;

	/**
	 * The contact's confirmed inquiries, newest first.
	 *
	 * @param int $contact_id Contact id.
	 * @return array<int, array<string,mixed>>
	 */
	public function all( int $contact_id ): array {
		global $wpdb;
		$table = Tables::name( 'requests' );
		$rows  = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT * FROM $table WHERE contact_id = %d AND type = 'expose_inquiry' AND confirmed_at IS NOT NULL ORDER BY created_at DESC, id DESC LIMIT %d",
				$contact_id,
				self::LIST_LIMIT
			)
		);
		return array_map( array( self::class, 'item' ), $rows );
	}

	/**
	 * ExposeInquiryItem of a request row.
	 *
	 * @param object $row Request row.
	 * @return array<string,mixed>
	 */
	private static function item( object $row ): array {
		$payload   = Request_Repository::payload( $row );
		$inquiry   = is_array( $payload['exposeInquiry'] ?? null ) ? $payload['exposeInquiry'] : array();
		$object_id = (int) ( $inquiry['objectId'] ?? 0 );
		$custom_id = (string) ( $inquiry['customObjectId'] ?? '' );
		return array_replace(
			self::stored( $row, $payload, $object_id, $custom_id ),
			Inquiry_Source::listing( $object_id )
		);
	}

	/**
	 * The item from what the inquiry stored.
	 *
	 * @param object              $row       Request row.
	 * @param array<string,mixed> $payload   Its payload.
	 * @param int                 $object_id Object id.
	 * @param string              $custom_id Custom object id.
	 * @return array<string,mixed>
	 */
	private static function stored( object $row, array $payload, int $object_id, string $custom_id ): array {
		return array(
			'uuid'           => (string) $row->uuid,
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
			'createdAt'      => gmdate( 'c', (int) strtotime( $row->created_at . ' UTC' ) ),
		);
	}
	// phpcs:enable
}
