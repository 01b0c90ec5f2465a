/**
 * Talks to the host page when the widget runs inside a frame; otherwise acts on its own window.
 */
/**
 * Internal dependencies
 */
import { SCROLL_TOP_MESSAGE } from '../embed/protocol';
import { prefersReducedMotion } from './motion';
import { embedPage } from './page-data';

export function isFramed(): boolean {
	try {
		return window.self !== window.top;
	} catch {
		// A cross-origin parent denies access to window.top: we are framed.
		return true;
	}
}

/**
 * The origin of the page that frames us: `location.ancestorOrigins` where the browser has it
 * (Chromium, Safari), else the referrer's origin (the parent's URL when the frame was loaded; the
 * standalone pages' referrer policy keeps the origin). Null when neither tells.
 */
export function parentOrigin(): string | null {
	const ancestor = window.location.ancestorOrigins?.[ 0 ];
	if ( ancestor && ancestor !== 'null' ) {
		return ancestor;
	}
	try {
		return document.referrer ? new URL( document.referrer ).origin : null;
	} catch {
		return null;
	}
}

/**
 * Where messages to the parent may go: on a standalone page the parent's exact origin, and only
 * when the settings allow it (null: not at all); elsewhere `'*'`.
 *
 * Block and shortcode pages keep `'*'`: a WordPress site framing its own pages has no list of
 * allowed origins to check against, and these messages carry nothing personal (ready, heights,
 * scroll requests, event names with a public object id). A page that holds any more must not
 * use this channel.
 */
export function parentTarget(): string | null {
	const embed = embedPage();
	if ( ! embed ) {
		return '*';
	}
	const origin = parentOrigin();
	return origin && embed.origins.includes( origin ) ? origin : null;
}

/**
 * Posts a message to the parent frame, if it may hear it (see parentTarget()).
 *
 * @param message The message.
 */
export function postToParent( message: Record< string, unknown > ): void {
	const target = parentTarget();
	if ( target ) {
		window.parent.postMessage( message, target );
	}
}

/**
 * Brings the top of the widget into view (spec: on every step change). Framed, the parent page
 * is asked to scroll; inline, the window scrolls to `element` unless its top is already visible.
 *
 * @param element The widget's root element; the top of the page when omitted.
 */
export function scrollToTop( element?: HTMLElement | null ): void {
	if ( isFramed() ) {
		postToParent( { type: SCROLL_TOP_MESSAGE } );
		return;
	}
	let top = 0;
	if ( element ) {
		const rect = element.getBoundingClientRect();
		if ( rect.top >= 0 && rect.top < window.innerHeight ) {
			return;
		}
		top = Math.max( 0, rect.top + window.scrollY );
	}
	scrollWindowTo( top );
}

/**
 * Scrolls this window to `top` (px), gliding unless the visitor prefers less motion.
 *
 * @param top The position.
 */
export function scrollWindowTo( top: number ): void {
	const scroller = document.scrollingElement;
	if ( scroller && typeof scroller.scrollTo === 'function' ) {
		scroller.scrollTo( {
			top,
			behavior: prefersReducedMotion() ? 'auto' : 'smooth',
		} );
	}
}
