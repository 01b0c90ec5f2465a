/**
 * Reads the personal key `k` from the page URL and removes it from the address bar, so a reload or a
 * shared screenshot does not carry it.
 */
export function takeKeyFromUrl(): string | null {
	const url = new URL( window.location.href );
	const key = url.searchParams.get( 'k' );
	if ( key === null ) {
		return null;
	}
	url.searchParams.delete( 'k' );
	window.history.replaceState( window.history.state, '', url.toString() );
	return key.trim() || null;
}
