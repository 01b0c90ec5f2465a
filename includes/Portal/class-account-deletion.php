<?php
/**
 * "Konto löschen": deletes a portal user with all their data (GDPR Art. 17).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Portal;

use ImmoWizards\Privacy\Personal_Data;
use ImmoWizards\Storage\Consent_Repository;
use ImmoWizards\Storage\Outbox_Eraser;
use ImmoWizards\Storage\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * Removes the contact with its requests, saved searches, keys and every mail to or about the person,
 * then the WordPress user (its meta and sessions go with it). The consent records stay as proof for
 * their retention period, detached: they no longer point to a contact or a request.
 */
final class Account_Deletion {

	/**
	 * Constructor.
	 *
	 * @param Portal_Accounts    $accounts Portal users and contacts.
	 * @param Personal_Data      $data     The one deletion of a contact's data.
	 * @param Consent_Repository $consents Consent records.
	 * @param Outbox_Eraser      $mails    Outbox deletions.
	 */
	public function __construct(
		private Portal_Accounts $accounts,
		private Personal_Data $data,
		private Consent_Repository $consents = new Consent_Repository(),
		private Outbox_Eraser $mails = new Outbox_Eraser()
	) {
	}

	/**
	 * Deletes the account and ends the session.
	 *
	 * @param \WP_User $user Portal user.
	 */
	public function delete( \WP_User $user ): void {
		$contact    = $this->accounts->contact_of( $user );
		$contact_id = $contact ? (int) $contact->id : 0;
		$emails     = array_unique( array_filter( array( strtolower( (string) $user->user_email ), $contact ? (string) $contact->email : '' ) ) );
		// Mails to addresses the user asked to change to (other mails to those addresses are not theirs).
		$changes = array_map( 'intval', (array) get_user_meta( $user->ID, Email_Change::MAILS_META, true ) );
		Transaction::run(
			function () use ( $contact_id, $emails, $changes ) {
				$this->consents->detach_contact( $contact_id );
				// Every mail to or from their addresses, sent or not (a sent row still names them); the
				// mails of the contact's requests go with the contact below.
				foreach ( $emails as $email ) {
					$this->mails->delete_for( $email, array() );
				}
				$this->mails->delete_ids( $changes );
				if ( $contact_id ) {
					$this->data->delete_contact( $contact_id );
				}
			}
		);
		wp_logout();
		$this->delete_user( (int) $user->ID );
	}

	/**
	 * Deletes the WordPress user; this also runs the plugin's `delete_user` clean-up (keys issued to
	 * the user, linked contacts). On a network the user only leaves this site while other sites still
	 * know them.
	 *
	 * @param int $user_id User id.
	 */
	private function delete_user( int $user_id ): void {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		if ( ! is_multisite() ) {
			wp_delete_user( $user_id );
			return;
		}
		require_once ABSPATH . 'wp-admin/includes/ms.php';
		remove_user_from_blog( $user_id, get_current_blog_id() );
		if ( ! get_blogs_of_user( $user_id ) ) {
			wpmu_delete_user( $user_id );
		}
	}
}
