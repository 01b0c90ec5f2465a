/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { apiRequest, onApiError } from '../client';
import { ApiError } from '../errors';
import { setNonceEndpoint } from '../refresh-nonce';

jest.mock( '@wordpress/api-fetch', () => {
	const fn = jest.fn() as jest.Mock & Record< string, unknown >;
	fn.use = jest.fn();
	return { __esModule: true, default: fn };
} );

const mockedApiFetch = apiFetch as unknown as jest.Mock & {
	nonceMiddleware?: { nonce: string };
};

describe( 'apiRequest', () => {
	const originalFetch = window.fetch;

	beforeEach( () => {
		mockedApiFetch.mockReset();
		mockedApiFetch.nonceMiddleware = { nonce: 'stale00000' };
		setNonceEndpoint( '/wp-admin/admin-ajax.php?action=rest-nonce' );
	} );

	afterEach( () => {
		window.fetch = originalFetch;
	} );

	it( 'resolves with the answer', async () => {
		mockedApiFetch.mockResolvedValue( { ok: true } );
		await expect(
			apiRequest( { path: 'immo-wizards/v1/x' } )
		).resolves.toEqual( { ok: true } );
	} );

	it( 'shows the server message', async () => {
		mockedApiFetch.mockRejectedValue( {
			code: 'immo_wizards_rate_limited',
			message: 'Too many requests.',
			data: { status: 429 },
		} );
		const error = await apiRequest( { path: 'immo-wizards/v1/x' } ).catch(
			( e ) => e
		);
		expect( error ).toBeInstanceOf( ApiError );
		expect( error ).toMatchObject( {
			code: 'immo_wizards_rate_limited',
			message: 'Too many requests.',
			status: 429,
		} );
	} );

	it( 'maps internal_server_error to the generic message', async () => {
		mockedApiFetch.mockRejectedValue( {
			code: 'internal_server_error',
			message: 'There has been a critical error on this website.',
			data: { status: 500 },
		} );
		await expect(
			apiRequest( { path: 'immo-wizards/v1/x' } )
		).rejects.toMatchObject( {
			message: 'Es ist ein interner Serverfehler aufgetreten.',
		} );
	} );

	it( 'names the URL when there was no response', async () => {
		mockedApiFetch.mockRejectedValue( {
			code: 'fetch_error',
			message: 'Could not get a valid response from the server.',
		} );
		await expect(
			apiRequest( { path: 'immo-wizards/v1/wizard/lead' } )
		).rejects.toMatchObject( {
			message:
				'HTTP-ERROR immo-wizards/v1/wizard/lead: Could not get a valid response from the server.',
		} );
	} );

	it( 'reports errors to listeners unless hidden', async () => {
		const listener = jest.fn();
		const unsubscribe = onApiError( listener );
		mockedApiFetch.mockRejectedValue( { code: 'x', message: 'Boom' } );
		await expect( apiRequest( { path: 'a' } ) ).rejects.toThrow( 'Boom' );
		await expect(
			apiRequest( { path: 'a', hideError: true } )
		).rejects.toThrow( 'Boom' );
		expect( listener ).toHaveBeenCalledTimes( 1 );
		expect( listener.mock.calls[ 0 ][ 0 ] ).toBeInstanceOf( ApiError );
		unsubscribe();
		await expect( apiRequest( { path: 'a' } ) ).rejects.toThrow( 'Boom' );
		expect( listener ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'passes an abort through without reporting it', async () => {
		const listener = jest.fn();
		const unsubscribe = onApiError( listener );
		const abort = new DOMException( 'Aborted', 'AbortError' );
		mockedApiFetch.mockRejectedValue( abort );
		await expect( apiRequest( { path: 'a' } ) ).rejects.toBe( abort );
		expect( listener ).not.toHaveBeenCalled();
		unsubscribe();
	} );

	it( 'refreshes an expired nonce once and retries', async () => {
		const invalidNonce = {
			code: 'rest_cookie_invalid_nonce',
			message: 'Cookie check failed',
			data: { status: 403 },
		};
		mockedApiFetch
			.mockRejectedValueOnce( invalidNonce )
			.mockResolvedValueOnce( { status: 'pending', uuid: 'u' } );
		window.fetch = jest.fn().mockResolvedValue( {
			ok: true,
			text: () => Promise.resolve( 'fresh12345' ),
		} );

		await expect(
			apiRequest( {
				path: 'immo-wizards/v1/wizard/lead',
				method: 'POST',
			} )
		).resolves.toEqual( { status: 'pending', uuid: 'u' } );

		expect( window.fetch ).toHaveBeenCalledWith(
			'/wp-admin/admin-ajax.php?action=rest-nonce',
			expect.anything()
		);
		expect( mockedApiFetch ).toHaveBeenCalledTimes( 2 );
		expect( mockedApiFetch.mock.calls[ 1 ][ 0 ].headers ).toEqual( {
			'X-WP-Nonce': 'fresh12345',
		} );
		expect( mockedApiFetch.nonceMiddleware?.nonce ).toBe( 'fresh12345' );
	} );

	it( 'retries only once', async () => {
		const invalidNonce = {
			code: 'rest_cookie_invalid_nonce',
			message: 'Cookie check failed',
			data: { status: 403 },
		};
		mockedApiFetch.mockRejectedValue( invalidNonce );
		window.fetch = jest.fn().mockResolvedValue( {
			ok: true,
			text: () => Promise.resolve( 'fresh12345' ),
		} );
		await expect( apiRequest( { path: 'a' } ) ).rejects.toMatchObject( {
			code: 'rest_cookie_invalid_nonce',
			status: 403,
		} );
		expect( mockedApiFetch ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'keeps the original error when the nonce cannot be refreshed', async () => {
		mockedApiFetch.mockRejectedValue( {
			code: 'rest_cookie_invalid_nonce',
			message: 'Cookie check failed',
			data: { status: 403 },
		} );
		window.fetch = jest.fn().mockResolvedValue( {
			ok: true,
			text: () => Promise.resolve( '0' ),
		} );
		await expect( apiRequest( { path: 'a' } ) ).rejects.toMatchObject( {
			code: 'rest_cookie_invalid_nonce',
		} );
		expect( mockedApiFetch ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'sends cross-origin requests without cookies or nonce', async () => {
		window.fetch = jest.fn().mockResolvedValue( {
			ok: true,
			json: () => Promise.resolve( { status: 'pending', uuid: 'x' } ),
		} );
		await apiRequest( {
			url: 'https://crm.example.com/lead',
			method: 'POST',
			data: { a: 1 },
		} );
		expect( mockedApiFetch ).not.toHaveBeenCalled();
		const [ url, init ] = ( window.fetch as jest.Mock ).mock.calls[ 0 ];
		expect( url ).toBe( 'https://crm.example.com/lead' );
		expect( init.credentials ).toBe( 'omit' );
		expect( init.headers ).not.toHaveProperty( 'X-WP-Nonce' );
		expect( init.body ).toBe( '{"a":1}' );
	} );
} );
