/**
 * The host side of the message channel: only the plugin's origin, only from our own frames.
 */
/**
 * Internal dependencies
 */
import {
	HEIGHT_MESSAGE,
	messageType,
	READY_MESSAGE,
	SCROLL_TOP_MESSAGE,
	TRACK_MESSAGE,
	type InitMessage,
	type Route,
} from './protocol';
import { scrollToFrame } from './scroll';
import { reEmit } from './track';

/** One widget: its frame, the element it belongs to, and what it is told on `ready`. */
export interface Embed {
	iframe: HTMLIFrameElement;
	element: HTMLElement;
	route: Route;
	init: InitMessage;
}

/** Sanity cap: a frame claiming more is broken, not tall. */
const MAX_HEIGHT = 100000;

/**
 * Sizes the frame to its content, so it never shows an inner scrollbar.
 *
 * @param iframe The frame.
 * @param data   The height message.
 */
function setHeight( iframe: HTMLIFrameElement, data: unknown ): void {
	const { height } = data as { height?: unknown };
	if (
		typeof height === 'number' &&
		Number.isFinite( height ) &&
		height >= 0 &&
		height <= MAX_HEIGHT
	) {
		iframe.style.height = `${ Math.ceil( height ) }px`;
	}
}

/**
 * Answers the messages of `embeds`' frames. A message counts only from `origin` (the origin of
 * `embed.js`, i.e. the plugin's site) and from one of these frames: another frame or window on the
 * page cannot resize, scroll or fake tracking events.
 *
 * @param origin The plugin's origin.
 * @param embeds The widgets created by this script.
 */
export function listen( origin: string, embeds: Embed[] ): void {
	window.addEventListener( 'message', ( event: MessageEvent ) => {
		const embed =
			event.origin === origin &&
			embeds.find(
				( candidate ) =>
					!! event.source &&
					candidate.iframe.contentWindow === event.source
			);
		if ( ! embed ) {
			return;
		}
		switch ( messageType( event.data ) ) {
			case READY_MESSAGE:
				embed.iframe.contentWindow?.postMessage( embed.init, origin );
				break;
			case HEIGHT_MESSAGE:
				setHeight( embed.iframe, event.data );
				break;
			case SCROLL_TOP_MESSAGE:
				scrollToFrame( embed.iframe );
				break;
			case TRACK_MESSAGE:
				reEmit( embed.element, embed.route, event.data );
				break;
		}
	} );
}
