/**
 * The iframe of one widget.
 */
/**
 * Internal dependencies
 */
import type { Route } from './protocol';
import { FRAME_TITLES } from './titles';

/**
 * A borderless full-width iframe; its height follows the frame's height messages.
 *
 * @param url   The standalone page.
 * @param route Its route (names the frame).
 * @param lazy  Load when scrolled near (not for the page's first widget, likely in view).
 */
export function createFrame(
	url: string,
	route: Route,
	lazy: boolean
): HTMLIFrameElement {
	const iframe = document.createElement( 'iframe' );
	iframe.src = url;
	iframe.title = FRAME_TITLES[ route ];
	iframe.setAttribute( 'style', 'border:0;width:100%;display:block' );
	if ( lazy ) {
		iframe.setAttribute( 'loading', 'lazy' );
	}
	return iframe;
}
