<?php
/**
 * Where the funnel's counters happened.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Analytics;

use ImmoWizards\Errors\Storage_Error;
use ImmoWizards\Storage\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * One row per distinct source (page, embedding website, campaign values), found by the hash of its
 * values; counters refer to it by id.
 */
final class Source_Repository {
	// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared -- the table names are ours; values are prepared.

	/**
	 * The id of a source, or null when it is not stored yet.
	 *
	 * @param Funnel_Source $source Source.
	 */
	public function find_id( Funnel_Source $source ): ?int {
		global $wpdb;
		$table = self::table();
		$id    = $wpdb->get_var( $wpdb->prepare( "SELECT id FROM $table WHERE source_key = %s", $source->key() ) );
		return null === $id ? null : (int) $id;
	}

	/**
	 * The id of a source, stored first when new (a concurrent insert of the same source wins the key).
	 *
	 * @param Funnel_Source $source Source.
	 * @param string        $day    Today (Y-m-d).
	 * @throws Storage_Error When the database fails.
	 */
	public function id_for( Funnel_Source $source, string $day ): int {
		$id = $this->find_id( $source );
		if ( null !== $id ) {
			return $id;
		}
		global $wpdb;
		$table  = self::table();
		$result = $wpdb->query(
			$wpdb->prepare(
				"INSERT INTO $table (source_key, post_id, embed_origin, utm_source, utm_campaign, created_on) VALUES (%s, %d, %s, %s, %s, %s) ON DUPLICATE KEY UPDATE source_key = source_key",
				$source->key(),
				$source->post_id,
				$source->origin,
				$source->utm_source,
				$source->utm_campaign,
				$day
			)
		);
		Storage_Error::check( $result, 'store funnel source' );
		$id = $this->find_id( $source );
		if ( null === $id ) {
			throw new Storage_Error( 'store funnel source: not found after the insert' );
		}
		return $id;
	}

	/**
	 * How many sources with campaign values were first seen on a day.
	 *
	 * @param string $day Y-m-d.
	 */
	public function campaigns_created_on( string $day ): int {
		global $wpdb;
		$table = self::table();
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM $table WHERE created_on = %s AND (utm_source <> '' OR utm_campaign <> '')", $day ) );
	}

	/**
	 * Sources by id.
	 *
	 * @param int[] $ids Ids.
	 * @return array<int, Funnel_Source>
	 */
	public function find_many( array $ids ): array {
		global $wpdb;
		$ids = array_values( array_unique( array_map( 'intval', $ids ) ) );
		if ( ! $ids ) {
			return array();
		}
		$table  = self::table();
		$rows   = (array) $wpdb->get_results( "SELECT id, post_id, embed_origin, utm_source, utm_campaign FROM $table WHERE id IN (" . implode( ',', $ids ) . ')' );
		$result = array();
		foreach ( $rows as $row ) {
			$result[ (int) $row->id ] = new Funnel_Source( (int) $row->post_id, (string) $row->embed_origin, (string) $row->utm_source, (string) $row->utm_campaign );
		}
		return $result;
	}

	/**
	 * A day's hits per campaign value of one column, most frequent first (for the fold).
	 *
	 * @param string $day    Y-m-d.
	 * @param string $column 'utm_source' or 'utm_campaign'.
	 * @return array<int, array{0:string,1:int[]}> [value, its source ids] by hits, descending.
	 */
	public function campaign_values( string $day, string $column ): array {
		global $wpdb;
		$column = 'utm_campaign' === $column ? 'utm_campaign' : 'utm_source';
		$table  = self::table();
		$counts = Tables::name( 'funnel_counts' );
		$rows   = (array) $wpdb->get_results(
			$wpdb->prepare(
				"SELECT s.$column AS value, SUM(c.hits) AS hits, GROUP_CONCAT(DISTINCT s.id) AS ids FROM $counts c JOIN $table s ON s.id = c.source_id WHERE c.day = %s AND s.$column NOT IN ('', %s) GROUP BY s.$column ORDER BY hits DESC, value ASC",
				$day,
				Funnel_Source::OTHER
			)
		);
		return array_map( static fn ( $row ) => array( (string) $row->value, array_map( 'intval', explode( ',', (string) $row->ids ) ) ), $rows );
	}

	/**
	 * Deletes sources first seen before $day that no counter and no pending request refers to.
	 *
	 * @param string $day   Y-m-d.
	 * @param int    $limit Rows.
	 * @return int Rows deleted.
	 */
	public function delete_unused( string $day, int $limit ): int {
		global $wpdb;
		$table   = self::table();
		$counts  = Tables::name( 'funnel_counts' );
		$pending = Tables::name( 'funnel_pending' );
		$ids     = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT s.id FROM $table s WHERE s.created_on < %s AND NOT EXISTS (SELECT 1 FROM $counts c WHERE c.source_id = s.id) AND NOT EXISTS (SELECT 1 FROM $pending p WHERE p.source_id = s.id) ORDER BY s.id LIMIT %d",
				$day,
				$limit
			)
		);
		if ( ! $ids ) {
			return 0;
		}
		return (int) $wpdb->query( "DELETE FROM $table WHERE id IN (" . implode( ',', array_map( 'intval', $ids ) ) . ')' );
	}

	/**
	 * The table.
	 */
	private static function table(): string {
		return Tables::name( 'funnel_sources' );
	}
}
