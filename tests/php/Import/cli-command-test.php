<?php
/**
 * `wp immo-wizards import <file>`, run by vendor/bin/wp (WP-CLI) against the test site.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Import;

use ImmoWizards\Plugin;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Storage\Transaction;
use ImmoWizards\Tests\Wp_Cli;

require_once __DIR__ . '/class-import-test-case.php';

/**
 * The command runs in a child process that commits its work, so this test leaves its transaction
 * first and deletes what the child created at the end.
 */
final class Cli_Command_Test extends Import_Test_Case {
	use Wp_Cli;

	/**
	 * Import ids before the test.
	 *
	 * @var int
	 */
	private int $last_import = 0;

	/**
	 * Leaves the test transaction (the child's commits must be visible) and skips without WP-CLI.
	 */
	protected function setUp(): void {
		parent::setUp();
		if ( ! is_file( $this->wp() ) ) {
			$this->markTestSkipped( 'WP-CLI (composer dev dependency wp-cli/wp-cli) is not installed: run composer install.' );
		}
		while ( Transaction::depth() > 0 ) {
			Transaction::rollback();
		}
		global $wpdb;
		$this->last_import = (int) $wpdb->get_var( 'SELECT COALESCE(MAX(id), 0) FROM ' . Tables::name( 'imports' ) ); // phpcs:ignore
	}

	/**
	 * Deletes what the child process committed.
	 */
	protected function tearDown(): void {
		global $wpdb;
		wp_cache_flush();
		foreach ( $this->listing_ids() as $id ) {
			Plugin::instance()->listings()->listing_writer()->remove( $id );
		}
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . Tables::name( 'import_log' ) . ' WHERE import_id > %d', $this->last_import ) ); // phpcs:ignore
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . Tables::name( 'imports' ) . ' WHERE id > %d', $this->last_import ) ); // phpcs:ignore
		wp_clear_scheduled_hook( \ImmoWizards\Wiring\Jobs::HOOK, array( 'imports' ) );
		parent::tearDown();
	}

	public function test_imports_a_zip_to_the_end_and_reports_the_counts(): void {
		$zip = OpenImmo::zip(
			array(
				'export.xml' => OpenImmo::document( array( OpenImmo::object( array( 'extern' => 'CLI-1', 'images' => array( array( 'a.png', 'TITELBILD', 'Bild' ) ) ) ), OpenImmo::object( array( 'extern' => '', 'obid' => '' ) ) ) ),
				'a.png'      => OpenImmo::image( 11 ),
			)
		);
		[ $status, $output ] = $this->cli( array( 'immo-wizards', 'import', $zip ) );
		$this->assertSame( 0, $status, $output );
		$this->assertMatchesRegularExpression( '/Success: Import #\d+ done: created 1, updated 0, unchanged 0, deleted 0, failed 1\./', $output );
		$this->assertStringContainsString( 'neither an objektnr_extern nor an openimmo_obid', $output );
		$this->assertFileExists( $zip, 'the given file is copied, not moved' );

		wp_cache_flush();
		$post = $this->listing( 'CLI-1' );
		$this->assertNotNull( $post, 'committed by the child process' );
		$this->assertSame( 'Bild', get_the_title( get_post_thumbnail_id( $post->ID ) ) );
		$import = $this->rows( 'imports' );
		$this->assertSame( 'cli', end( $import )->source );

		[ $status, $output ] = $this->cli( array( 'immo-wizards', 'import', $zip ) );
		$this->assertSame( 0, $status, $output );
		$this->assertStringContainsString( 'created 0, updated 0, unchanged 1', $output );
		unlink( $zip ); // phpcs:ignore
	}

	public function test_errors_exit_non_zero(): void {
		[ $status, $output ] = $this->cli( array( 'immo-wizards', 'import', '/nonexistent/export.xml' ) );
		$this->assertSame( 1, $status );
		$this->assertStringContainsString( 'Error: Cannot read /nonexistent/export.xml.', $output );

		$broken = wp_tempnam( 'broken' );
		file_put_contents( $broken, '<openimmo><anbieter>' ); // phpcs:ignore
		[ $status, $output ] = $this->cli( array( 'immo-wizards', 'import', $broken ) );
		$this->assertSame( 1, $status );
		$this->assertStringContainsString( 'not well-formed XML', $output );
		unlink( $broken ); // phpcs:ignore

		[ $status, $output ] = $this->cli( array( 'help', 'immo-wizards', 'import' ) );
		$this->assertSame( 0, $status, $output );
		$this->assertStringContainsString( '--confirm-withdrawal', $output );
		$this->assertStringNotContainsString( '@param', $output );
	}

	public function test_a_held_withdrawal_is_reported_or_confirmed_with_the_flag(): void {
		$files = array();
		foreach ( array( array( 'A', 'B', 'C' ), array( 'A' ), array( 'A' ) ) as $i => $externs ) {
			$files[ $i ] = wp_tempnam( 'voll' );
			file_put_contents( $files[ $i ], OpenImmo::document( array_map( static fn ( $extern ) => OpenImmo::object( array( 'extern' => $extern ) ), $externs ), 'VOLL' ) ); // phpcs:ignore
		}
		$this->assertSame( 0, $this->cli( array( 'immo-wizards', 'import', $files[0] ) )[0] );

		[ $status, $output ] = $this->cli( array( 'immo-wizards', 'import', $files[1] ) );
		$this->assertSame( 0, $status, $output );
		$this->assertStringContainsString( 'waits for an administrator to confirm the withdrawal', $output );
		wp_cache_flush();
		$this->assertCount( 3, $this->listing_ids() );

		[ $status, $output ] = $this->cli( array( 'immo-wizards', 'import', $files[2], '--confirm-withdrawal' ) );
		$this->assertSame( 0, $status, $output );
		$this->assertStringContainsString( 'unchanged 1, deleted 2', $output );
		wp_cache_flush();
		$this->assertCount( 1, $this->listing_ids() );
		array_map( 'unlink', $files );
	}
}
