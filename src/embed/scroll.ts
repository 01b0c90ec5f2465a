/**
 * Internal dependencies
 */
import { prefersReducedMotion } from '../host/motion';

/**
 * Scrolls the host page up to the frame's top on a step change, only when that top is above the
 * viewport (scrolled past): a frame already in view stays where the visitor is.
 *
 * @param iframe The widget's frame.
 */
export function scrollToFrame( iframe: HTMLIFrameElement ): void {
	const { top } = iframe.getBoundingClientRect();
	if ( top >= 0 ) {
		return;
	}
	window.scrollTo( {
		top: Math.max( 0, top + window.scrollY ),
		behavior: prefersReducedMotion() ? 'auto' : 'smooth',
	} );
}
