<?php
/**
 * Moving a contact to a new e-mail address.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Portal;

use ImmoWizards\Errors\Storage_Error;
use ImmoWizards\Storage\Contact_Repository;
use ImmoWizards\Storage\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * A contact is identified by its address, so a confirmed change rewrites the address and its hash.
 * When another contact row already holds the new address (requests sent from it before, no user of
 * its own), the person has just proved it is theirs: that row is merged into theirs.
 */
final class Contact_Addresses {
	// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- plugin tables, nothing to cache.

	/** Tables whose rows belong to a contact by `contact_id`. */
	private const OWNED = array( 'requests', 'consents', 'saved_searches', 'keys' );

	/**
	 * Constructor.
	 *
	 * @param Contact_Repository $contacts Contacts.
	 */
	public function __construct( private Contact_Repository $contacts ) {
	}

	/**
	 * Whether the address belongs to another WordPress user or to a contact linked to another user.
	 *
	 * @param string $email   Normalised address.
	 * @param int    $user_id The user who wants it.
	 */
	public function taken( string $email, int $user_id ): bool {
		$owner = email_exists( $email );
		if ( $owner && (int) $owner !== $user_id ) {
			return true;
		}
		$row = $this->contacts->find_by_email( $email );
		return $row && ! in_array( (int) $row->user_id, array( 0, $user_id ), true );
	}

	/**
	 * Gives contact $id the address $email, merging an unlinked contact row that holds it (run inside
	 * a transaction).
	 *
	 * @param int    $id    Contact id.
	 * @param string $email Normalised new address.
	 * @throws Storage_Error When a write fails.
	 */
	public function move( int $id, string $email ): void {
		global $wpdb;
		$contacts = Tables::name( 'contacts' );
		$other    = $this->contacts->find_by_email( $email );
		if ( $other && (int) $other->id !== $id ) {
			foreach ( self::OWNED as $name ) {
				$table = Tables::name( $name );
				Storage_Error::check( $wpdb->query( $wpdb->prepare( "UPDATE $table SET contact_id = %d WHERE contact_id = %d", $id, $other->id ) ), 'merge contact' );
			}
			if ( (int) $other->newsletter ) {
				// A confirmed newsletter subscription of the other address carries over.
				$this->contacts->subscribe_newsletter( $id );
			}
			Storage_Error::check( $wpdb->delete( $contacts, array( 'id' => (int) $other->id ) ), 'merge contact' );
		}
		$result = $wpdb->update(
			$contacts,
			array(
				'email'      => strtolower( $email ),
				'email_hash' => Contact_Repository::email_hash( $email ),
				'updated_at' => Tables::now(),
			),
			array( 'id' => $id )
		);
		Storage_Error::check( $result, 'change contact e-mail' );
	}
	// phpcs:enable
}
