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

	/** The requests' indexes that serve their orders (with a filter on the type, status or workflow). */
	private const ORDER_INDEXES = 'created_at, type_created, status_created, workflow_created';

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
		$sort    = $this->sort_is_cheaper( $filter, $total, $reverse ? $total - $offset : $offset + $per_page );
		$sql     = $reverse
			? $this->page_sql( $filter, min( $per_page, $total - $offset ), max( 0, $total - $offset - $per_page ), true, $sort )
			: $this->page_sql( $filter, $per_page, $offset, false, $sort );
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
	 * when the search or the order needs them. Then the order's index is walked and the filter checked
	 * on the way (STRAIGHT_JOIN): for an order by name or e-mail the contacts are read first, in the
	 * order of their index, and each one's requests through contact_id (in id order, the index's own);
	 * for a search the requests in their order, each one's contact checked. The first rows come
	 * without sorting the whole join. Sorted instead, the filter's rows are found through its indexes
	 * (the requests' filter, or the search's on the contacts) and sorted: the same order, the request id
	 * last (ascending in either direction for the contacts' orders, as their walk yields them). Every
	 * request has its contact (the erasure deletes both), so the inner join finds the rows the count
	 * counts.
	 *
	 * @param Request_Filter $filter   Filters and order.
	 * @param int            $per_page Rows per page.
	 * @param int            $offset   Rows skipped.
	 * @param bool           $reverse  Whether to read the order backwards (for the far half).
	 * @param bool           $sort     Whether to sort the filter's rows instead of walking the order.
	 */
	public function page_sql( Request_Filter $filter, int $per_page, int $offset, bool $reverse = false, bool $sort = false ): string {
		global $wpdb;
		[ $where, $args ] = $this->where( $filter );
		$order            = $this->order( $filter, $reverse );
		$requests         = Tables::name( 'requests' );
		$contacts         = Tables::name( 'contacts' );
		if ( ! self::walks( $filter ) ) {
			$from = "$requests r";
		} elseif ( $sort ) {
			$join   = '' === $filter->search ? 'STRAIGHT_JOIN' : 'JOIN';
			$from   = "$requests r IGNORE INDEX FOR ORDER BY (" . self::ORDER_INDEXES . ") $join $contacts c IGNORE INDEX FOR ORDER BY (email, name_order) ON c.id = r.contact_id";
			$order .= self::by_contact( $filter ) ? ', r.id ASC' : '';
		} elseif ( self::by_contact( $filter ) ) {
			$from = "$contacts c STRAIGHT_JOIN $requests r ON r.contact_id = c.id";
		} else {
			$from = "$requests r FORCE INDEX FOR ORDER BY (" . self::ORDER_INDEXES . ") STRAIGHT_JOIN $contacts c ON c.id = r.contact_id";
		}
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- the filter's placeholders come with their arguments.
		return $wpdb->prepare( "SELECT r.id FROM $from WHERE $where ORDER BY $order LIMIT %d OFFSET %d", array_merge( $args, array( $per_page, $offset ) ) );
	}

	/**
	 * Whether sorting the filter's rows costs less than walking the order to the page. The walk
	 * checks the rows on the way, so for a filter that keeps few of them it reads about (rows to reach)
	 * × all / matching rows; the sort reads the matching ones, at about three times the walk's cost
	 * per row (measured with tools/bench.sh inbox), so it never reads more than a third of the table.
	 *
	 * @param Request_Filter $filter Filters and order.
	 * @param int            $total  Rows the filter matches.
	 * @param int            $reach  Rows the walk has to find (skipped ones and the page).
	 */
	private function sort_is_cheaper( Request_Filter $filter, int $total, int $reach ): bool {
		global $wpdb;
		if ( ! self::walks( $filter ) || $total < 1 ) {
			return false;
		}
		// The highest id bounds the rows from above (read from the index's end, no count needed).
		$all = (int) $wpdb->get_var( 'SELECT MAX(id) FROM ' . Tables::name( 'requests' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery
		return 3 * $total < min( $all, $reach * $all / $total );
	}

	/**
	 * Whether the order's index serves the filter only partly (a search or the contacts' order), so
	 * reaching a page means checking rows the filter drops.
	 *
	 * @param Request_Filter $filter Filters and order.
	 */
	private static function walks( Request_Filter $filter ): bool {
		return self::by_contact( $filter ) || '' !== $filter->search;
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
