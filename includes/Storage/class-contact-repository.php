<?php
/**
 * Contacts table.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Storage;

use ImmoWizards\Errors\Storage_Error;

defined( 'ABSPATH' ) || exit;

/**
 * A contact is one person, identified by the lower-cased e-mail address.
 */
final class Contact_Repository {

	public const FIELDS = array( 'salutation', 'firstname', 'lastname', 'phone', 'street', 'number', 'zip', 'city' );

	/**
	 * Finds a contact by e-mail (case-insensitive).
	 *
	 * @param string $email E-mail address.
	 */
	public function find_by_email( string $email ): ?object {
		global $wpdb;
		$table = Tables::name( 'contacts' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM $table WHERE email_hash = %s", self::email_hash( $email ) ) );
		return $row ? $row : null;
	}

	/**
	 * Finds a contact by id.
	 *
	 * @param int $id Contact id.
	 */
	public function find( int $id ): ?object {
		global $wpdb;
		$table = Tables::name( 'contacts' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM $table WHERE id = %d", $id ) );
		return $row ? $row : null;
	}

	/**
	 * The contact linked to a WordPress user (the oldest, should there be several).
	 *
	 * @param int $user_id User id.
	 */
	public function find_by_user( int $user_id ): ?object {
		global $wpdb;
		$table = Tables::name( 'contacts' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM $table WHERE user_id = %d ORDER BY id LIMIT 1", $user_id ) );
		return $row ? $row : null;
	}

	/**
	 * Ids of every contact linked to a WordPress user.
	 *
	 * @param int $user_id User id.
	 * @return int[]
	 */
	public function ids_for_user( int $user_id ): array {
		global $wpdb;
		$table = Tables::name( 'contacts' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		return array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT id FROM $table WHERE user_id = %d", $user_id ) ) );
	}

	/**
	 * Returns the id of the contact with this e-mail, creating it when new. A new contact holds only
	 * the address: name, phone and postal address are written by update() once a request is confirmed
	 * (until then they live in the pending request's payload and die with it), so a mistyped or
	 * someone else's address never collects unverified personal data, and nobody can overwrite an
	 * existing contact's details by submitting their address. Survives the race of two first submits
	 * for the same new address: when the insert hits the unique key, the other request's row is used.
	 *
	 * @param string $email E-mail address (normalised).
	 * @throws Storage_Error When the insert fails.
	 */
	public function upsert( string $email ): int {
		$existing = $this->find_by_email( $email );
		if ( $existing ) {
			return (int) $existing->id;
		}
		global $wpdb;
		$now        = Tables::now();
		$suppressed = $wpdb->suppress_errors( true );
		$result     = $wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			Tables::name( 'contacts' ),
			array(
				'email_hash' => self::email_hash( $email ),
				'email'      => strtolower( $email ),
				'created_at' => $now,
				'updated_at' => $now,
			)
		);
		$wpdb->suppress_errors( $suppressed );
		if ( false !== $result ) {
			return (int) $wpdb->insert_id;
		}
		$error = $wpdb->last_error;
		// Two first submits for the same new address: the other one inserted it first (unique key).
		$winner = $this->find_committed_by_email( $email );
		if ( $winner ) {
			return (int) $winner->id;
		}
		$wpdb->last_error = $error; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		Storage_Error::check( false, 'insert contact' );
		return 0;
	}

	/**
	 * Like find_by_email(), but sees rows committed after this transaction's snapshot was taken
	 * (a locking read on MySQL/MariaDB; SQLite serialises writers anyway).
	 *
	 * @param string $email E-mail address.
	 */
	private function find_committed_by_email( string $email ): ?object {
		global $wpdb;
		$table   = Tables::name( 'contacts' );
		$sqlite  = defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE;
		$locking = $sqlite ? '' : ' FOR UPDATE';
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM $table WHERE email_hash = %s" . $locking, self::email_hash( $email ) ) );
		return $row ? $row : null;
	}

	/**
	 * Updates contact fields.
	 *
	 * @param int                  $id   Contact id.
	 * @param array<string,string> $data Contact fields.
	 * @throws Storage_Error When the update fails.
	 */
	public function update( int $id, array $data ): void {
		global $wpdb;
		$result = $wpdb->update( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			Tables::name( 'contacts' ),
			array( 'updated_at' => Tables::now() ) + self::only_fields( $data ),
			array( 'id' => $id )
		);
		Storage_Error::check( $result, 'update contact' );
	}

	/**
	 * Links a contact with its WordPress user.
	 *
	 * @param int $id      Contact id.
	 * @param int $user_id User id.
	 * @throws Storage_Error When the update fails.
	 */
	public function set_user( int $id, int $user_id ): void {
		global $wpdb;
		$result = $wpdb->update( Tables::name( 'contacts' ), array( 'user_id' => $user_id ), array( 'id' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		Storage_Error::check( $result, 'link contact' );
	}

	/**
	 * Deletes a contact row (its other rows: Contact_Rows).
	 *
	 * @param int $id Contact id.
	 * @throws Storage_Error When the delete fails.
	 */
	public function delete( int $id ): void {
		global $wpdb;
		Storage_Error::check( $wpdb->delete( Tables::name( 'contacts' ), array( 'id' => $id ) ), 'delete contact' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Ids of contacts without a user that had a request confirmed since $since (their portal user is
	 * still to be linked).
	 *
	 * @param string $since DATETIME (UTC).
	 * @param int    $limit Batch size.
	 * @return int[]
	 */
	public function unlinked_confirmed_since( string $since, int $limit ): array {
		global $wpdb;
		$contacts = Tables::name( 'contacts' );
		$requests = Tables::name( 'requests' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT c.id FROM $requests r INNER JOIN $contacts c ON c.id = r.contact_id WHERE r.confirmed_at >= %s AND c.user_id = 0 ORDER BY c.id LIMIT %d", $since, $limit ) );
		return array_map( 'intval', $ids );
	}

	/**
	 * Sets the contact's newsletter flag (after a confirmed newsletter consent; the consent record is
	 * the proof). The first subscription time is kept.
	 *
	 * @param int $id Contact id.
	 * @throws Storage_Error When the update fails.
	 */
	public function subscribe_newsletter( int $id ): void {
		global $wpdb;
		$table = Tables::name( 'contacts' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		$result = $wpdb->query( $wpdb->prepare( "UPDATE $table SET newsletter = 1, newsletter_at = COALESCE(newsletter_at, %s) WHERE id = %d", Tables::now(), $id ) );
		Storage_Error::check( $result, 'subscribe newsletter' );
	}

	/**
	 * Clears the contact's newsletter flag and its time.
	 *
	 * @param int $id Contact id.
	 * @throws Storage_Error When the update fails.
	 */
	public function unsubscribe_newsletter( int $id ): void {
		global $wpdb;
		$table = Tables::name( 'contacts' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		$result = $wpdb->query( $wpdb->prepare( "UPDATE $table SET newsletter = 0, newsletter_at = NULL, updated_at = %s WHERE id = %d", Tables::now(), $id ) );
		Storage_Error::check( $result, 'unsubscribe newsletter' );
	}

	/**
	 * Gives a contact a new address (and so a new hash: the unique key).
	 *
	 * @param int    $id    Contact id.
	 * @param string $email Normalised new address.
	 * @throws Storage_Error When the update fails (e.g. another contact holds the address).
	 */
	public function change_email( int $id, string $email ): void {
		global $wpdb;
		$result = $wpdb->update( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			Tables::name( 'contacts' ),
			array(
				'email'      => strtolower( $email ),
				'email_hash' => self::email_hash( $email ),
				'updated_at' => Tables::now(),
			),
			array( 'id' => $id )
		);
		Storage_Error::check( $result, 'change contact e-mail' );
	}

	/**
	 * Hash used for the unique index (short, ASCII, case-insensitive).
	 *
	 * @param string $email E-mail address.
	 */
	public static function email_hash( string $email ): string {
		return hash( 'sha256', strtolower( trim( $email ) ) );
	}

	/**
	 * Keeps only known contact columns.
	 *
	 * @param array<string,mixed> $data Input.
	 * @return array<string,string>
	 */
	private static function only_fields( array $data ): array {
		$out = array();
		foreach ( self::FIELDS as $field ) {
			if ( array_key_exists( $field, $data ) ) {
				$out[ $field ] = (string) $data[ $field ];
			}
		}
		return $out;
	}
}
