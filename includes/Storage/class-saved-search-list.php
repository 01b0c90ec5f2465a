<?php
/**
 * The saved searches that count: a contact's in the portal and the export, and those the alerts match.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Storage;

defined( 'ABSPATH' ) || exit;

/**
 * A saved search counts once its request is confirmed, or at once when it was made in the portal
 * (request 0): a pending request may have been sent by someone else with this address. Every contact
 * query is scoped to the contact (through its index), so another contact's uuid is simply not found.
 */
final class Saved_Search_List {
	// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- plugin tables, no caching of personal data.

	/** The condition on `s` (saved search) and `r` (its request, joined by from()). */
	private const COUNTS = '( s.request_id = 0 OR r.confirmed_at IS NOT NULL )';

	/**
	 * A contact's saved searches, newest first (the portal's Suchprofile).
	 *
	 * @param int $contact_id Contact id.
	 * @param int $limit      Rows at most.
	 * @return object[]
	 */
	public function newest_for_contact( int $contact_id, int $limit ): array {
		global $wpdb;
		return $wpdb->get_results( $this->of_contact( $contact_id, 'ORDER BY s.created_at DESC, s.id DESC LIMIT %d', $limit ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared in of_contact().
	}

	/**
	 * A contact's saved searches, oldest first (the export).
	 *
	 * @param int $contact_id Contact id.
	 * @return object[]
	 */
	public function all_for_contact( int $contact_id ): array {
		global $wpdb;
		return $wpdb->get_results( $this->of_contact( $contact_id, 'ORDER BY s.id' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared in of_contact().
	}

	/**
	 * A contact's saved search by uuid, or null (unknown and foreign uuids alike).
	 *
	 * @param int    $contact_id Contact id.
	 * @param string $uuid       Uuid.
	 */
	public function find_for_contact( int $contact_id, string $uuid ): ?object {
		global $wpdb;
		$row = $wpdb->get_row( $this->of_contact( $contact_id, 'AND s.uuid = %s', strtolower( $uuid ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared in of_contact().
		return $row ? $row : null;
	}

	/**
	 * The active ones among these saved searches (id and payload): what the alerts match.
	 *
	 * @param int[] $ids Saved search ids.
	 * @return object[]
	 */
	public function live( array $ids ): array {
		global $wpdb;
		$list = implode( ',', array_map( 'intval', $ids ) );
		if ( '' === $list ) {
			return array();
		}
		return $wpdb->get_results( 'SELECT s.id, s.payload ' . self::from() . " WHERE s.id IN ($list) AND s.active = 1 AND " . self::COUNTS ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- $list holds integers only.
	}

	/**
	 * The prepared SELECT of a contact's saved searches that count, followed by $tail.
	 *
	 * @param int        $contact_id Contact id.
	 * @param string     $tail       Further conditions, order and limit (placeholders for $args).
	 * @param int|string ...$args    Values of the placeholders in $tail.
	 */
	private function of_contact( int $contact_id, string $tail, ...$args ): string {
		global $wpdb;
		// phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber,WordPress.DB.PreparedSQL.NotPrepared -- $tail holds the remaining placeholders.
		return $wpdb->prepare( 'SELECT s.* ' . self::from() . ' WHERE s.contact_id = %d AND ' . self::COUNTS . " $tail", $contact_id, ...$args );
	}

	/**
	 * FROM the saved searches `s` with their request `r`.
	 */
	private static function from(): string {
		$searches = Tables::name( 'saved_searches' );
		$requests = Tables::name( 'requests' );
		return "FROM $searches s LEFT JOIN $requests r ON r.id = s.request_id";
	}
	// phpcs:enable
}
