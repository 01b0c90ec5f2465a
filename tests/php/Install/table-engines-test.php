<?php
/**
 * Tables are InnoDB; MyISAM is converted on activation or refused with an admin notice.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Install;

use ImmoWizards\Install\Engine_Notice;
use ImmoWizards\Install\Installer;
use ImmoWizards\Install\Schema;
use ImmoWizards\Storage\Table_Engines;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Storage\Transaction;
use ImmoWizards\Tests\Lead_Payloads;
use ImmoWizards\Tests\Test_Case;

/**
 * Changing a table's engine is DDL (it commits): these tests leave the per-test transaction and put
 * the engine back afterwards.
 */
final class Table_Engines_Test extends Test_Case {

	use Lead_Payloads;

	/**
	 * Leaves the per-test transaction.
	 */
	protected function setUp(): void {
		parent::setUp();
		Transaction::rollback();
	}

	/**
	 * Restores InnoDB and forgets the refusal.
	 */
	protected function tearDown(): void {
		global $wpdb;
		remove_all_filters( 'query' );
		while ( Transaction::depth() > 0 ) {
			Transaction::rollback();
		}
		$wpdb->query( 'ALTER TABLE ' . Tables::name( 'consents' ) . ' ENGINE=InnoDB' ); // phpcs:ignore
		delete_option( Table_Engines::OPTION );
		parent::tearDown();
	}

	/**
	 * Engine of a plugin table.
	 *
	 * @param string $name Short name.
	 */
	private function engine( string $name ): string {
		global $wpdb;
		return (string) $wpdb->get_var( $wpdb->prepare( 'SELECT ENGINE FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = %s', Tables::name( $name ) ) );
	}

	/**
	 * Turns the consents table into MyISAM (as an old install on a MyISAM-default server has it).
	 */
	private function make_consents_myisam(): void {
		global $wpdb;
		$wpdb->query( 'ALTER TABLE ' . Tables::name( 'consents' ) . ' ENGINE=MyISAM' ); // phpcs:ignore
		$this->assertSame( 'MyISAM', $this->engine( 'consents' ) );
	}

	public function test_every_table_is_created_as_innodb(): void {
		foreach ( Schema::statements() as $statement ) {
			$this->assertStringContainsString( ') ENGINE=InnoDB ', $statement );
		}
		foreach ( Tables::ALL as $name ) {
			$this->assertSame( 'InnoDB', $this->engine( $name ), $name );
		}
		$this->assertSame( array(), Table_Engines::non_transactional() );
	}

	public function test_activation_converts_a_myisam_table(): void {
		$this->make_consents_myisam();
		Installer::activate();
		$this->assertSame( 'InnoDB', $this->engine( 'consents' ) );
		$this->assertSame( array(), Table_Engines::refused() );
	}

	public function test_the_record_is_autoloaded_when_all_tables_are_fine(): void {
		Installer::activate();
		// Every submit checks it: read with the autoloaded options, not with a query of its own.
		$this->assertArrayHasKey( Table_Engines::OPTION, wp_load_alloptions() );
		$this->assertSame( array(), Table_Engines::refused() );
	}

	public function test_a_table_that_stays_myisam_is_refused_with_an_admin_notice(): void {
		$this->make_consents_myisam();
		// The server cannot convert it (no InnoDB there): the ALTER changes nothing.
		add_filter( 'query', static fn ( $query ) => str_contains( $query, 'ENGINE=InnoDB' ) && str_starts_with( $query, 'ALTER TABLE' ) ? 'SELECT 1' : $query );
		Installer::activate();
		remove_all_filters( 'query' );
		$this->assertSame( 'MyISAM', $this->engine( 'consents' ) );
		$this->assertSame( array( Tables::name( 'consents' ) ), Table_Engines::refused() );

		// Administrators see why; visitors' submits are refused and nothing is stored.
		wp_set_current_user( 1 );
		ob_start();
		( new Engine_Notice() )->render();
		$notice = (string) ob_get_clean();
		$this->assertStringContainsString( 'Immo Wizards refuses to store requests.', $notice );
		$this->assertStringContainsString( Tables::name( 'consents' ), $notice );
		$this->assertStringContainsString( 'InnoDB', $notice );
		wp_set_current_user( 0 );
		ob_start();
		( new Engine_Notice() )->render();
		$this->assertSame( '', ob_get_clean(), 'only for users who can fix it' );

		Transaction::begin();
		$log      = (string) ini_set( 'error_log', '/dev/null' ); // phpcs:ignore WordPress.PHP.IniSet.Risky
		$response = $this->rest( 'POST', '/wizard/lead', $this->lead_body() );
		ini_set( 'error_log', $log ); // phpcs:ignore WordPress.PHP.IniSet.Risky
		$this->assertSame( 503, $response->get_status() );
		$this->assertSame( 'immo_wizards_storage_error', $this->error_code( $response ) );
		foreach ( array( 'contacts', 'requests', 'consents', 'keys', 'outbox' ) as $table ) {
			$this->assertSame( 0, $this->count_rows( $table ), $table );
		}
		$this->assertSame( array(), $this->mails );
		Transaction::rollback();

		// Fixed by the admin, activated again: submits work.
		Installer::activate();
		$this->assertSame( array(), Table_Engines::refused() );
		Transaction::begin();
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $this->lead_body() )->get_status() );
	}
}
