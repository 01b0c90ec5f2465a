<?php
/**
 * The one way the standalone pages and the portal's embedded session send status and headers.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Embed;

defined( 'ABSPATH' ) || exit;

/**
 * A thin layer over PHP's header functions, so tests can observe what a response would send (a
 * subclass records instead of sending).
 */
class Header_Sender {

	/**
	 * Sends the status line.
	 *
	 * @param int $code HTTP status.
	 */
	public function status( int $code ): void {
		status_header( $code );
	}

	/**
	 * Sends a header.
	 *
	 * @param string $name    Header name.
	 * @param string $value   Value (no line breaks: callers build it from checked parts).
	 * @param bool   $replace Whether it replaces an earlier header of that name (false for Set-Cookie).
	 */
	public function header( string $name, string $value, bool $replace = true ): void {
		if ( ! headers_sent() ) {
			header( $name . ': ' . $value, $replace );
		}
	}

	/**
	 * Removes a header sent before (e.g. another plugin's `X-Frame-Options`).
	 *
	 * @param string $name Header name.
	 */
	public function remove( string $name ): void {
		if ( ! headers_sent() ) {
			header_remove( $name );
		}
	}
}
