<?php
/**
 * Database transactions that nest (savepoints inside an open transaction).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Storage;

use ImmoWizards\Errors\Storage_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Wraps work in a transaction. Nested calls use savepoints, so a caller that already holds a
 * transaction (a test, a later batch job) keeps it: MySQL would otherwise commit it implicitly.
 *
 * Every control statement is checked: a failed START, SAVEPOINT, COMMIT or ROLLBACK throws, so nobody
 * answers "stored" for work that was not. wpdb silently reconnects when the server went away and then
 * runs every later statement in autocommit mode; a reconnect inside a transaction is noticed (the
 * connection's id changes, and wpdb's connect hook fires), the new connection is kept out of
 * autocommit until the transaction ends, and the transaction fails as a whole instead of half.
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
	 * CONNECTION_ID() when the outermost transaction started (0 where the database has none).
	 *
	 * @var int
	 */
	private static int $connection = 0;

	/**
	 * Whether wpdb reconnected while a transaction was open.
	 *
	 * @var bool
	 */
	private static bool $reconnected = false;

	/**
	 * Runs $work inside a transaction; commits when it returns, rolls back when it throws.
	 *
	 * @template T
	 * @param callable(): T $work The work.
	 * @return T
	 * @throws \Throwable Whatever $work throws (after the rollback); Storage_Error when the transaction
	 *                    cannot be started, committed or rolled back.
	 */
	public static function run( callable $work ) {
		self::begin();
		try {
			$result = $work();
		} catch ( \Throwable $e ) {
			try {
				self::rollback();
			} catch ( Storage_Error $failed ) {
				throw new Storage_Error( $failed->getMessage() . ' (after: ' . $e->getMessage() . ')', 0, $e ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped
			}
			throw $e;
		}
		self::commit();
		return $result;
	}

	/**
	 * Opens a transaction or a savepoint.
	 *
	 * @throws Storage_Error When the database refuses.
	 */
	public static function begin(): void {
		global $wpdb;
		if ( 0 === self::$depth ) {
			if ( ! has_filter( 'incompatible_sql_modes', array( self::class, 'on_connect' ) ) ) {
				add_filter( 'incompatible_sql_modes', array( self::class, 'on_connect' ) );
			}
			self::$reconnected = false;
			Storage_Error::check( $wpdb->query( 'START TRANSACTION' ), 'start transaction' );
			self::$connection = self::connection_id();
		} else {
			Storage_Error::check( $wpdb->query( 'SAVEPOINT immo_wizards_sp' . self::$depth ), 'savepoint' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- the name is built from an integer.
		}
		++self::$depth;
	}

	/**
	 * Commits the innermost transaction or releases its savepoint.
	 *
	 * @throws Storage_Error When the commit fails or the connection was replaced meanwhile (then
	 *                       nothing of the transaction is stored).
	 */
	public static function commit(): void {
		global $wpdb;
		if ( self::$depth > 1 ) {
			--self::$depth;
			Storage_Error::check( $wpdb->query( 'RELEASE SAVEPOINT immo_wizards_sp' . self::$depth ), 'release savepoint' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- the name is built from an integer.
			return;
		}
		// The depth stays 1 until the COMMIT is answered, so a reconnect while committing is noticed too
		// (wpdb would repeat the COMMIT on the new connection, where it commits nothing).
		try {
			$lost      = self::$reconnected || self::connection_id() !== self::$connection;
			$committed = $lost ? false : $wpdb->query( 'COMMIT' );
			if ( $lost || self::$reconnected ) {
				self::$reconnected = true; // close() drops whatever this connection still holds.
				throw new Storage_Error( 'commit: the database connection was lost inside the transaction' );
			}
			if ( false === $committed ) {
				$error = $wpdb->last_error;
				$wpdb->query( 'ROLLBACK' ); // Whatever the server kept of it: gone.
				$wpdb->last_error = $error; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
			}
			Storage_Error::check( $committed, 'commit' );
		} finally {
			self::close();
		}
	}

	/**
	 * Rolls back the innermost transaction or savepoint.
	 *
	 * @throws Storage_Error When the rollback fails.
	 */
	public static function rollback(): void {
		global $wpdb;
		if ( self::$depth > 1 ) {
			--self::$depth;
			Storage_Error::check( $wpdb->query( 'ROLLBACK TO SAVEPOINT immo_wizards_sp' . self::$depth ), 'rollback to savepoint' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- the name is built from an integer.
			return;
		}
		try {
			// After a reconnect the server already dropped the transaction with the old connection.
			$result = $wpdb->query( 'ROLLBACK' );
			if ( ! self::$reconnected ) {
				Storage_Error::check( $result, 'rollback' );
			}
		} finally {
			self::close();
		}
	}

	/**
	 * Number of open transactions (0 when none).
	 */
	public static function depth(): int {
		return self::$depth;
	}

	/**
	 * `incompatible_sql_modes` runs in wpdb::db_connect(), i.e. on every (re)connect. Inside a
	 * transaction that means the server dropped it: wpdb is about to repeat the failed statement on a
	 * new connection in autocommit mode. Autocommit is switched off there, so that statement and the
	 * ones after it wait for commit(), which refuses them.
	 *
	 * @param mixed $modes SQL modes (returned unchanged).
	 * @return mixed
	 */
	public static function on_connect( $modes ) {
		global $wpdb;
		$dbh = $wpdb->dbh;
		// Only a new connection counts (set_sql_mode() may also be called on the old one).
		// phpcs:ignore WordPress.DB.RestrictedFunctions.mysql_mysqli_thread_id -- reads the id, no query.
		if ( self::$depth > 0 && $dbh instanceof \mysqli && mysqli_thread_id( $dbh ) !== self::$connection ) {
			self::$reconnected = true;
			// wpdb::query() would recurse into the half-built connection; this is one plain statement.
			mysqli_query( $dbh, 'SET autocommit = 0' ); // phpcs:ignore WordPress.DB.RestrictedFunctions.mysql_mysqli_query
		}
		return $modes;
	}

	/**
	 * Ends the outermost transaction's bookkeeping. After a reconnect, what ran on the replacement
	 * connection is dropped and the connection gets autocommit back (depth 0 first: a further reconnect
	 * here must not switch autocommit off again).
	 */
	private static function close(): void {
		global $wpdb;
		self::$depth = 0;
		if ( self::$reconnected ) {
			self::$reconnected = false;
			$wpdb->query( 'ROLLBACK' );
			$wpdb->query( 'SET autocommit = 1' );
		}
	}

	/**
	 * The server's id of the current connection; 0 on databases without one (the SQLite drop-in,
	 * which has no connection to lose).
	 */
	private static function connection_id(): int {
		global $wpdb;
		if ( defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE ) {
			return 0;
		}
		return (int) $wpdb->get_var( 'SELECT CONNECTION_ID()' );
	}
	// phpcs:enable
}
