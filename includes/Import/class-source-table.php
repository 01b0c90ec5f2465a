<?php
/**
 * Where imported listings come from.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Import;

use ImmoWizards\Errors\Storage_Error;
use ImmoWizards\Storage\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * One row per imported listing: a hash of provider + object key (unique, so an object is found in one
 * indexed lookup and never imported twice), the provider's hash (for full transfers), the hash of what
 * was imported last (an unchanged object is skipped) and the last import that carried it.
 */
final class Source_Table {
	// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables.

	/**
	 * The key of an object.
	 *
	 * @param string $provider Provider id.
	 * @param string $key      Object key (objektnr_extern, else openimmo_obid).
	 */
	public static function source_key( string $provider, string $key ): string {
		return hash( 'sha256', 'object|' . $provider . "\0" . $key );
	}

	/**
	 * The key of a provider.
	 *
	 * @param string $provider Provider id.
	 */
	public static function provider_key( string $provider ): string {
		return hash( 'sha256', 'provider|' . $provider );
	}

	/**
	 * The row of an object.
	 *
	 * @param string $source_key From source_key().
	 */
	public function find( string $source_key ): ?object {
		global $wpdb;
		$table = Tables::name( 'property_sources' );
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM $table WHERE source_key = %s", $source_key ) );
		return $row ? $row : null;
	}

	/**
	 * Writes a listing's row.
	 *
	 * @param int    $post_id      Listing id.
	 * @param string $source_key   Object key hash.
	 * @param string $provider_key Provider hash.
	 * @param string $content_hash Hash of the imported content.
	 * @param int    $import_id    Import that carried it.
	 * @throws Storage_Error When the write fails.
	 */
	public function save( int $post_id, string $source_key, string $provider_key, string $content_hash, int $import_id ): void {
		global $wpdb;
		$result = $wpdb->replace(
			Tables::name( 'property_sources' ),
			array(
				'post_id'      => $post_id,
				'source_key'   => $source_key,
				'provider_key' => $provider_key,
				'content_hash' => $content_hash,
				'seen_import'  => $import_id,
				'updated_at'   => Tables::now(),
			),
			array( '%d', '%s', '%s', '%s', '%d', '%s' )
		);
		Storage_Error::check( $result, 'save property source' );
	}

	/**
	 * Records that an import carried a listing (without changing it).
	 *
	 * @param int $post_id   Listing id.
	 * @param int $import_id Import id.
	 * @throws Storage_Error When the write fails.
	 */
	public function mark_seen( int $post_id, int $import_id ): void {
		global $wpdb;
		Storage_Error::check( $wpdb->update( Tables::name( 'property_sources' ), array( 'seen_import' => $import_id ), array( 'post_id' => $post_id ), array( '%d' ), array( '%d' ) ), 'mark property seen' );
	}

	/**
	 * Forgets a listing.
	 *
	 * @param int $post_id Listing id.
	 */
	public function delete( int $post_id ): void {
		global $wpdb;
		$wpdb->delete( Tables::name( 'property_sources' ), array( 'post_id' => $post_id ), array( '%d' ) );
	}

	/**
	 * Listings of these providers.
	 *
	 * @param string[] $provider_keys Provider hashes.
	 */
	public function count( array $provider_keys ): int {
		global $wpdb;
		if ( ! $provider_keys ) {
			return 0;
		}
		$table = Tables::name( 'property_sources' );
		$in    = implode( ',', array_fill( 0, count( $provider_keys ), '%s' ) );
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM $table WHERE provider_key IN ($in)", $provider_keys ) ); // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare
	}

	/**
	 * Listings of these providers that an import did not carry.
	 *
	 * @param string[] $provider_keys Provider hashes.
	 * @param int      $import_id     Import id.
	 * @return int[]
	 */
	public function not_seen( array $provider_keys, int $import_id ): array {
		global $wpdb;
		if ( ! $provider_keys ) {
			return array();
		}
		$table = Tables::name( 'property_sources' );
		$in    = implode( ',', array_fill( 0, count( $provider_keys ), '%s' ) );
		$args  = array_merge( $provider_keys, array( $import_id ) );
		return array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT post_id FROM $table WHERE provider_key IN ($in) AND seen_import < %d ORDER BY post_id", $args ) ) ); // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare
	}

	/**
	 * The last import that carried a listing (0 when unknown).
	 *
	 * @param int $post_id Listing id.
	 */
	public function seen_import( int $post_id ): int {
		global $wpdb;
		$table = Tables::name( 'property_sources' );
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT seen_import FROM $table WHERE post_id = %d", $post_id ) );
	}
}
