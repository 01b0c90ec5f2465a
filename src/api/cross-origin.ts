/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isAbortError } from './errors';

export interface CrossOriginRequest {
	url: string;
	method?: string;
	data?: unknown;
	signal?: AbortSignal;
}

export function isCrossOrigin( url: string | undefined ): boolean {
	if ( ! url ) {
		return false;
	}
	try {
		return (
			new URL( url, window.location.href ).origin !==
			window.location.origin
		);
	} catch {
		return false;
	}
}

/**
 * Sends a request without cookies and without the WordPress nonce, which api-fetch's middlewares
 * would add: to another origin (an allowed submit endpoint) and to the public wizard routes. Rejects
 * with the same shapes as api-fetch so that one error mapping serves both.
 *
 * @param request        The request.
 * @param request.url
 * @param request.method
 * @param request.data
 * @param request.signal
 */
export async function fetchCrossOrigin< T >( {
	url,
	method = 'GET',
	data,
	signal,
}: CrossOriginRequest ): Promise< T > {
	let response: Response;
	try {
		response = await window.fetch( url, {
			method,
			credentials: 'omit',
			headers:
				data === undefined
					? { Accept: 'application/json' }
					: {
							Accept: 'application/json',
							'Content-Type': 'application/json',
						},
			body: data === undefined ? undefined : JSON.stringify( data ),
			signal,
		} );
	} catch ( error ) {
		if ( isAbortError( error ) ) {
			throw error;
		}
		throw {
			code: 'fetch_error',
			message: __(
				'Could not get a valid response from the server.',
				'immo-wizards'
			),
		};
	}
	const body = await response.json().catch( () => null );
	if ( ! response.ok ) {
		const error = typeof body === 'object' && body !== null ? body : {};
		throw {
			code: 'http_error',
			...error,
			data: { ...error.data, status: response.status },
		};
	}
	return body as T;
}
