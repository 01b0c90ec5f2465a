/**
 * `embed.js`: the plugin's screens in any website (issue 10). The host page adds
 * `<script src="…/immo-app/embed.js" data-route="lead-wizard" async></script>` or
 * `<div data-immo-route="…">` elements plus one script; each gets an iframe of the standalone page.
 *
 * No WordPress or React here: this runs on foreign pages and must stay under 5 KB gzip.
 */
/**
 * Internal dependencies
 */
import { startEmbeds } from './embeds';

// Only set while the script runs for the first time: taken now, used when the DOM is ready.
const script = document.currentScript;

if ( script instanceof HTMLScriptElement ) {
	// A mail's portal link opened in a tab already showing this page changes only the fragment: load
	// the page again, so the portal's frame is made with the new key.
	window.addEventListener( 'hashchange', () => {
		if ( /(?:^#|&)k=/.test( window.location.hash ) ) {
			window.location.reload();
		}
	} );
	if ( document.readyState === 'loading' ) {
		document.addEventListener(
			'DOMContentLoaded',
			() => startEmbeds( script ),
			{ once: true }
		);
	} else {
		startEmbeds( script );
	}
}
