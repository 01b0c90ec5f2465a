/**
 * Internal dependencies
 */
import { TRACK_MESSAGE } from './protocol';

declare global {
	interface Window {
		dataLayer?: unknown[];
	}
}

/**
 * Re-emits a frame's tracking event (spec §7) into the host page: `dataLayer` for tag managers and
 * a bubbling DOM event on the widget's element for the page's own scripts.
 *
 * @param element The script element or div of the widget.
 * @param route   The widget's route.
 * @param data    The track message.
 */
export function reEmit( element: HTMLElement, route: string, data: unknown ) {
	const { event, label } = data as { event?: unknown; label?: unknown };
	if ( typeof event !== 'string' || ! event ) {
		return;
	}
	const detail = {
		event,
		label: typeof label === 'string' ? label : undefined,
	};
	window.dataLayer = window.dataLayer || [];
	window.dataLayer.push( detail );
	element.dispatchEvent(
		new CustomEvent( TRACK_MESSAGE, {
			detail: { ...detail, route },
			bubbles: true,
		} )
	);
}
