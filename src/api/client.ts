/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { ApiError, isAbortError, toApiError } from './errors';
import { fetchCrossOrigin, isCrossOrigin } from './cross-origin';
import { refreshNonce } from './refresh-nonce';
import { restUrl } from './submit-target';

export interface ApiRequestOptions {
	/** Path relative to the REST root, e.g. 'immo-wizards/v1/wizard/lead'. */
	path?: string;
	/** Absolute or root-relative URL (used instead of path). */
	url?: string;
	method?: string;
	data?: unknown;
	/** A multipart body (file uploads); api-fetch sends it as it is. */
	body?: FormData;
	signal?: AbortSignal;
	/** false: answer the raw Response (collections read `X-WP-Total` from it, see collection.ts). */
	parse?: false;
	/** Do not report the error to the global listeners (the snackbar). */
	hideError?: boolean;
	/**
	 * Send without cookies and without the nonce. Public wizard routes need no session, and must
	 * not act with the session of a logged-in visitor (an admin filling in a wizard).
	 */
	anonymous?: boolean;
	/**
	 * Send with the session's cookies but without the nonce: WordPress then runs the request as a
	 * visitor's, and the route checks the cookie itself. For the nonce of a session that just
	 * opened, which the page's nonce (the visitor's before the login) would spoil with a 403.
	 */
	withoutNonce?: boolean;
}

type RequestOptions = Omit< ApiRequestOptions, 'hideError' > & {
	headers?: Record< string, string >;
	/** false: resolve with the Response itself (to read headers); api-fetch then rejects with it too. */
	parse?: boolean;
};

export type ApiErrorListener = ( error: ApiError ) => void;

const listeners = new Set< ApiErrorListener >();

/**
 * Subscribes to every API error not requested with `hideError`.
 *
 * @param listener Called with each error.
 * @return Unsubscribe function.
 */
export function onApiError( listener: ApiErrorListener ): () => void {
	listeners.add( listener );
	return () => {
		listeners.delete( listener );
	};
}

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

async function send< T >( options: RequestOptions ): Promise< T > {
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

/**
 * The one way the front end talks to the REST API. Rejects with an ApiError (or the
 * AbortError when the request was aborted).
 *
 * @param options Request options.
 */
export async function apiRequest< T >(
	options: ApiRequestOptions & Pick< RequestOptions, 'parse' >
): Promise< T > {
	const { hideError, ...request } = options;
	try {
		return await send< T >( request );
	} catch ( raw ) {
		if ( isAbortError( raw ) ) {
			throw raw;
		}
		const error = toApiError( raw, request.url ?? request.path ?? '' );
		if ( ! hideError ) {
			listeners.forEach( ( listener ) => listener( error ) );
		}
		throw error;
	}
}
