/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import type { APIFetchMiddleware } from '@wordpress/api-fetch';

/** Paths of this plugin's REST namespaces (`immo-wizards/v1/…` and `immo-wizards/auth/…`). */
export const PLUGIN_PATH = /^\/?immo-wizards\//;

let currentNonce: string | null = null;
let registered = false;

function hasNonceHeader( headers: Record< string, string > = {} ): boolean {
	return Object.keys( headers ).some(
		( name ) => name.toLowerCase() === 'x-wp-nonce'
	);
}

/**
 * Sends the session nonce handed out by the portal login as `X-WP-Nonce` with the plugin's own
 * REST calls. A header set explicitly by the caller (the nonce-refresh retry) wins.
 *
 * @param options The request options.
 * @param next    The next middleware.
 */
export const pluginNonceMiddleware: APIFetchMiddleware = ( options, next ) => {
	if (
		! currentNonce ||
		typeof options.path !== 'string' ||
		! PLUGIN_PATH.test( options.path ) ||
		hasNonceHeader( options.headers )
	) {
		return next( options );
	}
	return next( {
		...options,
		headers: { ...options.headers, 'X-WP-Nonce': currentNonce },
	} );
};

/**
 * Sets the REST nonce of the current session (e.g. after a portal login), or clears it.
 *
 * Core's own nonce middleware (when the page has one) is updated too: it would otherwise
 * overwrite the header with the nonce baked into the page.
 *
 * @param nonce The nonce, or null to stop sending one.
 */
export function setNonce( nonce: string | null ): void {
	currentNonce = nonce;
	if ( nonce && apiFetch.nonceMiddleware ) {
		apiFetch.nonceMiddleware.nonce = nonce;
	}
	if ( ! registered ) {
		registered = true;
		apiFetch.use( pluginNonceMiddleware );
	}
}

export function getNonce(): string | null {
	return currentNonce;
}
