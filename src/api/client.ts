/**
 * Internal dependencies
 */
import { loadOnce } from '../host/load-once';
import { ApiError, isAbortError, toApiError } from './errors';

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

export type RequestOptions = Omit< ApiRequestOptions, 'hideError' > & {
	headers?: Record< string, string >;
	/** false: resolve with the Response itself (to read headers); api-fetch then rejects with it too. */
	parse?: boolean;
};

export type ApiErrorListener = ( error: ApiError ) => void;

const listeners = new Set< ApiErrorListener >();

type Transport = typeof import( './transport' );

/** The transport once it has arrived: later requests start at once, without a wait. */
let transport: Transport | null = null;
const loadTransport = loadOnce( () =>
	import( /* webpackChunkName: "api-transport" */ './transport' ).then(
		( module ) => ( transport = module )
	)
);

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
		if ( ! transport ) {
			await loadTransport();
			// Aborted while the transport arrived: as fetch does with an aborted signal.
			if ( request.signal?.aborted ) {
				throw new DOMException( 'Aborted', 'AbortError' );
			}
		}
		return await ( transport as Transport ).send< T >( request );
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
