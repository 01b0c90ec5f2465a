<?php
/**
 * The headers of the standalone pages.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Embed;

defined( 'ABSPATH' ) || exit;

/**
 * Who may frame a standalone page is said by `Content-Security-Policy: frame-ancestors` alone: this
 * site and the origins allowed in the settings (none: only this site). `X-Frame-Options` cannot list
 * other sites and browsers apply both, so any sent earlier (e.g. by a security plugin) is removed.
 */
final class Embed_Headers {

	/**
	 * The headers of a standalone page (or its 404 document).
	 *
	 * @param string   $route   Route under the base (`login` is the portal), '' for the 404 document.
	 * @param string[] $origins Allowed origins (checked by Embed_Settings).
	 * @return array<string, string> Header name => value.
	 */
	public static function page( string $route, array $origins ): array {
		$login   = Standalone_Router::LOGIN === $route;
		$headers = array(
			'Content-Type'            => 'text/html; charset=' . get_option( 'blog_charset', 'UTF-8' ),
			'Content-Security-Policy' => 'frame-ancestors ' . implode( ' ', array_merge( array( "'self'" ), $origins ) ),
			// The portal's URL may carry the login key `k`: it is sent nowhere, not even as an origin.
			'Referrer-Policy'         => $login ? 'no-referrer' : 'strict-origin-when-cross-origin',
			'X-Content-Type-Options'  => 'nosniff',
		);
		if ( $login ) {
			// A login link's page and the session it opens are no one else's to keep, nor to index.
			$headers['Cache-Control'] = 'no-store';
			$headers['X-Robots-Tag']  = 'noindex';
		}
		return $headers;
	}

	/**
	 * Sends the headers, after removing any `X-Frame-Options` sent before.
	 *
	 * @param Header_Sender         $sender  Sender.
	 * @param array<string, string> $headers Header name => value.
	 */
	public static function send( Header_Sender $sender, array $headers ): void {
		$sender->remove( 'X-Frame-Options' );
		foreach ( $headers as $name => $value ) {
			$sender->header( $name, $value );
		}
	}
}
