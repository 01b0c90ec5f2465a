<?php
/**
 * The plugin's tables must be transactional.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Storage;

use ImmoWizards\Errors\Storage_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Every write of the plugin relies on transactions; MyISAM ignores them and would keep half a request.
 * Activation and migrations convert tables that are not InnoDB (created by an older version or by a
 * server whose default engine is MyISAM); tables that stay non-transactional are remembered, an admin
 * notice names them and submits are refused until the plugin is activated again on InnoDB tables.
 */
final class Table_Engines {
	// phpcs:disable WordPress.DB.DirectDatabaseQuery -- schema checks, nothing to cache.

	/** Names of the tables that could not be made InnoDB (empty or missing: all fine). */
	public const OPTION = 'immo_wizards_non_transactional_tables';

	/**
	 * Converts non-InnoDB plugin tables and records those that stay.
	 *
	 * @return string[] Tables that are still not InnoDB.
	 */
	public static function ensure(): array {
		global $wpdb;
		$left = self::non_transactional();
		foreach ( $left as $table ) {
			$wpdb->query( "ALTER TABLE `$table` ENGINE=InnoDB" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery.SchemaChange -- our own table names.
		}
		if ( $left ) {
			$left = self::non_transactional();
		}
		// Kept when empty too, autoloaded: every submit checks it, and a missing option costs a query each time.
		update_option( self::OPTION, $left, true );
		return $left;
	}

	/**
	 * Plugin tables whose engine is not InnoDB (none on the SQLite drop-in: SQLite is transactional).
	 *
	 * @return string[]
	 */
	public static function non_transactional(): array {
		if ( defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE ) {
			return array();
		}
		$engine = Tables::schema_rows( 'TABLES', 'TABLE_NAME AS name, ENGINE AS engine' );
		$bad    = array();
		foreach ( (array) $engine as $row ) {
			if ( 'innodb' !== strtolower( (string) $row->engine ) ) {
				$bad[] = (string) $row->name;
			}
		}
		sort( $bad );
		return $bad;
	}

	/**
	 * Tables recorded as non-transactional by the last activation or migration.
	 *
	 * @return string[]
	 */
	public static function refused(): array {
		$tables = get_option( self::OPTION, array() );
		return is_array( $tables ) ? array_map( 'strval', $tables ) : array();
	}

	/**
	 * Throws while tables are recorded as non-transactional (callers store nothing then).
	 *
	 * @throws Storage_Error When a table is not InnoDB.
	 */
	public static function assert_transactional(): void {
		$tables = self::refused();
		if ( $tables ) {
			throw new Storage_Error( 'tables without transactions (not InnoDB): ' . implode( ', ', $tables ) ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped
		}
	}
	// phpcs:enable
}
