/**
 * Spec: framed, the portal is shown only after the host page's init message. The portal announces
 * itself with a ready message first, so a host whose init was sent before this script listened
 * can answer again. Inline there is no host to wait for.
 */
/**
 * Internal dependencies
 */
import { isFramed } from '../host/bridge';
import { waitForInit } from '../host/embed-init';
import { embedPage } from '../host/page-data';

export { INIT_MESSAGE, READY_MESSAGE } from '../embed/protocol';

/**
 * Resolves when the portal may be shown: at once inline, and on a standalone page, where the view
 * waited for the init before it mounted (render-frontend); framed on a block page, on the parent's
 * init message.
 */
export function waitForHost(): Promise< void > {
	if ( ! isFramed() || embedPage() ) {
		return Promise.resolve();
	}
	return waitForInit( 'portal' ).then( () => undefined );
}
