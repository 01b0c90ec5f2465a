<?php
/**
 * Which saved searches a listing matches.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Alerts;

use ImmoWizards\Errors\Storage_Error;
use ImmoWizards\Storage\Search_Region_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * One INSERT … SELECT per batch of listings: lookup row → its regions → the region rows of the searches
 * with the same marketing and object type, which carry the criteria (Alert_Schema,
 * Search_Region_Repository). The pairs land in the alert log; its unique key drops pairs that were
 * found before, so no listing is ever announced twice for the same search.
 */
final class Matcher {

	/** Listings per query: the work grows with the listings, memory stays flat. */
	public const BATCH = 100;

	/**
	 * Constructor.
	 *
	 * @param Alert_Log                $log     Found pairs.
	 * @param Search_Region_Repository $regions The searches' criteria.
	 */
	public function __construct( private Alert_Log $log = new Alert_Log(), private Search_Region_Repository $regions = new Search_Region_Repository() ) {
	}

	/**
	 * Logs the new (saved search, listing) pairs of these listings as pending alerts.
	 *
	 * @param int[] $post_ids Listing ids.
	 * @return int New pairs.
	 * @throws Storage_Error When a query fails.
	 */
	public function match( array $post_ids ): int {
		$added = 0;
		foreach ( array_chunk( array_values( array_unique( array_map( 'intval', $post_ids ) ) ), self::BATCH ) as $batch ) {
			$added += $this->log->add_pending( $this->regions->pairs_sql( $batch ) );
		}
		return $added;
	}

	/**
	 * How many published, active listings match each of these saved searches now (the portal's
	 * Suchprofile cards). Searches without criteria rows (inactive, unconfirmed) are left out.
	 *
	 * @param int[] $search_ids Saved search ids.
	 * @return array<int,int> Count by saved search id (only searches with a match).
	 */
	public function counts( array $search_ids ): array {
		return $this->regions->match_counts( $search_ids );
	}
}
