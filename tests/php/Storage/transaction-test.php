<?php
/**
 * Transaction: failed control statements and a lost connection never answer "stored".
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Storage;

use ImmoWizards\Errors\Storage_Error;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Storage\Transaction;
use ImmoWizards\Tests\Request_Payloads;
use ImmoWizards\Tests\Test_Case;

/**
 * These tests leave the test's own transaction and commit for real (a COMMIT or a lost connection
 * cannot be tried inside one); tearDown() deletes what they committed.
 */
final class Transaction_Test extends Test_Case {

	use Request_Payloads;

	/**
	 * The error log before a test silenced it.
	 *
	 * @var string
	 */
	private string $error_log = '';

	/**
	 * Leaves the per-test transaction.
	 */
	protected function setUp(): void {
		parent::setUp();
		Transaction::rollback();
		$this->error_log = (string) ini_set( 'error_log', '/dev/null' ); // phpcs:ignore WordPress.PHP.IniSet.Risky
	}

	/**
	 * Deletes the committed rows.
	 */
	protected function tearDown(): void {
		global $wpdb;
		remove_all_filters( 'query' );
		$wpdb->suppress_errors( false );
		ini_set( 'error_log', $this->error_log ); // phpcs:ignore WordPress.PHP.IniSet.Risky
		while ( Transaction::depth() > 0 ) {
			Transaction::rollback();
		}
		// Every table the tests write (the seeded regions stay), used form tokens included.
		foreach ( array_diff( Tables::ALL, array( 'locations' ) ) as $table ) {
			$wpdb->query( 'DELETE FROM ' . Tables::name( $table ) ); // phpcs:ignore
		}
		parent::tearDown();
	}

	/**
	 * Replaces one control statement by a failing one.
	 *
	 * @param string $statement E.g. COMMIT.
	 */
	private function break_statement( string $statement ): void {
		global $wpdb;
		$wpdb->suppress_errors( true );
		add_filter( 'query', static fn ( $query ) => trim( $query ) === $statement ? 'SELECT * FROM immo_wizards_no_such_table' : $query );
	}

	/**
	 * Counts rows as another connection sees them (committed data only).
	 *
	 * @param string $table Short table name.
	 */
	private function committed_rows( string $table ): int {
		$other = new \wpdb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
		$count = (int) $other->get_var( 'SELECT COUNT(*) FROM ' . Tables::name( $table ) ); // phpcs:ignore
		$other->close();
		return $count;
	}

	/**
	 * Inserts one counter row (a cheap write to see what was stored).
	 *
	 * @param string $bucket Bucket name.
	 */
	private static function write( string $bucket ): void {
		global $wpdb;
		Storage_Error::check( $wpdb->insert( Tables::name( 'rate_limits' ), array( 'bucket' => $bucket, 'window_start' => 1, 'hits' => 1 ) ), 'test write' ); // phpcs:ignore
	}

	public function test_run_commits(): void {
		Transaction::run( static fn () => self::write( 'a' ) );
		$this->assertSame( 1, $this->committed_rows( 'rate_limits' ) );
		$this->assertSame( 0, Transaction::depth() );
	}

	/**
	 * Runs a write in a transaction whose $statement fails; asserts the error and that nothing is kept.
	 *
	 * @param string $statement Control statement that fails.
	 * @param string $message   Start of the expected error message.
	 */
	private function assert_write_fails_at( string $statement, string $message ): void {
		$this->break_statement( $statement );
		try {
			Transaction::run( static fn () => self::write( 'a' ) );
			$this->fail( 'no exception' );
		} catch ( Storage_Error $e ) {
			$this->assertStringStartsWith( $message, $e->getMessage() );
		}
		remove_all_filters( 'query' );
		$this->assertSame( 0, Transaction::depth() );
		$this->assertSame( 0, $this->committed_rows( 'rate_limits' ) );
		$this->assertSame( 0, $this->count_rows( 'rate_limits' ), 'nothing on this connection either' );
	}

	public function test_a_failed_start_throws(): void {
		$this->assert_write_fails_at( 'START TRANSACTION', 'start transaction' );
	}

	public function test_a_failed_commit_throws_and_keeps_nothing(): void {
		$this->assert_write_fails_at( 'COMMIT', 'commit' );
	}

	public function test_a_failed_rollback_throws_with_the_original_error(): void {
		$this->break_statement( 'ROLLBACK' );
		try {
			Transaction::run(
				static function () {
					throw new \DomainException( 'work failed' );
				}
			);
			$this->fail( 'no exception' );
		} catch ( Storage_Error $e ) {
			$this->assertStringStartsWith( 'rollback', $e->getMessage() );
			$this->assertInstanceOf( \DomainException::class, $e->getPrevious() );
		}
		remove_all_filters( 'query' );
		global $wpdb;
		$wpdb->query( 'ROLLBACK' ); // phpcs:ignore
	}

	public function test_failed_savepoints_throw(): void {
		Transaction::begin();
		$this->break_statement( 'SAVEPOINT immo_wizards_sp1' );
		$this->expectException( Storage_Error::class );
		Transaction::run( static fn () => self::write( 'a' ) );
	}

	public function test_a_submit_whose_commit_fails_answers_503_and_stores_nothing(): void {
		$this->break_statement( 'COMMIT' );
		$response = $this->rest( 'POST', '/wizard/lead', $this->lead_body() );
		remove_all_filters( 'query' );

		$this->assertSame( 503, $response->get_status() );
		$this->assertSame( 'immo_wizards_storage_error', $this->error_code( $response ) );
		foreach ( array( 'contacts', 'requests', 'consents', 'keys', 'outbox' ) as $table ) {
			$this->assertSame( 0, $this->committed_rows( $table ), $table );
		}
		$this->assertSame( array(), $this->mails );
	}

	public function test_a_submit_is_verified_after_the_commit(): void {
		// The COMMIT "succeeds" but the server kept nothing (here: it was a rollback in disguise).
		add_filter( 'query', static fn ( $query ) => 'COMMIT' === trim( $query ) ? 'ROLLBACK' : $query );
		$response = $this->rest( 'POST', '/wizard/lead', $this->lead_body() );
		remove_all_filters( 'query' );

		$this->assertSame( 503, $response->get_status() );
		$this->assertSame( 'immo_wizards_storage_error', $this->error_code( $response ) );
		$this->assertSame( 0, $this->committed_rows( 'requests' ) );
		$this->assertSame( array(), $this->mails, 'no confirmation mail for a request that is not stored' );
	}

	public function test_a_connection_lost_inside_the_submit_stores_nothing_and_answers_503(): void {
		global $wpdb;
		$requests = Tables::name( 'requests' );
		$killed   = false;
		add_filter(
			'query',
			static function ( $query ) use ( $requests, &$killed, $wpdb ) {
				if ( ! $killed && str_starts_with( ltrim( $query ), "INSERT INTO `$requests`" ) ) {
					$killed = true;
					// Another connection ends ours, as a server restart or a wait_timeout would.
					$id    = (int) $wpdb->get_var( 'SELECT CONNECTION_ID()' );
					$other = new \wpdb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
					$other->query( "KILL CONNECTION $id" ); // phpcs:ignore
					$other->close();
				}
				return $query;
			}
		);
		$wpdb->suppress_errors( true );
		$response = $this->rest( 'POST', '/wizard/lead', $this->lead_body() );
		remove_all_filters( 'query' );

		$this->assertTrue( $killed );
		$this->assertSame( 503, $response->get_status() );
		foreach ( array( 'contacts', 'requests', 'consents', 'keys', 'outbox' ) as $table ) {
			$this->assertSame( 0, $this->committed_rows( $table ), "nothing half stored in $table" );
		}
		$this->assertSame( array(), $this->mails );

		// The replacement connection is back in autocommit: the next submit is stored for real.
		$this->assertSame( '1', (string) $wpdb->get_var( 'SELECT @@autocommit' ) );
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $this->lead_body() )->get_status() );
		$this->assertSame( 1, $this->committed_rows( 'requests' ) );
		$this->assertSame( 1, $this->committed_rows( 'contacts' ) );
	}

	public function test_a_connection_lost_between_statements_fails_the_commit(): void {
		global $wpdb;
		$this->expectException( Storage_Error::class );
		$this->expectExceptionMessage( 'connection was lost' );
		try {
			Transaction::run(
				static function () use ( $wpdb ) {
					self::write( 'before' );
					$id    = (int) $wpdb->get_var( 'SELECT CONNECTION_ID()' );
					$other = new \wpdb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
					$other->query( "KILL CONNECTION $id" ); // phpcs:ignore
					$other->close();
					$wpdb->suppress_errors( true );
					self::write( 'after' );
				}
			);
		} finally {
			$this->assertSame( 0, $this->committed_rows( 'rate_limits' ), 'neither the write before nor after the reconnect' );
		}
	}

	/**
	 * Ends this test's connection from another one, as a server restart or a wait_timeout would.
	 */
	private static function kill_connection(): void {
		global $wpdb;
		$id    = (int) $wpdb->get_var( 'SELECT CONNECTION_ID()' );
		$other = new \wpdb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
		$other->query( "KILL CONNECTION $id" ); // phpcs:ignore
		$other->close();
		$wpdb->suppress_errors( true );
	}

	public function test_a_connection_lost_right_before_the_commit_fails_it(): void {
		global $wpdb;
		$killed = false;
		add_filter(
			'query',
			static function ( $query ) use ( &$killed ) {
				if ( ! $killed && 'COMMIT' === trim( $query ) ) {
					$killed = true;
					self::kill_connection();
				}
				return $query;
			}
		);
		try {
			Transaction::run( static fn () => self::write( 'a' ) );
			$this->fail( 'no exception' );
		} catch ( Storage_Error $e ) {
			$this->assertTrue( $killed );
		}
		remove_all_filters( 'query' );
		$this->assertSame( 0, Transaction::depth() );
		$this->assertSame( 0, $this->committed_rows( 'rate_limits' ) );
		$this->assertSame( '1', (string) $wpdb->get_var( 'SELECT @@autocommit' ), 'the new connection commits again' );
		Transaction::run( static fn () => self::write( 'b' ) );
		$this->assertSame( 1, $this->committed_rows( 'rate_limits' ) );
	}

	public function test_set_sql_mode_on_the_same_connection_is_no_reconnect(): void {
		global $wpdb;
		Transaction::run(
			static function () use ( $wpdb ) {
				self::write( 'a' );
				$wpdb->set_sql_mode( array( 'NO_ENGINE_SUBSTITUTION' ) );
			}
		);
		$this->assertSame( 1, $this->committed_rows( 'rate_limits' ) );
	}
}
