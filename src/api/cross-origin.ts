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
	/** 'same-origin': with this site's cookies (still without the nonce); default: without. */
	credentials?: 'omit' | 'same-origin';
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
 * Sends a request without the WordPress nonce, which api-fetch's middlewares would add, and without
 * cookies unless asked: to another origin (an allowed submit endpoint), to the public wizard routes,
 * and with cookies to a route that checks the session's cookie itself. Rejects
 * with the same shapes as api-fetch so that one error mapping serves both.
 *
 * @param request             The request.
 * @param request.url
 * @param request.method
 * @param request.data
 * @param request.signal
 * @param request.credentials
 */
export async function fetchCrossOrigin< T >( {
	url,
	method = 'GET',
	data,
	signal,
	credentials = 'omit',
}: CrossOriginRequest ): Promise< T > {
	let response: Response;
	try {
		response = await window.fetch( url, {
			method,
			credentials,
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
