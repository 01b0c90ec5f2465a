<?php
/**
 * Privacy deletions in the outbox.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Storage;

use ImmoWizards\Errors\Storage_Error;

defined( 'ABSPATH' ) || exit;

/**
 * What the eraser and the deactivation purge remove from the outbox, whatever a row's status: a sent
 * or failed row still names its recipient, a failed one still holds its (encrypted) bodies.
 */
final class Outbox_Eraser {
	// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- plugin table, no caching of personal data.

	/**
	 * Deletes every mail to or from an address (recipient or reply-to) or belonging to the requests.
	 *
	 * @param string $email       E-mail address (the column's collation compares case-insensitively).
	 * @param int[]  $request_ids Request ids.
	 * @return int Rows deleted.
	 * @throws Storage_Error When a delete fails.
	 */
	public function delete_for( string $email, array $request_ids ): int {
		global $wpdb;
		$table   = Tables::name( 'outbox' );
		$deleted = $wpdb->query( $wpdb->prepare( "DELETE FROM $table WHERE recipient = %s OR reply_to = %s", $email, $email ) );
		Storage_Error::check( $deleted, 'erase mails' );
		foreach ( array_chunk( array_map( 'intval', $request_ids ), 500 ) as $ids ) {
			// phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- one placeholder per id.
			$more = $wpdb->query( $wpdb->prepare( "DELETE FROM $table WHERE request_id IN (" . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')', $ids ) );
			Storage_Error::check( $more, 'erase mails' );
			$deleted += $more;
		}
		return (int) $deleted;
	}

	/**
	 * Deletes mails by id.
	 *
	 * @param int[] $ids Outbox ids.
	 * @throws Storage_Error When a delete fails.
	 */
	public function delete_ids( array $ids ): void {
		global $wpdb;
		foreach ( $ids as $id ) {
			Storage_Error::check( $wpdb->delete( Tables::name( 'outbox' ), array( 'id' => (int) $id ) ), 'erase mails' );
		}
	}

	/**
	 * Empties the bodies of every stored mail (they may hold keys and personal data). The rows stay, so
	 * the outbox still knows which mails were not sent.
	 *
	 * @return int Rows emptied.
	 */
	public function drop_bodies(): int {
		global $wpdb;
		$table = Tables::name( 'outbox' );
		return (int) $wpdb->query( "UPDATE $table SET html = '', text = '', attachment = NULL WHERE html <> '' OR text <> '' OR attachment IS NOT NULL" );
	}
	// phpcs:enable
}
