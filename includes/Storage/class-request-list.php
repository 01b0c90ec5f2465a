<?php
/**
 * The requests as the inbox lists and exports them.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Storage;

use ImmoWizards\Inbox\Request_Filter;

defined( 'ABSPATH' ) || exit;

/**
 * Pages (offset) for the list and chunks (keyset on created_at, id) for the export, each row with
 * its contact's columns. Every filter has an index that also serves the date order: (type,
 * created_at), (status, created_at), (workflow, created_at), (created_at); the search goes through
 * the contacts' email/lastname/firstname indexes (a prefix LIKE, so they can be used).
 */
final class Request_List {

	/** The columns a list row carries (the payload for the type's columns and a pending contact). */
	private const COLUMNS = 'r.id, r.uuid, r.type, r.status, r.workflow, r.note, r.payload, r.created_at, r.confirmed_at, r.contact_id,
		c.email, c.salutation, c.firstname, c.lastname, c.phone';

	/**
	 * One page of the list and the total. The page's ids come first from the indexes alone; only
	 * those rows are read in full (sorting or skipping wide rows with their payloads is what makes
	 * deep pages and name orders slow).
	 *
	 * @param Request_Filter $filter   Filters and order.
	 * @param int            $page     Page (from 1).
	 * @param int            $per_page Rows per page.
	 * @return array{0: object[], 1: int}
	 */
	public function page( Request_Filter $filter, int $page, int $per_page ): array {
		global $wpdb;
		$total  = $this->count( $filter );
		$offset = ( $page - 1 ) * $per_page;
		// A page in the far half is read from the other end (the order reversed): skipping index
		// entries is what a deep offset costs, so no page skips more than half of the list. Not for
		// the contacts' orders: a contact's requests come from the join in id order either way.
		$reverse = ! self::by_contact( $filter ) && $offset > $total / 2 && $offset < $total;
		$sql     = $reverse
			? $this->page_sql( $filter, min( $per_page, $total - $offset ), max( 0, $total - $offset - $per_page ), true )
			: $this->page_sql( $filter, $per_page, $offset );
		$ids     = array_map( 'intval', $wpdb->get_col( $sql ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery -- prepared there.
		$ids     = $reverse ? array_reverse( $ids ) : $ids;
		$rows    = array();
		if ( $ids ) {
			$from = self::from();
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared
			$rows = $wpdb->get_results( 'SELECT ' . self::COLUMNS . " FROM $from WHERE r.id IN (" . implode( ',', $ids ) . ')', OBJECT_K );
		}
		$ordered = array();
		foreach ( $ids as $id ) {
			if ( isset( $rows[ $id ] ) ) {
				$ordered[] = $rows[ $id ];
			}
		}
		return array( $ordered, $total );
	}

	/**
	 * Number of requests the filter matches (the contacts are joined only for a search).
	 *
	 * @param Request_Filter $filter Filters.
	 */
	public function count( Request_Filter $filter ): int {
		global $wpdb;
		[ $where, $args ] = $this->where( $filter );
		$from             = '' === $filter->search ? Tables::name( 'requests' ) . ' r' : self::from();
		$sql              = "SELECT COUNT(*) FROM $from WHERE $where";
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery
		return (int) $wpdb->get_var( $args ? $wpdb->prepare( $sql, $args ) : $sql );
	}

	/**
	 * The next rows after a cursor in date order (the filter's direction): the export reads the whole
	 * list this way, each chunk as cheap as the first.
	 *
	 * @param Request_Filter             $filter Filters and direction.
	 * @param array{0:string,1:int}|null $after  created_at and id of the last row read, null to start.
	 * @param int                        $limit  Rows at most.
	 * @return object[]
	 */
	public function chunk( Request_Filter $filter, ?array $after, int $limit ): array {
		global $wpdb;
		[ $where, $args ] = $this->where( $filter );
		$direction        = 'asc' === $filter->order ? 'ASC' : 'DESC';
		if ( null !== $after ) {
			$op     = 'ASC' === $direction ? '>' : '<';
			$where .= " AND (r.created_at $op %s OR (r.created_at = %s AND r.id $op %d))";
			array_push( $args, $after[0], $after[0], $after[1] );
		}
		$from   = self::from();
		$args[] = $limit;
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared
		return $wpdb->get_results( $wpdb->prepare( 'SELECT ' . self::COLUMNS . " FROM $from WHERE $where ORDER BY r.created_at $direction, r.id $direction LIMIT %d", $args ) );
	}

	/**
	 * One request with its contact's columns.
	 *
	 * @param int $id Request id.
	 */
	public function find( int $id ): ?object {
		global $wpdb;
		$from = self::from();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT ' . self::COLUMNS . " FROM $from WHERE r.id = %d", $id ) );
		return $row ? $row : null;
	}

	/**
	 * The prepared SQL of a page's ids (public for EXPLAIN in the tests). The contacts are joined only
	 * when the search or the order needs them; for an order by name or e-mail they are read first
	 * (STRAIGHT_JOIN), in the order of their index, and each one's requests through contact_id (in id
	 * order, the index's own): the first rows come without sorting the whole join. Every request has
	 * its contact (the erasure deletes both), so the inner join finds the rows the count counts.
	 *
	 * @param Request_Filter $filter   Filters and order.
	 * @param int            $per_page Rows per page.
	 * @param int            $offset   Rows skipped.
	 * @param bool           $reverse  Whether to read the order backwards (for the far half).
	 */
	public function page_sql( Request_Filter $filter, int $per_page, int $offset, bool $reverse = false ): string {
		global $wpdb;
		[ $where, $args ] = $this->where( $filter );
		if ( self::by_contact( $filter ) ) {
			$from = Tables::name( 'contacts' ) . ' c STRAIGHT_JOIN ' . Tables::name( 'requests' ) . ' r ON r.contact_id = c.id';
		} else {
			$from = '' === $filter->search ? Tables::name( 'requests' ) . ' r' : self::from();
		}
		$order = $this->order( $filter, $reverse );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- the filter's placeholders come with their arguments.
		return $wpdb->prepare( "SELECT r.id FROM $from WHERE $where ORDER BY $order LIMIT %d OFFSET %d", array_merge( $args, array( $per_page, $offset ) ) );
	}

	/**
	 * Whether the order is the contacts' (name or e-mail).
	 *
	 * @param Request_Filter $filter Order.
	 */
	private static function by_contact( Request_Filter $filter ): bool {
		return in_array( $filter->orderby, array( 'name', 'email' ), true );
	}

	/**
	 * The requests with their contacts (a LEFT JOIN: the count needs no join and finds the same rows).
	 */
	private static function from(): string {
		return Tables::name( 'requests' ) . ' r LEFT JOIN ' . Tables::name( 'contacts' ) . ' c ON c.id = r.contact_id';
	}

	/**
	 * WHERE clause (placeholders) and its arguments.
	 *
	 * @param Request_Filter $filter Filters.
	 * @return array{0:string,1:array<int,string>}
	 */
	private function where( Request_Filter $filter ): array {
		$where = array( '1=1' );
		$args  = array();
		foreach ( array( 'type', 'status', 'workflow' ) as $column ) {
			if ( null !== $filter->$column ) {
				$where[] = "r.$column = %s";
				$args[]  = $filter->$column;
			}
		}
		if ( null !== $filter->after ) {
			$where[] = 'r.created_at > %s';
			$args[]  = $filter->after;
		}
		if ( null !== $filter->before ) {
			$where[] = 'r.created_at < %s';
			$args[]  = $filter->before;
		}
		[ $search, $search_args ] = Contact_List::search_condition( 'c', $filter->search );
		$where[]                  = $search;
		return array( implode( ' AND ', $where ), array_merge( $args, $search_args ) );
	}

	/**
	 * ORDER BY clause; the id last, so pages never overlap (for the contacts' orders the contact's id:
	 * its requests follow in id order from the join, see page_sql()).
	 *
	 * @param Request_Filter $filter  Order.
	 * @param bool           $reverse Whether to reverse the direction.
	 */
	private function order( Request_Filter $filter, bool $reverse = false ): string {
		$dir     = ( 'asc' === $filter->order ) !== $reverse ? 'ASC' : 'DESC';
		$columns = array(
			'date'     => array( 'r.created_at', 'r.id' ),
			'name'     => array( 'c.lastname', 'c.firstname', 'c.id' ),
			'email'    => array( 'c.email', 'c.id' ),
			'type'     => array( 'r.type', 'r.created_at', 'r.id' ),
			'workflow' => array( 'r.workflow', 'r.created_at', 'r.id' ),
		)[ $filter->orderby ] ?? array( 'r.created_at', 'r.id' );
		return implode( ', ', array_map( static fn ( $column ) => "$column $dir", $columns ) );
	}
}
