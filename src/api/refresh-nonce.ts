/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { getNonce, setNonce } from './nonce-middleware';

declare global {
	interface Window {
		ajaxurl?: string;
	}
}

let configuredEndpoint: string | null = null;
let pending: Promise< string > | null = null;

/**
 * Sets the admin-ajax URL that hands out fresh REST nonces (`?action=rest-nonce`).
 *
 * @param endpoint Full URL of the nonce endpoint.
 */
export function setNonceEndpoint( endpoint: string | null ): void {
	configuredEndpoint = endpoint;
}

function nonceEndpoint(): string {
	if ( configuredEndpoint ) {
		return configuredEndpoint;
	}
	if ( apiFetch.nonceEndpoint ) {
		return apiFetch.nonceEndpoint;
	}
	const ajaxUrl = window.ajaxurl || '/wp-admin/admin-ajax.php';
	return (
		ajaxUrl + ( ajaxUrl.includes( '?' ) ? '&' : '?' ) + 'action=rest-nonce'
	);
}

async function requestNonce(): Promise< string > {
	const response = await window.fetch( nonceEndpoint(), {
		credentials: 'same-origin',
	} );
	const nonce = response.ok ? ( await response.text() ).trim() : '';
	// admin-ajax answers '0' or '-1' when it cannot help.
	if ( ! /^[a-z0-9]{6,}$/i.test( nonce ) ) {
		throw new Error( 'nonce refresh failed' );
	}
	if ( apiFetch.nonceMiddleware ) {
		apiFetch.nonceMiddleware.nonce = nonce;
	}
	if ( getNonce() ) {
		setNonce( nonce );
	}
	return nonce;
}

/**
 * Fetches a fresh REST nonce (the one baked into a cached page may have expired).
 * Concurrent callers share one request.
 */
export function refreshNonce(): Promise< string > {
	if ( ! pending ) {
		pending = requestNonce().finally( () => {
			pending = null;
		} );
	}
	return pending;
}
