<?php
/**
 * Ends the HTTP response before slow work.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Queue;

defined( 'ABSPATH' ) || exit;

/**
 * PHP-FPM and LiteSpeed can hand the finished response to the client and keep running; other servers
 * (mod_php, PHP's built-in server) cannot, so the caller leaves slow work to the cron runner there.
 */
final class Response_End {

	/**
	 * Ends the response; true when nobody waits for this process any more (also in cron and on the
	 * command line, where no visitor waits at all).
	 */
	public static function finish(): bool {
		if ( in_array( PHP_SAPI, array( 'cli', 'phpdbg' ), true ) || wp_doing_cron() ) {
			return true;
		}
		foreach ( array( 'fastcgi_finish_request', 'litespeed_finish_request' ) as $finish ) {
			if ( function_exists( $finish ) ) {
				// The client is gone once the response is out: the sends must still run to the end.
				ignore_user_abort( true );
				return (bool) $finish();
			}
		}
		return false;
	}
}
