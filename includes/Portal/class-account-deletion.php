<?php
/**
 * "Konto löschen": deletes a portal user with all their data (GDPR Art. 17).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Portal;

use ImmoWizards\Privacy\Personal_Data;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Storage\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * Removes the contact with its requests, saved searches, keys and every mail to or about the person,
 * then the WordPress user (its meta and sessions go with it). The consent records stay as proof for
 * their retention period, detached: they no longer point to a contact or a request.
 */
final class Account_Deletion {
	// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- plugin tables, nothing to cache.

	/**
	 * Constructor.
	 *
	 * @param Portal_Accounts $accounts Portal users and contacts.
	 * @param Personal_Data   $data     The one deletion of a contact's data.
	 */
	public function __construct( private Portal_Accounts $accounts, private Personal_Data $data ) {
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
				global $wpdb;
				$consents = Tables::name( 'consents' );
				$wpdb->query( $wpdb->prepare( "UPDATE $consents SET contact_id = 0, request_id = 0 WHERE contact_id = %d AND contact_id > 0", $contact_id ) );
				$this->delete_mails( $contact_id, $emails );
				foreach ( $changes as $mail_id ) {
					$wpdb->delete( Tables::name( 'outbox' ), array( 'id' => $mail_id ) );
				}
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

	/**
	 * Deletes every outbox row to or about the person, sent or not (sent rows still name the
	 * recipient).
	 *
	 * @param int      $contact_id Contact id (0 when none).
	 * @param string[] $emails     Their addresses.
	 */
	private function delete_mails( int $contact_id, array $emails ): void {
		global $wpdb;
		$outbox = Tables::name( 'outbox' );
		foreach ( $emails as $email ) {
			$wpdb->query( $wpdb->prepare( "DELETE FROM $outbox WHERE recipient = %s OR reply_to = %s", $email, $email ) );
		}
		if ( $contact_id ) {
			$requests = Tables::name( 'requests' );
			$wpdb->query( $wpdb->prepare( "DELETE FROM $outbox WHERE request_id IN (SELECT id FROM $requests WHERE contact_id = %d)", $contact_id ) );
		}
	}
	// phpcs:enable
}
