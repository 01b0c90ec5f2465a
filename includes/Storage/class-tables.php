<?php
/**
 * Names of the plugin's tables.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Storage;

defined( 'ABSPATH' ) || exit;

/**
 * One place that knows the table names: `{$wpdb->prefix}immo_<name>`.
 */
final class Tables {

	public const ALL = array( 'contacts', 'requests', 'consents', 'keys', 'outbox', 'rate_limits', 'locations', 'saved_searches', 'form_tokens', 'property_lookup', 'property_regions', 'property_sources', 'imports', 'import_log', 'search_regions', 'alert_log', 'alert_queue', 'webhook_deliveries' );

	/**
	 * Full table name.
	 *
	 * @param string $name Short name, one of self::ALL.
	 */
	public static function name( string $name ): string {
		global $wpdb;
		return $wpdb->prefix . 'immo_' . $name;
	}

	/**
	 * Rows of an information_schema view about the plugin's tables (engines, columns).
	 *
	 * @param string $view    TABLES or COLUMNS.
	 * @param string $columns The view's columns to select (constant SQL of the caller).
	 * @return object[]
	 */
	public static function schema_rows( string $view, string $columns ): array {
		global $wpdb;
		$names = array_map( array( self::class, 'name' ), self::ALL );
		$marks = implode( ',', array_fill( 0, count( $names ), '%s' ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare,WordPress.DB.DirectDatabaseQuery -- one placeholder per name; schema reads.
		return (array) $wpdb->get_results( $wpdb->prepare( "SELECT $columns FROM information_schema.$view WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME IN ($marks)", $names ) );
	}

	/**
	 * Current UTC time as a MySQL DATETIME string, optionally shifted.
	 *
	 * @param int $offset Seconds to add.
	 */
	public static function now( int $offset = 0 ): string {
		return gmdate( 'Y-m-d H:i:s', time() + $offset );
	}
}
