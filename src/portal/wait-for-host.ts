/**
 * Spec: framed, the portal is shown only after the host page's init message. The portal announces
 * itself with a ready message first, so a host whose init was sent before this script listened
 * can answer again. Inline there is no host to wait for.
 */
/**
 * Internal dependencies
 */
import { isFramed, postToParent } from '../host/bridge';

export const READY_MESSAGE = 'immo-wizards:ready';
export const INIT_MESSAGE = 'immo-wizards:init';

/**
 * Resolves when the portal may be shown: at once inline; framed, on the parent's init message.
 */
export function waitForHost(): Promise< void > {
	if ( ! isFramed() ) {
		return Promise.resolve();
	}
	return new Promise( ( resolve ) => {
		const listener = ( event: MessageEvent ) => {
			// Only the frame's own parent may start it; other frames' messages are ignored.
			if (
				event.source !== window.parent ||
				( event.data as { type?: unknown } )?.type !== INIT_MESSAGE
			) {
				return;
			}
			window.removeEventListener( 'message', listener );
			resolve();
		};
		window.addEventListener( 'message', listener );
		postToParent( { type: READY_MESSAGE, screen: 'portal' } );
	} );
}
