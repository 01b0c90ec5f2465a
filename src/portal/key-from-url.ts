/**
 * Reads the personal key `k` of the e-mail link the page was opened with and removes it from the
 * address bar, so a reload, a bookmark or a shared screenshot does not carry it. Links carry it in
 * the fragment (`#k=…`, never sent to a server); the page's head script moved it into a global
 * before any other script ran. Links sent before with `?k=…` keep working.
 */
export function takeKeyFromUrl(): string | null {
	const global = window as Window & { immoWizardsLinkKey?: unknown };
	const taken =
		typeof global.immoWizardsLinkKey === 'string'
			? global.immoWizardsLinkKey
			: null;
	delete global.immoWizardsLinkKey;

	const url = new URL( window.location.href );
	const fragment = new URLSearchParams( url.hash.slice( 1 ) );
	const key = taken ?? fragment.get( 'k' ) ?? url.searchParams.get( 'k' );
	if ( fragment.has( 'k' ) ) {
		fragment.delete( 'k' );
		url.hash = fragment.toString();
	}
	if ( url.searchParams.has( 'k' ) ) {
		url.searchParams.delete( 'k' );
	}
	if ( url.href !== window.location.href ) {
		window.history.replaceState( window.history.state, '', url.toString() );
	}
	return key?.trim() || null;
}
