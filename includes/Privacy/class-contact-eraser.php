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
use ImmoWizards\Storage\Outbox_Eraser;
use ImmoWizards\Storage\Saved_Search_Repository;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Storage\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * The contact row with its requests, consents, saved searches and keys; every mail to, from or about
 * it whatever its status; and the portal user account (or the reason it was kept).
 */
final class Contact_Eraser {
	// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- plugin tables, no caching of personal data.

	/** Fired inside the erasure's transaction, before anything is deleted (listeners write in it). */
	public const ERASING = 'immo_wizards_contact_erasing';

	/**
	 * Constructor.
	 *
	 * @param Contact_Repository   $contacts Contacts.
	 * @param Outbox_Eraser        $mails    Outbox deletions.
	 * @param Contact_User_Remover $users    Portal user removal.
	 */
	public function __construct(
		private Contact_Repository $contacts,
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
				global $wpdb;
				$contacts = Tables::name( 'contacts' );
				$email    = $wpdb->get_var( $wpdb->prepare( "SELECT email FROM $contacts WHERE id = %d", $contact_id ) );
				if ( null === $email ) {
					return false;
				}
				$requests    = Tables::name( 'requests' );
				$request_ids = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT id FROM $requests WHERE contact_id = %d", $contact_id ) ) );
				/**
				 * Fires inside the erasure's transaction, before anything is deleted.
				 *
				 * @param int    $contact_id  Contact id.
				 * @param string $email       Its address.
				 * @param int[]  $request_ids Its requests.
				 */
				do_action( self::ERASING, $contact_id, (string) $email, $request_ids ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- the constant holds immo_wizards_contact_erasing.
				$this->mails->delete_for( (string) $email, $request_ids );
				foreach ( $request_ids as $request_id ) {
					Storage_Error::check( $wpdb->delete( Tables::name( 'keys' ), array( 'request_id' => $request_id ) ), 'erase keys' );
				}
				$searches   = Tables::name( 'saved_searches' );
				$search_ids = $wpdb->get_col( $wpdb->prepare( "SELECT id FROM $searches WHERE contact_id = %d", $contact_id ) );
				foreach ( array( 'keys', 'consents', 'saved_searches', 'requests' ) as $name ) {
					Storage_Error::check( $wpdb->delete( Tables::name( $name ), array( 'contact_id' => $contact_id ) ), "erase $name" );
				}
				Storage_Error::check( $wpdb->delete( $contacts, array( 'id' => $contact_id ) ), 'erase contact' );
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
	// phpcs:enable
}
