<?php
/**
 * Erases everything the plugin holds about an address.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Privacy;

use ImmoWizards\Errors\Log;
use ImmoWizards\Errors\Storage_Error;
use ImmoWizards\Storage\Contact_Repository;
use ImmoWizards\Storage\Contact_Rows;
use ImmoWizards\Storage\Outbox_Eraser;
use ImmoWizards\Storage\Request_Repository;
use ImmoWizards\Storage\Saved_Search_Repository;
use ImmoWizards\Storage\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * The contact row with its requests, consents, saved searches and keys; every mail to, from or about
 * it whatever its status; and the portal user account (or the reason it was kept).
 */
final class Contact_Eraser {

	/** Fired inside the erasure's transaction, before anything is deleted (listeners write in it). */
	public const ERASING = 'immo_wizards_contact_erasing';

	/**
	 * Constructor.
	 *
	 * @param Contact_Repository      $contacts Contacts.
	 * @param Request_Repository      $requests Requests.
	 * @param Saved_Search_Repository $searches Saved searches.
	 * @param Contact_Rows            $rows     The contact's rows in the other tables.
	 * @param Outbox_Eraser           $mails    Outbox deletions.
	 * @param Contact_User_Remover    $users    Portal user removal.
	 */
	public function __construct(
		private Contact_Repository $contacts,
		private Request_Repository $requests = new Request_Repository(),
		private Saved_Search_Repository $searches = new Saved_Search_Repository(),
		private Contact_Rows $rows = new Contact_Rows(),
		private Outbox_Eraser $mails = new Outbox_Eraser(),
		private Contact_User_Remover $users = new Contact_User_Remover()
	) {
	}

	/**
	 * Erases an address; the answer WordPress's eraser protocol expects.
	 *
	 * @param string $email E-mail address.
	 * @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool}
	 */
	public function erase( string $email ): array {
		$email    = strtolower( trim( $email ) );
		$removed  = false;
		$messages = array();
		try {
			$contact = $this->contacts->find_by_email( $email );
			$removed = $contact
				? $this->delete_contact( (int) $contact->id )
				: $this->mails->delete_for( $email, array() ) > 0;
		} catch ( Storage_Error $e ) {
			Log::error( 'erasing failed: ' . $e->getMessage() );
			$messages[] = __( 'The requests of this address could not be erased (database error). Please try again.', 'immo-wizards' );
		}
		$user = '' !== $email ? get_user_by( 'email', $email ) : false;
		if ( $user ) {
			$outcome  = $this->users->remove( $user );
			$removed  = $removed || Contact_User_Remover::KEPT_OTHER_ROLES !== $outcome;
			$messages = array_merge( $messages, self::user_messages( $outcome ) );
		}
		return array(
			'items_removed'  => $removed,
			'items_retained' => array() !== $messages,
			'messages'       => $messages,
			'done'           => true,
		);
	}

	/**
	 * Deletes a contact with its requests, consents, saved searches, keys and every mail of it.
	 *
	 * @param int $contact_id Contact id.
	 * @return bool Whether the contact existed.
	 * @throws Storage_Error When a delete fails (nothing is deleted then).
	 */
	public function delete_contact( int $contact_id ): bool {
		return Transaction::run(
			function () use ( $contact_id ): bool {
				$contact = $this->contacts->find( $contact_id );
				if ( ! $contact ) {
					return false;
				}
				$email       = (string) $contact->email;
				$request_ids = $this->requests->ids_for_contact( $contact_id );
				/**
				 * Fires inside the erasure's transaction, before anything is deleted.
				 *
				 * @param int    $contact_id  Contact id.
				 * @param string $email       Its address.
				 * @param int[]  $request_ids Its requests.
				 */
				do_action( self::ERASING, $contact_id, $email, $request_ids ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- the constant holds immo_wizards_contact_erasing.
				$this->mails->delete_for( $email, $request_ids );
				$search_ids = $this->searches->ids_for_contact( $contact_id );
				$this->rows->delete( $contact_id, $request_ids );
				$this->contacts->delete( $contact_id );
				Saved_Search_Repository::changed( $search_ids );
				return true;
			}
		);
	}

	/**
	 * What the admin is told about a user account that was kept.
	 *
	 * @param string $outcome Contact_User_Remover outcome.
	 * @return string[]
	 */
	private static function user_messages( string $outcome ): array {
		if ( Contact_User_Remover::KEPT_OTHER_ROLES === $outcome ) {
			return array( __( 'The WordPress user account of this address was kept: it has roles other than portal contact. Delete it under Users if it should go too.', 'immo-wizards' ) );
		}
		if ( Contact_User_Remover::KEPT_OTHER_SITES === $outcome ) {
			return array( __( 'The portal user account of this address was removed from this site but kept in the network: it still belongs to other sites.', 'immo-wizards' ) );
		}
		return array();
	}
}
