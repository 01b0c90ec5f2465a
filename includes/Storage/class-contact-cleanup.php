<?php
/**
 * Contacts nothing holds any more.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Storage;

defined( 'ABSPATH' ) || exit;

/**
 * The clean-up's queries over all contacts (retention, migration): contacts left without requests or
 * a user, and personal details of contacts that never confirmed anything.
 */
final class Contact_Cleanup {

	/**
	 * Deletes up to $limit contacts that have neither requests nor a user (left over after the
	 * retention clean-up). The condition is checked again in the DELETE, so a contact that a new
	 * submit picked up meanwhile stays.
	 *
	 * @param int $limit Batch size.
	 * @return array{0:int,1:int} Contacts found, contacts deleted.
	 */
	public function delete_orphans( int $limit = 500 ): array {
		global $wpdb;
		$contacts = Tables::name( 'contacts' );
		$requests = Tables::name( 'requests' );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare
		$ids = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT c.id FROM $contacts c LEFT JOIN $requests r ON r.contact_id = c.id WHERE c.user_id = 0 AND r.id IS NULL LIMIT %d", $limit ) ) );
		if ( ! $ids ) {
			return array( 0, 0 );
		}
		$marks   = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		$deleted = $wpdb->query( $wpdb->prepare( "DELETE FROM $contacts WHERE id IN ($marks) AND user_id = 0 AND NOT EXISTS (SELECT 1 FROM $requests WHERE $requests.contact_id = $contacts.id)", $ids ) );
		// phpcs:enable
		return array( count( $ids ), (int) $deleted );
	}

	/**
	 * Empties the personal details of contacts that never confirmed anything (stored by versions that
	 * wrote them at submit time): no user, no newsletter, no confirmed request.
	 *
	 * @return int Contacts emptied.
	 */
	public function scrub_unconfirmed(): int {
		global $wpdb;
		$contacts = Tables::name( 'contacts' );
		$requests = Tables::name( 'requests' );
		$set      = implode( ', ', array_map( static fn ( $field ) => "$field = ''", Contact_Repository::FIELDS ) );
		$filled   = implode( ' OR ', array_map( static fn ( $field ) => "$field <> ''", Contact_Repository::FIELDS ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- column names are constants.
		return (int) $wpdb->query( "UPDATE $contacts SET $set WHERE user_id = 0 AND newsletter = 0 AND ($filled) AND id NOT IN (SELECT contact_id FROM $requests WHERE confirmed_at IS NOT NULL)" );
	}
}
