<?php
/**
 * Runs WP-CLI (composer dev dependency) against the test site in a child process.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests;

/**
 * The child loads the plugin from the repository like the PHPUnit bootstrap and commits its work, so
 * a test using it leaves its own transaction first and deletes what the child created.
 */
trait Wp_Cli {

	/**
	 * Path of WP-CLI's launcher.
	 */
	private function wp(): string {
		return dirname( __DIR__, 3 ) . '/vendor/wp-cli/wp-cli/php/boot-fs.php';
	}

	/**
	 * Runs a WP-CLI command against the test site.
	 *
	 * @param string[] $args     Arguments after `wp`.
	 * @param string[] $requires More PHP files the child loads after the plugin.
	 * @return array{0:int,1:string} Exit code and output (stdout and stderr).
	 */
	private function cli( array $args, array $requires = array() ): array {
		$command = array( PHP_BINARY, $this->wp(), '--path=' . ABSPATH, '--allow-root', '--require=' . dirname( __DIR__ ) . '/Import/fixtures/cli-require.php' );
		foreach ( $requires as $file ) {
			$command[] = '--require=' . $file;
		}
		$process = proc_open( array_merge( $command, $args ), array( 1 => array( 'pipe', 'w' ), 2 => array( 'pipe', 'w' ) ), $pipes );
		$output  = stream_get_contents( $pipes[1] ) . stream_get_contents( $pipes[2] );
		fclose( $pipes[1] ); // phpcs:ignore
		fclose( $pipes[2] ); // phpcs:ignore
		return array( proc_close( $process ), (string) $output );
	}
}
