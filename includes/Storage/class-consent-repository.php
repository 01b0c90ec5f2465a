<?php
/**
 * Consents table.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Storage;

use ImmoWizards\Errors\Storage_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The consent record: what was agreed, in which text version and wording, when requested and confirmed,
 * from which network (the client's address truncated).
 */
final class Consent_Repository {

	/**
	 * Records a consent given with a request (not yet confirmed).
	 *
	 * @param int    $request_id Request id.
	 * @param int    $contact_id Contact id.
	 * @param string $what       Consent kind (data_privacy, accept_contact, newsletter).
	 * @param string $version    Text version.
	 * @param string $text       Wording shown.
	 * @param string $ip         The client's address, already truncated (Client_Ip::truncated()).
	 * @throws Storage_Error When the insert fails.
	 */
	public function insert( int $request_id, int $contact_id, string $what, string $version, string $text, string $ip = '' ): void {
		global $wpdb;
		$result = $wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			Tables::name( 'consents' ),
			array(
				'request_id'   => $request_id,
				'contact_id'   => $contact_id,
				'what'         => $what,
				'text_version' => $version,
				'text'         => $text,
				'requested_at' => Tables::now(),
				'ip'           => $ip,
			)
		);
		Storage_Error::check( $result, 'insert consent' );
	}

	/**
	 * Records a consent given by a signed-in portal user: confirmed at once (the session proves the
	 * address), belonging to no request.
	 *
	 * @param int    $contact_id Contact id.
	 * @param string $what       Consent kind.
	 * @param string $version    Text version.
	 * @param string $text       Wording shown.
	 * @throws Storage_Error When the insert fails.
	 */
	public function insert_confirmed( int $contact_id, string $what, string $version, string $text ): void {
		global $wpdb;
		$now    = Tables::now();
		$result = $wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			Tables::name( 'consents' ),
			array(
				'request_id'   => 0,
				'contact_id'   => $contact_id,
				'what'         => $what,
				'text_version' => $version,
				'text'         => $text,
				'requested_at' => $now,
				'confirmed_at' => $now,
			)
		);
		Storage_Error::check( $result, 'insert consent' );
	}

	/**
	 * Whether the contact has a confirmed consent of this kind.
	 *
	 * @param int    $contact_id Contact id.
	 * @param string $what       Consent kind.
	 */
	public function has_confirmed( int $contact_id, string $what ): bool {
		global $wpdb;
		$table = Tables::name( 'consents' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		return null !== $wpdb->get_var( $wpdb->prepare( "SELECT id FROM $table WHERE contact_id = %d AND what = %s AND confirmed_at IS NOT NULL LIMIT 1", $contact_id, $what ) );
	}

	/**
	 * Sets confirmed_at on every consent of a request.
	 *
	 * @param int $request_id Request id.
	 * @throws Storage_Error When the update fails.
	 */
	public function confirm_for_request( int $request_id ): void {
		global $wpdb;
		$table = Tables::name( 'consents' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		$result = $wpdb->query( $wpdb->prepare( "UPDATE $table SET confirmed_at = %s WHERE request_id = %d AND confirmed_at IS NULL", Tables::now(), $request_id ) );
		Storage_Error::check( $result, 'confirm consents' );
	}

	/**
	 * Consents of a request.
	 *
	 * @param int $request_id Request id.
	 * @return object[]
	 */
	public function for_request( int $request_id ): array {
		global $wpdb;
		$table = Tables::name( 'consents' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		return $wpdb->get_results( $wpdb->prepare( "SELECT * FROM $table WHERE request_id = %d ORDER BY id", $request_id ) );
	}

	/**
	 * The confirmed consents of a contact, oldest first (the export: an unconfirmed one may come from
	 * someone who mistyped the address).
	 *
	 * @param int $contact_id Contact id.
	 * @return object[]
	 */
	public function confirmed_for_contact( int $contact_id ): array {
		global $wpdb;
		$table = Tables::name( 'consents' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		return $wpdb->get_results( $wpdb->prepare( "SELECT * FROM $table WHERE contact_id = %d AND confirmed_at IS NOT NULL ORDER BY id", $contact_id ) );
	}

	/**
	 * Detaches a contact's consents from it and their requests: they stay as proof for their
	 * retention period while the contact is deleted.
	 *
	 * @param int $contact_id Contact id (0 detaches nothing).
	 * @throws Storage_Error When the update fails.
	 */
	public function detach_contact( int $contact_id ): void {
		global $wpdb;
		$table = Tables::name( 'consents' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		Storage_Error::check( $wpdb->query( $wpdb->prepare( "UPDATE $table SET contact_id = 0, request_id = 0 WHERE contact_id = %d AND contact_id > 0", $contact_id ) ), 'detach consents' );
	}

	/**
	 * Deletes the consents of a request.
	 *
	 * @param int $request_id Request id.
	 */
	public function delete_for_request( int $request_id ): void {
		global $wpdb;
		$wpdb->delete( Tables::name( 'consents' ), array( 'request_id' => $request_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}
}
