/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * An error answer of the REST API (or a failed connection), with the message to show.
 */
export class ApiError extends Error {
	readonly code: string;
	readonly status?: number;
	readonly data?: unknown;

	constructor(
		code: string,
		message: string,
		status?: number,
		data?: unknown
	) {
		super( message );
		this.name = 'ApiError';
		this.code = code;
		this.status = status;
		this.data = data;
	}
}

/** Codes api-fetch uses when there was no HTTP response at all. */
const NO_RESPONSE_CODES = [ 'fetch_error', 'offline_error' ];

interface RawError {
	code?: unknown;
	message?: unknown;
	data?: { status?: unknown } & Record< string, unknown >;
}

export function isAbortError( error: unknown ): boolean {
	return (
		typeof error === 'object' &&
		error !== null &&
		( error as { name?: unknown } ).name === 'AbortError'
	);
}

/**
 * Maps what api-fetch rejects with to an ApiError carrying the spec's user message.
 *
 * @param raw The rejection value: a WP_Error body, an api-fetch error or anything else.
 * @param url The requested path or URL, named in the message when there was no response.
 */
export function toApiError( raw: unknown, url: string ): ApiError {
	if ( raw instanceof ApiError ) {
		return raw;
	}
	const error: RawError =
		typeof raw === 'object' && raw !== null ? ( raw as RawError ) : {};
	const code = typeof error.code === 'string' ? error.code : 'unknown_error';
	const serverMessage =
		typeof error.message === 'string' ? error.message : '';
	const status =
		typeof error.data?.status === 'number' ? error.data.status : undefined;

	let message: string;
	if ( code === 'internal_server_error' ) {
		message = __( 'An internal server error occurred.', 'immo-wizards' );
	} else if ( NO_RESPONSE_CODES.includes( code ) ) {
		message = sprintf(
			/* translators: 1: requested URL, 2: error message */
			__( 'HTTP-ERROR %1$s: %2$s', 'immo-wizards' ),
			url,
			serverMessage
		);
	} else {
		message =
			serverMessage || __( 'An error has occurred.', 'immo-wizards' );
	}
	return new ApiError( code, message, status, error.data );
}
