<?php
/**
 * uninstall.php (runs in a child process on its own tables: it drops tables).
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Install;

use ImmoWizards\Storage\Tables;
use ImmoWizards\Tests\Test_Case;

/**
 * Data is removed only when the admin chose so.
 */
final class Uninstall_Test extends Test_Case {

	/**
	 * Runs the child and decodes its report.
	 *
	 * @param string $mode delete or keep.
	 * @return array<string,mixed>
	 */
	private function run_child( string $mode ): array {
		exec( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( dirname( __DIR__ ) . '/uninstall-child.php' ) . ' ' . $mode . ' 2>&1', $output, $status );
		$this->assertSame( 0, $status, implode( "\n", $output ) );
		$report = json_decode( (string) end( $output ), true );
		$this->assertIsArray( $report, implode( "\n", $output ) );
		return $report;
	}

	public function test_uninstall_keeps_confirmed_data_by_default_and_purges_the_rest(): void {
		$report = $this->run_child( 'keep' );
		$this->assertCount( count( Tables::ALL ), $report['tables'] );
		$this->assertTrue( $report['settings'] );
		$this->assertTrue( $report['role'] );
		$this->assertTrue( $report['contact'] );
		$this->assertTrue( $report['page'] );
		$this->assertFalse( $report['cron'] );
		// What is unverified or secret goes even so.
		$this->assertSame( array( 'confirmed' ), $report['requests'] );
		$this->assertSame( 0, $report['keys'] );
		$this->assertSame( 0, $report['bodies'] );
		$this->assertSame( 1, $report['mails'], 'the confirmed request keeps its (emptied) mail row' );
	}

	public function test_uninstall_deletes_everything_when_chosen(): void {
		$report = $this->run_child( 'delete' );
		$this->assertSame( array(), $report['tables'] );
		$this->assertFalse( $report['settings'] );
		$this->assertFalse( $report['db_version'] );
		$this->assertFalse( $report['role'] );
		$this->assertFalse( $report['contact'] );
		$this->assertTrue( $report['editor'], 'users with other roles stay' );
		$this->assertFalse( $report['page'] );
		$this->assertTrue( $report['other_page'], 'a page the installer did not create stays' );
		$this->assertFalse( $report['cron'] );
		$this->assertFalse( $report['transient'] );
	}

	public function test_uninstall_keeps_an_edited_portal_page(): void {
		$report = $this->run_child( 'delete-edited' );
		$this->assertSame( array(), $report['tables'] );
		$this->assertTrue( $report['page'] );
		$this->assertTrue( $report['other_page'] );
	}

	public function test_uninstall_keeps_a_portal_page_the_admin_chose(): void {
		$report = $this->run_child( 'delete-chosen' );
		$this->assertSame( array(), $report['tables'] );
		$this->assertFalse( $report['page'], 'the created page (still only the block) goes' );
		$this->assertTrue( $report['other_page'], 'the chosen page stays' );
	}
}
