<?php
/**
 * Sends a CSV file as the answer to the current request.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Inbox;

defined( 'ABSPATH' ) || exit;

/**
 * Like core's export (wp-admin/export.php): headers, the file straight to the output, then the
 * request ends, because the REST server would otherwise append its JSON answer. The tests hand the
 * export controller another deliverer that writes to a memory stream.
 */
final class Csv_Download {

	/**
	 * Streams the file and ends the request.
	 *
	 * @param string   $filename File name offered to the browser.
	 * @param callable $write    Writes the file to the stream it gets.
	 */
	public function __invoke( string $filename, callable $write ): void {
		// Nothing buffered: rows go out as they are read, not collected in memory.
		while ( ob_get_level() > 0 ) {
			ob_end_clean();
		}
		// A large export takes longer than a page: the time limit of an ordinary request would cut the file.
		set_time_limit( 0 ); // phpcs:ignore Squiz.PHP.DiscouragedFunctions.Discouraged
		nocache_headers();
		header( 'Content-Type: text/csv; charset=utf-8' );
		header( 'Content-Disposition: attachment; filename="' . $filename . '"' );
		header( 'X-Content-Type-Options: nosniff' );
		$handle = fopen( 'php://output', 'w' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fopen
		$write( $handle );
		fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose
		exit;
	}
}
