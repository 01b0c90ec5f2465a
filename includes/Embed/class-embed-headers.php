<?php
/**
 * The headers of the standalone pages.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Embed;

use ImmoWizards\Portal\Portal_Page;

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
	 * @return array<string, string|false> Header name => value (false: remove it).
	 */
	public static function page( string $route, array $origins ): array {
		$login   = Standalone_Router::LOGIN === $route;
		$headers = array(
			'Content-Type'            => 'text/html; charset=' . get_option( 'blog_charset', 'UTF-8' ),
			'Content-Security-Policy' => 'frame-ancestors ' . implode( ' ', array_merge( array( "'self'" ), $origins ) ),
			'Referrer-Policy'         => 'strict-origin-when-cross-origin',
			'X-Content-Type-Options'  => 'nosniff',
		);
		// The portal's page as on a WordPress page: not stored, not indexed, no referrer (the key).
		return $login ? array_merge( $headers, Portal_Page::headers() ) : $headers;
	}

	/**
	 * Sends the headers, after removing any `X-Frame-Options` sent before.
	 *
	 * @param Header_Sender               $sender  Sender.
	 * @param array<string, string|false> $headers Header name => value (false: remove it).
	 */
	public static function send( Header_Sender $sender, array $headers ): void {
		$sender->remove( 'X-Frame-Options' );
		foreach ( $headers as $name => $value ) {
			if ( false === $value ) {
				$sender->remove( $name );
			} else {
				$sender->header( $name, $value );
			}
		}
	}
}
