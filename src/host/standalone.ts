/**
 * What a standalone page (issue 10: a screen under the embed base path, no theme) does before its
 * screen mounts.
 */
/**
 * Internal dependencies
 */
import { sendEmbedHeader } from '../api/embed-header-middleware';
import { isFramed } from './bridge';
import { waitForInit } from './embed-init';
import { reportHeight } from './height-reporter';
import type { HostInit } from './init-config';

/** A wizard waits this long for its host page's init, then starts with the server's config. */
export const WIZARD_INIT_TIMEOUT = 3000;

/**
 * Starts a standalone page. Framed, its REST calls say so (the portal's session cookies become
 * partitioned third-party cookies; at top level they stay WordPress's ordinary first-party ones),
 * it reports its height and waits for the host page's init (spec §1: the portal for as long as
 * it takes, a wizard at most WIZARD_INIT_TIMEOUT).
 *
 * A wizard's init that comes after the timeout is not taken: the screen already runs with the
 * server's config and its own cookie banner.
 *
 * @param screen The screen, e.g. 'portal'.
 * @return The host page's init; null at top level or when none came in time.
 */
export function startStandalone( screen: string ): Promise< HostInit | null > {
	if ( ! isFramed() ) {
		return Promise.resolve( null );
	}
	sendEmbedHeader();
	reportHeight();
	return waitForInit(
		screen,
		screen === 'portal' ? undefined : WIZARD_INIT_TIMEOUT
	);
}
