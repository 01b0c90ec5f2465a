<?php
/**
 * The database server goes away in the middle of a submit and does not come back in time.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Rest;

use ImmoWizards\Rest\Database_Guard;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Storage\Transaction;
use ImmoWizards\Tests\Request_Payloads;
use ImmoWizards\Tests\Test_Case;

/**
 * A wpdb whose reconnects fail while `$down` is set (the server is stopped), after one try.
 */
final class Lost_Database extends \wpdb {

	/**
	 * Whether the server is unreachable.
	 *
	 * @var bool
	 */
	public bool $down = false;

	/**
	 * Connects like wpdb, retrying a lost connection once instead of five times (a second each).
	 *
	 * @param string $user     User.
	 * @param string $password Password.
	 * @param string $name     Database.
	 * @param string $host     Host.
	 */
	public function __construct( $user, $password, $name, $host ) {
		parent::__construct( $user, $password, $name, $host );
		$this->reconnect_retries = 1;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param bool $allow_bail Whether to end the request on failure.
	 */
	public function db_connect( $allow_bail = true ) {
		return $this->down ? false : parent::db_connect( $allow_bail );
	}

	/**
	 * Ends this connection from another one (as a server shutdown does) and keeps the server away.
	 */
	public function stop_server(): void {
		$id    = (int) $this->get_var( 'SELECT CONNECTION_ID()' );
		$other = new \wpdb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
		$other->query( "KILL CONNECTION $id" ); // phpcs:ignore
		$other->close();
		$this->down = true;
	}
}

/**
 * The submit answers 503 with the generic internal error (not core's "Error establishing a database
 * connection" page) and nothing of it is stored once the server is back. The test leaves its own
 * transaction (the server drops it with the connection) and deletes what it committed.
 */
final class Database_Loss_Test extends Test_Case {

	use Request_Payloads;

	/**
	 * The test site's wpdb, swapped back at the end.
	 *
	 * @var \wpdb
	 */
	private \wpdb $real;

	/**
	 * The error log before the test silenced it.
	 *
	 * @var string
	 */
	private string $error_log = '';

	protected function setUp(): void {
		parent::setUp();
		// Mails an earlier test deferred go now, while the database is still there.
		\ImmoWizards\Plugin::instance()->runner()->flush();
		Transaction::rollback();
		global $wpdb;
		$this->real      = $wpdb;
		$this->error_log = (string) ini_set( 'error_log', '/dev/null' ); // phpcs:ignore WordPress.PHP.IniSet.Risky
		$lost            = new Lost_Database( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
		$lost->set_prefix( $wpdb->prefix );
		$lost->suppress_errors( true );
		$GLOBALS['wpdb'] = $lost; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
	}

	protected function tearDown(): void {
		$GLOBALS['wpdb']->down = false;
		$GLOBALS['wpdb']->close();
		$GLOBALS['wpdb'] = $this->real; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		ini_set( 'error_log', $this->error_log ); // phpcs:ignore WordPress.PHP.IniSet.Risky
		foreach ( array_diff( Tables::ALL, array( 'locations' ) ) as $table ) {
			$this->real->query( 'DELETE FROM ' . Tables::name( $table ) ); // phpcs:ignore
		}
		parent::tearDown();
	}

	/**
	 * Rows a fresh connection sees (committed data only).
	 *
	 * @param string $table Short table name.
	 */
	private function committed_rows( string $table ): int {
		$other = new \wpdb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
		$count = (int) $other->get_var( 'SELECT COUNT(*) FROM ' . Tables::name( $table ) ); // phpcs:ignore
		$other->close();
		return $count;
	}

	public function test_a_database_gone_mid_submit_answers_503_and_leaves_nothing_half_written(): void {
		$lost     = $GLOBALS['wpdb'];
		$requests = Tables::name( 'requests' );
		// The contact row is written; the server stops before the request row.
		add_filter(
			'query',
			static function ( $query ) use ( $lost, $requests ) {
				if ( ! $lost->down && str_starts_with( ltrim( $query ), "INSERT INTO `$requests`" ) ) {
					$lost->stop_server();
				}
				return $query;
			}
		);
		$response = $this->rest( 'POST', '/wizard/lead', $this->lead_body() );
		$this->assertTrue( $lost->down, 'the server went away inside the submit' );
		$this->assertSame( 503, $response->get_status() );
		$this->assertSame(
			array(
				'code'    => 'internal_server_error',
				'message' => 'An internal server error occurred.',
				'data'    => array( 'status' => 503 ),
			),
			$this->json( $response )
		);
		$this->assertSame( 0, Transaction::depth() );

		// The server is back: nothing of the submit was kept, and the next one is stored whole.
		remove_all_filters( 'query' );
		$lost->down = false;
		foreach ( array( 'contacts', 'requests', 'consents', 'keys', 'outbox' ) as $table ) {
			$this->assertSame( 0, $this->committed_rows( $table ), "nothing half written in $table" );
		}
		$this->assertSame( array(), $this->mails );
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $this->lead_body() )->get_status() );
		$this->assertSame( 1, $this->committed_rows( 'requests' ) );
		$this->assertSame( 1, $this->committed_rows( 'outbox' ) );
	}

	public function test_a_wp_die_that_does_not_come_from_the_database_keeps_its_handler(): void {
		$called  = new \ArrayObject();
		$handler = Database_Guard::handler( static fn ( $message ) => $called->append( $message ) );
		Database_Guard::run( static fn () => $handler( 'not the database' ) );
		$this->assertSame( array( 'not the database' ), $called->getArrayCopy() );
	}
}
