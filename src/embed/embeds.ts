/**
 * Finds the widgets a host page asks for and puts one iframe in each.
 */
/**
 * Internal dependencies
 */
import { createFrame } from './frame';
import { listen, type Embed } from './messages';
import { frameUrl, initMessage, routeOf } from './options';

/** Marks an element that already has its frame (a second `embed.js` on the page skips it). */
const CLAIMED = 'immoEmbedded';

/**
 * Creates the frames of the script element (`data-route`) and of every `div[data-immo-route]`
 * on the page not yet served, and answers their messages.
 *
 * @param script The `embed.js` script element; its `src` gives the plugin's origin and base path.
 */
export function startEmbeds( script: HTMLScriptElement ): Embed[] {
	const src = new URL( script.src, document.baseURI );
	const base = new URL( '.', src );
	const elements = [
		script,
		...Array.from(
			document.querySelectorAll< HTMLElement >( 'div[data-immo-route]' )
		),
	];
	const embeds: Embed[] = [];
	for ( const element of elements ) {
		const route = routeOf( element );
		if ( ! route || element.dataset[ CLAIMED ] ) {
			continue;
		}
		element.dataset[ CLAIMED ] = 'true';
		const iframe = createFrame(
			frameUrl( base, route, element ),
			route,
			embeds.length > 0
		);
		if ( element === script ) {
			script.after( iframe );
		} else {
			element.appendChild( iframe );
		}
		embeds.push( { iframe, element, route, init: initMessage( element ) } );
	}
	if ( embeds.length ) {
		listen( src.origin, embeds );
	}
	return embeds;
}
