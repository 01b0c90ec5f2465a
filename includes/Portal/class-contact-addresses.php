<?php
/**
 * Moving a contact to a new e-mail address.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Portal;

use ImmoWizards\Errors\Storage_Error;
use ImmoWizards\Storage\Contact_Repository;
use ImmoWizards\Storage\Contact_Rows;

defined( 'ABSPATH' ) || exit;

/**
 * A contact is identified by its address, so a confirmed change rewrites the address and its hash.
 * When another contact row already holds the new address (requests sent from it before, no user of
 * its own), the person has just proved it is theirs: that row is merged into theirs.
 */
final class Contact_Addresses {

	/**
	 * Constructor.
	 *
	 * @param Contact_Repository $contacts Contacts.
	 * @param Contact_Rows       $rows     The contacts' rows in the other tables.
	 */
	public function __construct( private Contact_Repository $contacts, private Contact_Rows $rows = new Contact_Rows() ) {
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
		$other = $this->contacts->find_by_email( $email );
		if ( $other && (int) $other->id !== $id ) {
			$this->rows->move( (int) $other->id, $id );
			if ( (int) $other->newsletter ) {
				// A confirmed newsletter subscription of the other address carries over.
				$this->contacts->subscribe_newsletter( $id );
			}
			$this->contacts->delete( (int) $other->id );
		}
		$this->contacts->change_email( $id, $email );
	}
}
