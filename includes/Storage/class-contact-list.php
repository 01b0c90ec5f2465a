<?php
/**
 * The contacts as the inbox lists them.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Storage;

defined( 'ABSPATH' ) || exit;

/**
 * Newest first, searchable by the start of the e-mail address, last or first name (each indexed:
 * a prefix LIKE uses the index, a leading % would read every row), with each contact's number of
 * requests.
 */
final class Contact_List {

	/**
	 * One page of contacts and the total.
	 *
	 * @param string $search   Start of an address or name ('' for all).
	 * @param int    $page     Page (from 1).
	 * @param int    $per_page Rows per page.
	 * @return array{0: object[], 1: int}
	 */
	public function page( string $search, int $page, int $per_page ): array {
		global $wpdb;
		$contacts         = Tables::name( 'contacts' );
		$requests         = Tables::name( 'requests' );
		[ $where, $args ] = self::search_condition( 'c', $search );
		$count_sql        = "SELECT COUNT(*) FROM $contacts c WHERE $where";
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery
		$total = (int) $wpdb->get_var( $args ? $wpdb->prepare( $count_sql, $args ) : $count_sql );
		$sql   = "SELECT c.id, c.email, c.firstname, c.lastname, c.phone, c.user_id, c.created_at, (SELECT COUNT(*) FROM $requests r WHERE r.contact_id = c.id) AS requests
			FROM $contacts c WHERE $where ORDER BY c.created_at DESC, c.id DESC LIMIT %d OFFSET %d";
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- the search's placeholders come with their arguments.
		$rows = $wpdb->get_results( $wpdb->prepare( $sql, array_merge( $args, array( $per_page, ( $page - 1 ) * $per_page ) ) ) );
		return array( $rows, $total );
	}

	/**
	 * The condition that finds contacts by the start of their address, last or first name.
	 *
	 * @param string $alias  Alias of the contacts table in the query.
	 * @param string $search Start of an address or name ('' matches all).
	 * @return array{0:string,1:array<int,string>} Condition with placeholders and its arguments.
	 */
	public static function search_condition( string $alias, string $search ): array {
		global $wpdb;
		if ( '' === $search ) {
			return array( '1=1', array() );
		}
		$like = $wpdb->esc_like( $search ) . '%';
		return array( "($alias.email LIKE %s OR $alias.lastname LIKE %s OR $alias.firstname LIKE %s)", array( $like, $like, $like ) );
	}
}
