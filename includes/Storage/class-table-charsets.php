<?php
/**
 * The character sets of the plugin's tables, known without asking the database.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Storage;

defined( 'ABSPATH' ) || exit;

/**
 * Before `$wpdb->insert()` (and any query with non-ASCII text) writes to a table, wpdb asks the
 * database for the table's columns (`SHOW FULL COLUMNS`) once per table and request: four such
 * queries on every wizard submit. The plugin's tables change only in migrations, so their character
 * sets are read there and kept in an autoloaded option; wpdb's own pre-filters answer from it. A
 * table missing from the option (not migrated since) is left to wpdb's check as before.
 */
final class Table_Charsets {
	// phpcs:disable WordPress.DB.DirectDatabaseQuery -- schema reads at migration time.

	/** Table name => the character set wpdb would find for it. */
	public const OPTION = 'immo_wizards_table_charsets';

	/**
	 * Answers wpdb's charset lookups for the plugin's tables.
	 */
	public static function register(): void {
		add_filter( 'pre_get_table_charset', array( self::class, 'of_table' ), 10, 2 );
		add_filter( 'pre_get_col_charset', array( self::class, 'of_table' ), 10, 2 );
	}

	/**
	 * Filter: the recorded character set of a plugin table (every text column of a plugin table has
	 * the table's one), or the value unchanged for other tables.
	 *
	 * @param string|null $charset The answer so far (null: wpdb asks the database).
	 * @param string      $table   Table name as the query spells it.
	 * @return string|null
	 */
	public static function of_table( $charset, $table ) {
		if ( null !== $charset || ! is_string( $table ) ) {
			return $charset;
		}
		$known = get_option( self::OPTION );
		$name  = strtolower( $table );
		return is_array( $known ) && isset( $known[ $name ] ) && is_string( $known[ $name ] ) ? $known[ $name ] : null;
	}

	/**
	 * Reads the character sets of the plugin's tables (after the schema was written) and keeps them.
	 * Tables with binary columns or mixed character sets are left out: wpdb's full check handles them.
	 */
	public static function record(): void {
		if ( defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE ) {
			return;
		}
		$columns = Tables::schema_rows( 'COLUMNS', 'TABLE_NAME AS name, DATA_TYPE AS type, CHARACTER_SET_NAME AS charset' );
		$sets    = array();
		foreach ( (array) $columns as $column ) {
			$table            = strtolower( (string) $column->name );
			$sets[ $table ] ??= array();
			if ( in_array( strtolower( (string) $column->type ), array( 'binary', 'varbinary', 'tinyblob', 'blob', 'mediumblob', 'longblob' ), true ) ) {
				$sets[ $table ]['binary'] = true;
			} elseif ( null !== $column->charset ) {
				$sets[ $table ][ 'utf8mb3' === $column->charset ? 'utf8' : strtolower( (string) $column->charset ) ] = true;
			}
		}
		$known = array();
		foreach ( $sets as $table => $charsets ) {
			if ( 1 === count( $charsets ) && ! isset( $charsets['binary'] ) ) {
				$known[ $table ] = (string) key( $charsets );
			}
		}
		update_option( self::OPTION, $known, true );
	}
}
