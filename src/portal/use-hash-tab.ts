/**
 * The selected tab lives in the URL hash (`#savedSearch`), so a reload keeps it. Replacing the
 * hash adds no history entry for every tab switch. A link that confirmed something opens the tab
 * that holds it.
 */
/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { Confirmed } from './session';

const PORTAL_TABS = [ 'exposeInquiry', 'savedSearch', 'account' ] as const;

export type PortalTab = ( typeof PORTAL_TABS )[ number ];

/** Spec: Suchprofile is the default tab. */
const DEFAULT_TAB: PortalTab = 'savedSearch';

/**
 * Where what a link confirmed is shown: a saved search under Suchprofile, a lead, an inquiry or a
 * message under Anfragen, the newsletter (a consent of the contact) and a new e-mail address under
 * Mein Konto.
 */
const TAB_OF_CONFIRMED: Record< Confirmed, PortalTab > = {
	saved_search: 'savedSearch',
	lead: 'exposeInquiry',
	expose_inquiry: 'exposeInquiry',
	message: 'exposeInquiry',
	newsletter: 'account',
	email_change: 'account',
};

export function tabFromHash( hash: string ): PortalTab {
	const id = hash.replace( /^#/, '' );
	return ( PORTAL_TABS as readonly string[] ).includes( id )
		? ( id as PortalTab )
		: DEFAULT_TAB;
}

/**
 * The tab that holds what a link confirmed, if it is known.
 *
 * @param confirmed What the link confirmed.
 */
export function tabOfConfirmed(
	confirmed: Confirmed | undefined
): PortalTab | undefined {
	// The type comes from the server: only the ones this client knows.
	return confirmed &&
		Object.prototype.hasOwnProperty.call( TAB_OF_CONFIRMED, confirmed )
		? TAB_OF_CONFIRMED[ confirmed ]
		: undefined;
}

function writeHash( tab: PortalTab ): void {
	const url = new URL( window.location.href );
	url.hash = tab;
	window.history.replaceState( window.history.state, '', url.toString() );
}

/**
 * @param opened The tab to open with, whatever the hash says (then written to it).
 */
export function useHashTab(
	opened?: PortalTab
): [ PortalTab, ( tab: PortalTab ) => void ] {
	const [ tab, setTab ] = useState(
		() => opened ?? tabFromHash( window.location.hash )
	);

	useEffect( () => {
		const follow = () => setTab( tabFromHash( window.location.hash ) );
		window.addEventListener( 'hashchange', follow );
		return () => window.removeEventListener( 'hashchange', follow );
	}, [] );

	// Once: a reload shows the tab the portal opened with.
	const [ first ] = useState( opened );
	useEffect( () => {
		if ( first ) {
			writeHash( first );
		}
	}, [ first ] );

	const select = useCallback( ( next: PortalTab ) => {
		setTab( next );
		writeHash( next );
	}, [] );

	return [ tab, select ];
}
