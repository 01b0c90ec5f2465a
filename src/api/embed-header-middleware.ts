/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import type { APIFetchMiddleware } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { PLUGIN_PATH } from './nonce-middleware';

let registered = false;

/**
 * Marks the plugin's REST calls from a standalone page with `X-Immo-Embed: 1`: the server then
 * sets the portal's login cookies so a cross-site frame keeps them (partitioned). Only the
 * plugin's paths: an external submit endpoint must not see a header its CORS rules do not list.
 *
 * @param options The request options.
 * @param next    The next middleware.
 */
export const embedHeaderMiddleware: APIFetchMiddleware = ( options, next ) =>
	typeof options.path === 'string' && PLUGIN_PATH.test( options.path )
		? next( {
				...options,
				headers: { ...options.headers, 'X-Immo-Embed': '1' },
			} )
		: next( options );

/** Sends the header from now on (called once a standalone page starts). */
export function sendEmbedHeader(): void {
	if ( ! registered ) {
		registered = true;
		apiFetch.use( embedHeaderMiddleware );
	}
}
