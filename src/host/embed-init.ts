/**
 * The frame's side of the start handshake with its host page (issue 10, spec §1): announce the
 * screen with `ready`, then take the host's `init`.
 */
/**
 * Internal dependencies
 */
import { INIT_MESSAGE, messageType, READY_MESSAGE } from '../embed/protocol';
import { postToParent } from './bridge';
import { applyHostConsent } from './consent';
import { readInit, type HostInit } from './init-config';
import { embedPage } from './page-data';

/**
 * Posts `ready` and resolves with the parent's init message. Only the frame's own parent counts,
 * and on a standalone page only from an allowed origin. A block page framed by its own site has no
 * such list: there the init only starts the screen, its config and consent are not taken.
 *
 * @param screen  The screen, e.g. 'portal' or 'lead-wizard'.
 * @param timeout Resolve with null after this many ms; omitted: wait as long as it takes.
 */
export function waitForInit(
	screen: string,
	timeout?: number
): Promise< HostInit | null > {
	const embed = embedPage();
	return new Promise( ( resolve ) => {
		let timer: number | undefined;
		const listener = ( event: MessageEvent ) => {
			if (
				event.source !== window.parent ||
				messageType( event.data ) !== INIT_MESSAGE ||
				( embed && ! embed.origins.includes( event.origin ) )
			) {
				return;
			}
			stop();
			const init = embed ? readInit( event.data ) : null;
			if ( init?.consent ) {
				applyHostConsent( init.consent );
			}
			resolve( init );
		};
		const stop = () => {
			window.removeEventListener( 'message', listener );
			window.clearTimeout( timer );
		};
		window.addEventListener( 'message', listener );
		if ( timeout !== undefined ) {
			timer = window.setTimeout( () => {
				stop();
				resolve( null );
			}, timeout );
		}
		postToParent( { type: READY_MESSAGE, screen } );
	} );
}
