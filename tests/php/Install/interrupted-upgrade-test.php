<?php
/**
 * An update killed midway (the PHP process ends inside the migration), in child processes on tables
 * of their own.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Install;

use ImmoWizards\Install\Migrations;
use ImmoWizards\Tests\Test_Case;

/**
 * The data stay; requests go on while the dead update's lock lasts; the first request after it
 * finishes the update.
 */
final class Interrupted_Upgrade_Test extends Test_Case {

	private const CHILD = __DIR__ . '/fixtures/interrupted-upgrade-child.php';

	/**
	 * Runs a phase of the child and decodes its report.
	 *
	 * @param string $phase Phase.
	 * @return array<string,mixed>
	 */
	private function child( string $phase ): array {
		exec( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( self::CHILD ) . ' ' . $phase . ' 2>&1', $output, $status );
		$this->assertSame( 0, $status, implode( "\n", $output ) );
		$report = json_decode( (string) end( $output ), true );
		$this->assertIsArray( $report, implode( "\n", $output ) );
		return $report;
	}

	protected function tearDown(): void {
		exec( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( self::CHILD ) . ' drop' );
		parent::tearDown();
	}

	public function test_an_update_killed_midway_loses_nothing_and_a_request_after_its_lock_finishes_it(): void {
		$before = $this->child( 'prepare' );
		$this->assertSame( '13', $before['version'] );
		$this->assertSame( array(), $before['columns'] );

		// The update starts and its process is killed inside the first ALTER TABLE.
		$marker = sys_get_temp_dir() . '/immo-kill-' . getmypid();
		@unlink( $marker ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged
		$process = proc_open(
			array( PHP_BINARY, self::CHILD, 'migrate', $marker ),
			array(
				1 => array( 'file', '/dev/null', 'w' ),
				2 => array( 'file', '/dev/null', 'w' ),
			),
			$pipes
		);
		$this->assertIsResource( $process );
		for ( $waited = 0; ! file_exists( $marker ) && $waited < 600; $waited++ ) {
			usleep( 100000 );
		}
		$this->assertFileExists( $marker, 'the update reached its ALTER TABLE' );
		proc_terminate( $process, 9 );
		proc_close( $process );
		unlink( $marker );

		// Requests while the dead update's lock lasts: nothing lost, nobody else migrates.
		$during = $this->child( 'report' );
		$this->assertSame( '13', $during['version'] );
		$this->assertTrue( $during['lock'] );
		$this->assertSame( $before['requests'], $during['requests'] );
		$this->assertSame( $before['mails'], $during['mails'] );

		// Once it ran out, the next request finishes the update.
		$this->child( 'expire' );
		$after = $this->child( 'report' );
		$this->assertSame( Migrations::VERSION, $after['version'] );
		$this->assertFalse( $after['lock'] );
		$this->assertSame( array( 'attachment', 'attachment_name', 'attachment_size' ), $after['columns'] );
		$this->assertSame( $before['requests'], $after['requests'] );
		$this->assertSame( $before['keys'], $after['keys'] );
		$this->assertSame( $before['bodies'], $after['bodies'] );
		$this->assertSame( $before['mails'], $after['mails'] );
	}
}
