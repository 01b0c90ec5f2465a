<?php
/**
 * `wp immo-wizards run-jobs`, run by vendor/bin/wp (WP-CLI) against the test site.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Wiring;

use ImmoWizards\Storage\Transaction;
use ImmoWizards\Tests\Test_Case;
use ImmoWizards\Tests\Wp_Cli;
use ImmoWizards\Wiring\Jobs;

/**
 * The command runs in a child process that commits its work, so this test leaves its transaction
 * first; the jobs find nothing to do on the test site, and only their last-run times are written.
 */
final class Jobs_Command_Test extends Test_Case {
	use Wp_Cli;

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
	}

	/**
	 * Forgets the last-run times the child wrote.
	 */
	protected function tearDown(): void {
		delete_option( Jobs::LAST_RUN_OPTION );
		parent::tearDown();
	}

	public function test_runs_every_job_with_a_line_each(): void {
		[ $status, $output ] = $this->cli( array( 'immo-wizards', 'run-jobs' ) );
		$this->assertSame( 0, $status, $output );
		$this->assertMatchesRegularExpression( '/^outbox: 0 e-mails sent, 0 portal accounts linked \(\d+\.\d s\)$/m', $output );
		$this->assertMatchesRegularExpression( '/^webhooks: 0 deliveries sent \(/m', $output );
		$this->assertMatchesRegularExpression( '/^alerts: 0 alert mails queued \(/m', $output );
		$this->assertMatchesRegularExpression( '/^imports: pickup folder scanned, open imports worked on \(/m', $output );
		$this->assertMatchesRegularExpression( '/^retention: \d+ unconfirmed requests, \d+ used form tokens, \d+ webhook bodies, \d+ old funnel counters dropped \(/m', $output );
		$this->assertStringContainsString( 'Success: 5 jobs ran.', $output );
		wp_cache_flush();
		$this->assertGreaterThan( time() - 60, Jobs::last_run( 'outbox' ), 'the admin notice sees the run' );
	}

	public function test_one_job(): void {
		[ $status, $output ] = $this->cli( array( 'immo-wizards', 'run-jobs', '--job=retention' ) );
		$this->assertSame( 0, $status, $output );
		$this->assertStringContainsString( 'retention: ', $output );
		$this->assertStringNotContainsString( 'outbox: ', $output );
		$this->assertStringContainsString( 'Success: 1 jobs ran.', $output );

		[ $status, $output ] = $this->cli( array( 'immo-wizards', 'run-jobs', '--job=nope' ) );
		$this->assertSame( 1, $status, $output );
		$this->assertStringContainsString( 'Error:', $output );
	}

	public function test_a_failing_job_is_named_and_exits_non_zero_after_the_others_ran(): void {
		[ $status, $output ] = $this->cli( array( 'immo-wizards', 'run-jobs' ), array( __DIR__ . '/fixtures/jobs-outbox-fails.php' ) );
		$this->assertSame( 1, $status, $output );
		$this->assertStringContainsString( 'Warning: outbox: failed: the outbox table cannot be read', $output );
		$this->assertStringContainsString( 'imports: ', $output, 'the other jobs still ran' );
		$this->assertStringContainsString( 'Warning: retention: failed: the outbox table cannot be read', $output, 'the retention job clears old mails' );
		$this->assertStringContainsString( 'Error: 2 of 5 jobs failed: outbox, retention.', $output );
	}

	public function test_help(): void {
		[ $status, $output ] = $this->cli( array( 'help', 'immo-wizards', 'run-jobs' ) );
		$this->assertSame( 0, $status, $output );
		$this->assertStringContainsString( 'DISABLE_WP_CRON', $output );
		$this->assertStringContainsString( '--job=<name>', $output );
		$this->assertStringNotContainsString( '@param', $output );
	}
}
