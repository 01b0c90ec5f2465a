<?php
/**
 * The rows of other tables that belong to a contact.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Storage;

use ImmoWizards\Errors\Storage_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Requests, consents, saved searches and keys point to their contact by `contact_id`; merging two
 * contacts moves them, erasing a contact deletes them (the contact row itself: Contact_Repository).
 * Both run inside the caller's transaction.
 */
final class Contact_Rows {
	// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- plugin tables, no caching of personal data.

	/** Tables whose rows belong to a contact by `contact_id`. */
	public const TABLES = array( 'keys', 'consents', 'saved_searches', 'requests' );

	/**
	 * Gives every row of contact $from to contact $to.
	 *
	 * @param int $from Contact merged away.
	 * @param int $to   Contact that stays.
	 * @throws Storage_Error When an update fails.
	 */
	public function move( int $from, int $to ): void {
		global $wpdb;
		foreach ( self::TABLES as $name ) {
			$table = Tables::name( $name );
			Storage_Error::check( $wpdb->query( $wpdb->prepare( "UPDATE $table SET contact_id = %d WHERE contact_id = %d", $to, $from ) ), 'merge contact' );
		}
	}

	/**
	 * Deletes every row of a contact, and the keys of its requests.
	 *
	 * @param int   $contact_id  Contact id.
	 * @param int[] $request_ids Its requests.
	 * @throws Storage_Error When a delete fails.
	 */
	public function delete( int $contact_id, array $request_ids ): void {
		global $wpdb;
		foreach ( $request_ids as $request_id ) {
			Storage_Error::check( $wpdb->delete( Tables::name( 'keys' ), array( 'request_id' => (int) $request_id ) ), 'erase keys' );
		}
		foreach ( self::TABLES as $name ) {
			Storage_Error::check( $wpdb->delete( Tables::name( $name ), array( 'contact_id' => $contact_id ) ), "erase $name" );
		}
	}
	// phpcs:enable
}
