/**
 * Talks to the host page when the widget runs inside a frame; otherwise acts on its own window.
 */

const SCROLL_TOP_MESSAGE = 'immo-wizards:scroll-top';

export function isFramed(): boolean {
	try {
		return window.self !== window.top;
	} catch {
		// A cross-origin parent denies access to window.top: we are framed.
		return true;
	}
}

/**
 * Posts a message to the parent frame. The messages carry no personal data; the host page
 * may live on any origin.
 *
 * @param message The message.
 */
export function postToParent( message: Record< string, unknown > ): void {
	window.parent.postMessage( message, '*' );
}

export function prefersReducedMotion(): boolean {
	return (
		typeof window.matchMedia === 'function' &&
		window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches
	);
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
	const scroller = document.scrollingElement;
	if ( scroller && typeof scroller.scrollTo === 'function' ) {
		scroller.scrollTo( {
			top,
			behavior: prefersReducedMotion() ? 'auto' : 'smooth',
		} );
	}
}
