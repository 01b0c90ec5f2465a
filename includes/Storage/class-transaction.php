<?php
/**
 * Database transactions that nest (savepoints inside an open transaction).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Storage;

defined( 'ABSPATH' ) || exit;

/**
 * Wraps work in a transaction. Nested calls use savepoints, so a caller that already holds a
 * transaction (a test, a later batch job) keeps it: MySQL would otherwise commit it implicitly.
 */
final class Transaction {
	// phpcs:disable WordPress.DB.DirectDatabaseQuery -- transaction control has nothing to cache.

	/**
	 * How many transactions are open on this connection through this class.
	 *
	 * @var int
	 */
	private static int $depth = 0;

	/**
	 * Runs $work inside a transaction; commits when it returns, rolls back when it throws.
	 *
	 * @template T
	 * @param callable(): T $work The work.
	 * @return T
	 * @throws \Throwable Whatever $work throws, after the rollback.
	 */
	public static function run( callable $work ) {
		self::begin();
		try {
			$result = $work();
		} catch ( \Throwable $e ) {
			self::rollback();
			throw $e;
		}
		self::commit();
		return $result;
	}

	/**
	 * Opens a transaction or a savepoint.
	 */
	public static function begin(): void {
		global $wpdb;
		if ( 0 === self::$depth ) {
			$wpdb->query( 'START TRANSACTION' );
		} else {
			$wpdb->query( 'SAVEPOINT immo_wizards_sp' . self::$depth ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- the name is built from an integer.
		}
		++self::$depth;
	}

	/**
	 * Commits the innermost transaction or releases its savepoint.
	 */
	public static function commit(): void {
		global $wpdb;
		--self::$depth;
		if ( 0 === self::$depth ) {
			$wpdb->query( 'COMMIT' );
		} else {
			$wpdb->query( 'RELEASE SAVEPOINT immo_wizards_sp' . self::$depth ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- the name is built from an integer.
		}
	}

	/**
	 * Rolls back the innermost transaction or savepoint.
	 */
	public static function rollback(): void {
		global $wpdb;
		--self::$depth;
		if ( 0 === self::$depth ) {
			$wpdb->query( 'ROLLBACK' );
		} else {
			$wpdb->query( 'ROLLBACK TO SAVEPOINT immo_wizards_sp' . self::$depth ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- the name is built from an integer.
		}
	}

	/**
	 * Number of open transactions (0 when none).
	 */
	public static function depth(): int {
		return self::$depth;
	}
	// phpcs:enable
}
