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
	/** Do not report the error to the global listeners (the snackbar). */
	hideError?: boolean;
	/**
	 * Send without cookies and without the nonce. Public wizard routes need no session, and must
	 * not act with the session of a logged-in visitor (an admin filling in a wizard).
	 */
	anonymous?: boolean;
}

type RequestOptions = Omit< ApiRequestOptions, 'hideError' > & {
	headers?: Record< string, string >;
	/** false: resolve with the Response itself (to read headers); api-fetch then rejects with it too. */
	parse?: boolean;
};

/** One page of a collection route and the totals of its `X-WP-Total`/`X-WP-TotalPages` headers. */
export interface PageOf< T > {
	items: T[];
	total: number;
	totalPages: number;
}

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
	const { anonymous, ...request } = options;
	if ( anonymous ) {
		return fetchCrossOrigin< T >( {
			...request,
			url: request.url ?? restUrl( request.path ?? '' ),
		} );
	}
	if ( request.url && isCrossOrigin( request.url ) ) {
		return fetchCrossOrigin< T >( { ...request, url: request.url } );
	}
	return apiFetch< T, boolean >( request ) as Promise< T >;
}

/**
 * The WP_Error body of a failed request: with `parse: false` api-fetch rejects with the Response.
 *
 * @param thrown What the request rejected with.
 */
async function errorBody( thrown: unknown ): Promise< unknown > {
	const response = thrown as Partial< Response > | null;
	if ( typeof response?.json !== 'function' ) {
		return thrown;
	}
	const body = await response.json().catch( () => ( {} ) );
	return { ...body, data: { status: response.status, ...body?.data } };
}

async function send< T >( options: RequestOptions ): Promise< T > {
	try {
		return await sendOnce< T >( options );
	} catch ( thrown ) {
		const error = await errorBody( thrown );
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

/**
 * One page of a collection route with its totals.
 *
 * @param options Request options (the path carries `page` and `per_page`).
 */
export async function apiPage< T >(
	options: ApiRequestOptions
): Promise< PageOf< T > > {
	const response = await apiRequest< Response >( {
		...options,
		parse: false,
	} );
	const items: T[] = await response.json();
	const header = ( name: string, fallback: number ) => {
		const value = response.headers.get( name );
		return value === null ? fallback : Number( value );
	};
	return {
		items,
		total: header( 'X-WP-Total', items.length ),
		totalPages: header( 'X-WP-TotalPages', 1 ),
	};
}
