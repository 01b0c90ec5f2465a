<?php
/**
 * Portal user ↔ contact.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Portal;

use ImmoWizards\Storage\Contact_Repository;
use ImmoWizards\Users\Portal_Users;
use ImmoWizards\Users\Roles;

defined( 'ABSPATH' ) || exit;

/**
 * A portal user is a WordPress user whose only role is `immo_contact`; their data is the contact row
 * linked to them (`user_id`), found by their address when the link is missing.
 */
final class Portal_Accounts {

	/**
	 * Constructor.
	 *
	 * @param Contact_Repository $contacts Contacts.
	 * @param Portal_Users       $users    Portal users.
	 */
	public function __construct( private Contact_Repository $contacts, private Portal_Users $users ) {
	}

	/**
	 * The contact row of a user, or null. A row found by address only is linked to the user, unless it
	 * belongs to someone else.
	 *
	 * @param \WP_User $user User.
	 */
	public function contact_of( \WP_User $user ): ?object {
		$row = $this->contacts->find_by_user( (int) $user->ID );
		if ( $row ) {
			return $row;
		}
		$row = $this->contacts->find_by_email( (string) $user->user_email );
		if ( ! $row || ! in_array( (int) $row->user_id, array( 0, (int) $user->ID ), true ) ) {
			return null;
		}
		$this->contacts->set_user( (int) $row->id, (int) $user->ID );
		$row->user_id = (string) $user->ID;
		return $row;
	}

	/**
	 * Id of the user's contact row, creating (and linking) it when missing.
	 *
	 * @param \WP_User $user User.
	 */
	public function ensure_contact( \WP_User $user ): int {
		$row = $this->contact_of( $user );
		if ( $row ) {
			return (int) $row->id;
		}
		$id = $this->contacts->upsert(
			(string) $user->user_email,
			array(
				'firstname' => (string) $user->first_name,
				'lastname'  => (string) $user->last_name,
			)
		);
		$this->contacts->set_user( $id, (int) $user->ID );
		return $id;
	}

	/**
	 * Id of the portal user of a contact (created when missing), 0 when the address belongs to a user
	 * with another role (an editor or admin never logs in by link).
	 *
	 * @param object $contact Contact row.
	 */
	public function user_of( object $contact ): int {
		$user = get_user_by( 'email', (string) $contact->email );
		if ( ! $user ) {
			return $this->users->link( (int) $contact->id );
		}
		return Roles::is_contact_only( $user ) ? (int) $user->ID : 0;
	}

	/**
	 * The portal user by id, or null when the id is no (longer a) portal user.
	 *
	 * @param int $user_id User id.
	 */
	public function portal_user( int $user_id ): ?\WP_User {
		$user = $user_id > 0 ? get_userdata( $user_id ) : false;
		return $user && Roles::is_contact_only( $user ) ? $user : null;
	}
}
