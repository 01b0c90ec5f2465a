<?php
/**
 * The plugin's errors reach PHP's error log only where the site keeps a debug log.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Errors;

use ImmoWizards\Errors\Log;
use ImmoWizards\Tests\Test_Case;

/**
 * Log::error(): the action for monitoring always, the log line only with WP_DEBUG_LOG (or the filter).
 */
final class Log_Test extends Test_Case {

	/**
	 * A file PHP's error log writes to during the test.
	 *
	 * @var string
	 */
	private string $file = '';

	/**
	 * The error log before the test.
	 *
	 * @var string
	 */
	private string $previous = '';

	protected function setUp(): void {
		parent::setUp();
		$this->file     = (string) wp_tempnam( 'immo-log' );
		$this->previous = (string) ini_set( 'error_log', $this->file ); // phpcs:ignore WordPress.PHP.IniSet.Risky
	}

	protected function tearDown(): void {
		ini_set( 'error_log', $this->previous ); // phpcs:ignore WordPress.PHP.IniSet.Risky
		wp_delete_file( $this->file );
		remove_all_filters( 'immo_wizards_log_errors' );
		remove_all_actions( 'immo_wizards_error' );
		parent::tearDown();
	}

	public function test_without_a_debug_log_nothing_is_written_but_monitoring_hears_of_it(): void {
		$this->assertFalse( WP_DEBUG_LOG, 'the test site keeps no debug log' );
		$heard = array();
		add_action(
			'immo_wizards_error',
			static function ( $message ) use ( &$heard ) {
				$heard[] = $message;
			}
		);
		Log::error( 'import 7: failed' );
		$this->assertSame( array( 'import 7: failed' ), $heard );
		$this->assertSame( '', (string) file_get_contents( $this->file ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
	}

	public function test_where_the_site_logs_errors_the_line_names_the_plugin(): void {
		add_filter( 'immo_wizards_log_errors', '__return_true' );
		Log::error( 'upgrade failed: RuntimeException: no table' );
		$this->assertStringContainsString( 'immo-wizards: upgrade failed: RuntimeException: no table', (string) file_get_contents( $this->file ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
	}
}
