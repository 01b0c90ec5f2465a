<?php
/**
 * Imports run in the background: batches, leases, order, cron hooks, the pickup folder.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Import;

use ImmoWizards\Import\Private_Folder;
use ImmoWizards\Import\Runner;
use ImmoWizards\Plugin;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Wiring\Jobs;

require_once __DIR__ . '/class-import-test-case.php';

/**
 * A big file never has to fit into one request; a dead worker loses nothing.
 */
final class Background_Test extends Import_Test_Case {

	/**
	 * Queues a document without running it.
	 *
	 * @param int    $objects Number of objects.
	 * @param string $prefix  Object number prefix.
	 */
	private function queue( int $objects, string $prefix = 'OBJ' ): int {
		$list = array();
		for ( $i = 1; $i <= $objects; $i++ ) {
			$list[] = OpenImmo::object( array( 'extern' => "$prefix-$i" ) );
		}
		$path = wp_tempnam( 'openimmo' );
		file_put_contents( $path, OpenImmo::document( $list ) ); // phpcs:ignore
		return Plugin::instance()->listings()->import_intake()->accept( $path, 'export.xml', 'upload', 1, true );
	}

	public function test_runs_are_time_boxed_and_resume_where_they_stopped(): void {
		$id     = $this->queue( 5 );
		$runner = Plugin::instance()->listings()->import_runner();
		$seen   = array();
		for ( $run = 1; $run <= 10; $run++ ) {
			$this->assertSame( $id, $runner->work_next( 0.0 ) );
			$import = Plugin::instance()->listings()->import_repository()->find( $id );
			$seen[] = (int) $import->position;
			if ( 'done' === $import->status ) {
				break;
			}
			$this->assertSame( 'running', $import->status );
			$this->assertNull( $import->lease_until, 'released between runs' );
		}
		$this->assertSame( array( 1, 2, 3, 4, 5 ), $seen, 'the scan, then one object per run (no time left)' );
		$this->assertSame( 5, (int) $import->created );
		$this->assertCount( 5, $this->listing_ids() );
	}

	public function test_a_leased_import_is_left_to_its_worker_and_taken_over_when_the_lease_ends(): void {
		global $wpdb;
		$id         = $this->queue( 3 );
		$repository = Plugin::instance()->listings()->import_repository();
		$runner     = Plugin::instance()->listings()->import_runner();
		$runner->work_next( 0.0 );
		$this->assertSame( 1, (int) $repository->find( $id )->position );

		// Another worker holds it (it may be in the middle of an object).
		$this->assertTrue( $repository->claim( $id, 300 ) );
		$this->assertFalse( $repository->claim( $id, 300 ), 'one worker at a time' );
		$this->assertSame( 0, $runner->work_next( 60.0 ) );
		$this->assertSame( 1, (int) $repository->find( $id )->position );

		// That worker died: its lease runs out, the next run resumes at the stored position.
		$wpdb->update( Tables::name( 'imports' ), array( 'lease_until' => Tables::now( -1 ) ), array( 'id' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$import = $this->run_import( $id );
		$this->assertSame( 'done', $import->status );
		$this->assertSame( 3, (int) $import->created );
		$this->assertCount( 3, $this->listing_ids(), 'no object applied twice' );
	}

	public function test_imports_run_in_the_order_they_arrived(): void {
		$first  = $this->queue( 2, 'FIRST' );
		$second = $this->queue( 2, 'SECOND' );
		$runner = Plugin::instance()->listings()->import_runner();
		$this->assertSame( $first, $runner->work_next( 0.0 ) );
		$this->assertSame( $first, $runner->work_next( 0.0 ), 'not the second before the first is done' );
		$this->assertSame( 'queued', Plugin::instance()->listings()->import_repository()->find( $second )->status );
		$this->run_import( $first );
		$this->assertSame( 'done', $this->run_import( $second )->status );
	}

	public function test_cron_runs_the_queue_and_asks_for_more_while_work_remains(): void {
		wp_clear_scheduled_hook( Jobs::HOOK, array( 'imports' ) );
		$first  = $this->queue( 1, 'FIRST' );
		$second = $this->queue( 1, 'SECOND' );
		$this->assertNotFalse( wp_next_scheduled( Jobs::HOOK, array( 'imports' ) ), 'a received file asks for a run' );

		wp_clear_scheduled_hook( Jobs::HOOK, array( 'imports' ) );
		do_action( Jobs::HOOK, 'imports' );
		$this->assertSame( 'done', Plugin::instance()->listings()->import_repository()->find( $first )->status );
		$this->assertNotFalse( wp_next_scheduled( Jobs::HOOK, array( 'imports' ) ), 'the second import asks for the next run' );

		wp_clear_scheduled_hook( Jobs::HOOK, array( 'imports' ) );
		do_action( Jobs::HOOK, 'imports' );
		$this->assertSame( 'done', Plugin::instance()->listings()->import_repository()->find( $second )->status );
		$this->assertFalse( wp_next_scheduled( Jobs::HOOK, array( 'imports' ) ), 'nothing left' );
	}

	public function test_the_five_minute_tick_runs_the_import_job(): void {
		$id = $this->queue( 1, 'TICK' );
		do_action( Jobs::HOOK );
		$this->assertSame( 'done', Plugin::instance()->listings()->import_repository()->find( $id )->status );
	}

	public function test_the_tick_forgets_imports_that_ended_a_month_ago(): void {
		global $wpdb;
		$old     = $this->run_import( $this->queue( 1, 'OLD' ) );
		$recent  = $this->run_import( $this->queue( 1, 'NEW' ) );
		$waiting = $this->queue( 1, 'WAIT' );
		Plugin::instance()->listings()->import_repository()->log( (int) $old->id, 1, 'OLD-1', 'warning', 'old' );
		$wpdb->update( Tables::name( 'imports' ), array( 'finished_at' => Tables::now( -31 * DAY_IN_SECONDS ) ), array( 'id' => $old->id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$wpdb->update( Tables::name( 'imports' ), array( 'created_at' => Tables::now( -40 * DAY_IN_SECONDS ) ), array( 'id' => $waiting ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		Plugin::instance()->listings()->import_repository()->claim( $waiting, 300 );

		do_action( Jobs::HOOK, 'imports' );
		$this->assertNull( Plugin::instance()->listings()->import_repository()->find( (int) $old->id ) );
		$this->assertSame( 0, $this->count_rows( 'import_log', 'import_id = ' . (int) $old->id ) );
		$this->assertNotNull( Plugin::instance()->listings()->import_repository()->find( (int) $recent->id ) );
		$this->assertNotNull( Plugin::instance()->listings()->import_repository()->find( $waiting ), 'open imports stay' );
		$this->assertNotNull( $this->listing( 'OLD-1' ), 'the listings stay, of course' );
	}

	public function test_the_pickup_folder_takes_settled_files_only(): void {
		$dir = Private_Folder::pickup();
		$this->assertFileExists( $dir . '/.htaccess' );
		$this->assertFileExists( $dir . '/index.php' );

		file_put_contents( $dir . '/old.xml', OpenImmo::document( array( OpenImmo::object( array( 'extern' => 'PICKED' ) ) ) ) ); // phpcs:ignore
		touch( $dir . '/old.xml', time() - 120 );
		file_put_contents( $dir . '/fresh.zip', 'still uploading' ); // phpcs:ignore
		file_put_contents( $dir . '/notes.txt', 'ignored' ); // phpcs:ignore
		file_put_contents( $dir . '/junk.xml', 'not xml at all' ); // phpcs:ignore
		touch( $dir . '/junk.xml', time() - 120 );
		touch( $dir . '/notes.txt', time() - 120 );
		symlink( '/etc/hostname', $dir . '/link.xml' );

		do_action( Jobs::HOOK, 'imports' );

		$this->assertFileDoesNotExist( $dir . '/old.xml', 'moved into the import folder' );
		$this->assertFileExists( $dir . '/fresh.zip', 'still being written: left alone' );
		$this->assertFileExists( $dir . '/notes.txt' );
		$this->assertFileDoesNotExist( $dir . '/junk.xml' );
		$this->assertCount( 1, glob( $dir . '/rejected/*junk.xml' ) );
		$this->assertTrue( is_link( $dir . '/link.xml' ), 'links are ignored' );
		unlink( $dir . '/link.xml' ); // phpcs:ignore

		$imports = $this->rows( 'imports' );
		$this->assertCount( 2, $imports );
		$picked = 'old.xml' === $imports[0]->file_name ? $imports[0] : $imports[1];
		$junk   = 'junk.xml' === $imports[0]->file_name ? $imports[0] : $imports[1];
		$this->assertSame( 'pickup', $picked->source );
		$this->assertSame( 'done', $this->run_import( (int) $picked->id )->status );
		$this->assertNotNull( $this->listing( 'PICKED' ) );
		$this->assertSame( 'failed', $junk->status );
		$this->assertStringContainsString( 'OpenImmo XML file or a ZIP', $junk->error );
	}
}
