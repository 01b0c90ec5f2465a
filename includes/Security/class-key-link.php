<?php
/**
 * Links that carry a key: in the fragment, never in the query string.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Security;

defined( 'ABSPATH' ) || exit;

/**
 * A key in a link's query string ends up in the web server's access log, in analytics that read the
 * address and in every proxy on the way. In the fragment (`#k=…`) browsers never send it: the page's
 * own script reads it. A tiny script at the very top of the page's head takes it out of the address
 * before any other script runs (print_taker()). Links with `?k=` that were sent before keep working.
 */
final class Key_Link {

	/** Where the head script leaves the key for the page's app. */
	public const GLOBAL_NAME = 'immoWizardsLinkKey';

	/**
	 * A URL with the key in its fragment (any fragment it had is replaced).
	 *
	 * @param string $url URL.
	 * @param string $key Raw key.
	 */
	public static function to( string $url, string $key ): string {
		return strtok( $url, '#' ) . '#k=' . rawurlencode( $key );
	}

	/**
	 * The head script: moves `k` from the fragment into a global and the address bar back to the page
	 * without it, before analytics or other scripts in the head read the address. ES5, no dependencies.
	 */
	public static function taker(): string {
		return '<script>(function(){var m=/(?:^#|&)k=([^&]*)/.exec(location.hash);if(!m){return;}'
			. 'try{window.' . self::GLOBAL_NAME . '=decodeURIComponent(m[1]);}catch(e){return;}'
			. 'var rest=location.hash.slice(1).split("&").filter(function(p){return p.indexOf("k=")!==0;}).join("&");'
			. 'history.replaceState(history.state,"",location.pathname+location.search+(rest?"#"+rest:""));})();</script>' . "\n";
	}

	/**
	 * `wp_head` (first): prints the head script.
	 */
	public static function print_taker(): void {
		echo self::taker(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a constant script.
	}
}
