<?php
/**
 * Used form tokens.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Storage;

use ImmoWizards\Errors\Storage_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Remembers every used form token (the SHA-256 of its random part) with the submission it was used
 * for, until the token expires: a token serves one submission only.
 */
final class Form_Token_Repository {

	/**
	 * Claims a token for a submission, atomically: true when it was unused or already belongs to this
	 * same submission (a retry of it), false when another submission used it.
	 *
	 * @param string $token_hash    SHA-256 hex of the token's random part.
	 * @param string $submission_id Lower-cased submission id.
	 * @param string $expires_at    DATETIME (UTC) when the token expires.
	 * @throws Storage_Error When the database fails.
	 */
	public function claim( string $token_hash, string $submission_id, string $expires_at ): bool {
		global $wpdb;
		$table = Tables::name( 'form_tokens' );
		// The first submission wins the primary key (one row written: ours, no second query); a later
		// one finds the winner's id.
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		$result = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO $table (token_hash, submission_id, expires_at) VALUES (%s, %s, %s)", $token_hash, $submission_id, $expires_at ) );
		Storage_Error::check( $result, 'claim form token' );
		if ( 1 === $result ) {
			return true;
		}
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		$owner = $wpdb->get_var( $wpdb->prepare( "SELECT submission_id FROM $table WHERE token_hash = %s", $token_hash ) );
		return is_string( $owner ) && hash_equals( $owner, $submission_id );
	}

	/**
	 * Forgets tokens that expired before $before (they are rejected by their age anyway).
	 *
	 * @param string $before DATETIME (UTC).
	 */
	public function delete_expired( string $before ): int {
		global $wpdb;
		$table = Tables::name( 'form_tokens' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		return (int) $wpdb->query( $wpdb->prepare( "DELETE FROM $table WHERE expires_at < %s", $before ) );
	}
}
