/**
 * The REST transport, a chunk of its own that arrives with a screen's first request (a form's
 * first interaction), not before first paint: api-fetch with the nonce for session routes, a plain
 * fetch for anonymous and cross-origin ones, and one retry with a fresh nonce when a cached page's
 * nonce has expired. Only client.ts imports it.
 */
/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import type { RequestOptions } from './client';
import { fetchCrossOrigin, isCrossOrigin } from './cross-origin';
import { refreshNonce } from './refresh-nonce';
import { restUrl } from './submit-target';

function sendOnce< T >( options: RequestOptions ): Promise< T > {
	const { anonymous, withoutNonce, ...request } = options;
	if ( anonymous || withoutNonce ) {
		return fetchCrossOrigin< T >( {
			...request,
			url: request.url ?? restUrl( request.path ?? '' ),
			credentials: anonymous ? 'omit' : 'same-origin',
		} );
	}
	if ( request.url && isCrossOrigin( request.url ) ) {
		return fetchCrossOrigin< T >( { ...request, url: request.url } );
	}
	// The caller names the answer's type: the data, or the Response when it asked for `parse: false`.
	return ( apiFetch< T, boolean >( request ) as Promise< T > ).catch(
		rejectWithBody
	);
}

/**
 * With `parse: false` api-fetch rejects with the raw Response: reject with its WP_Error body instead,
 * as parsed requests do.
 *
 * @param error The rejection.
 */
async function rejectWithBody( error: unknown ): Promise< never > {
	if ( typeof ( error as Response )?.json !== 'function' ) {
		throw error;
	}
	const response = error as Response;
	const body = await response.json().catch( () => ( {} ) );
	throw { ...body, data: { status: response.status, ...body?.data } };
}

export async function send< T >( options: RequestOptions ): Promise< T > {
	try {
		return await sendOnce< T >( options );
	} catch ( thrown ) {
		const error = thrown;
		if (
			( error as { code?: unknown } )?.code !==
			'rest_cookie_invalid_nonce'
		) {
			throw error;
		}
		// The nonce baked into a cached page has expired: get a fresh one and retry once.
		let nonce: string;
		try {
			nonce = await refreshNonce();
		} catch {
			throw error;
		}
		return sendOnce< T >( {
			...options,
			headers: { ...options.headers, 'X-WP-Nonce': nonce },
		} );
	}
}
