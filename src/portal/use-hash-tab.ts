/**
 * The selected tab lives in the URL hash (`#savedSearch`), so a reload keeps it. Replacing the
 * hash adds no history entry for every tab switch.
 */
/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useState } from '@wordpress/element';

const PORTAL_TABS = [ 'exposeInquiry', 'savedSearch', 'account' ] as const;

export type PortalTab = ( typeof PORTAL_TABS )[ number ];

/** Spec: Suchprofile is the default tab. */
const DEFAULT_TAB: PortalTab = 'savedSearch';

export function tabFromHash( hash: string ): PortalTab {
	const id = hash.replace( /^#/, '' );
	return ( PORTAL_TABS as readonly string[] ).includes( id )
		? ( id as PortalTab )
		: DEFAULT_TAB;
}

export function useHashTab(): [ PortalTab, ( tab: PortalTab ) => void ] {
	const [ tab, setTab ] = useState( () =>
		tabFromHash( window.location.hash )
	);

	useEffect( () => {
		const follow = () => setTab( tabFromHash( window.location.hash ) );
		window.addEventListener( 'hashchange', follow );
		return () => window.removeEventListener( 'hashchange', follow );
	}, [] );

	const select = useCallback( ( next: PortalTab ) => {
		setTab( next );
		const url = new URL( window.location.href );
		url.hash = next;
		window.history.replaceState( window.history.state, '', url.toString() );
	}, [] );

	return [ tab, select ];
}
