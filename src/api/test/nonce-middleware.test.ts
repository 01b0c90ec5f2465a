/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { pluginNonceMiddleware, setNonce } from '../nonce-middleware';

jest.mock( '@wordpress/api-fetch', () => {
	const fn = jest.fn() as jest.Mock & Record< string, unknown >;
	fn.use = jest.fn();
	fn.nonceMiddleware = { nonce: 'page-nonce' };
	return { __esModule: true, default: fn };
} );

describe( 'plugin nonce middleware', () => {
	const next = jest.fn( ( options ) => Promise.resolve( options ) );

	beforeEach( () => next.mockClear() );

	it( 'sends nothing before a nonce is set', async () => {
		await pluginNonceMiddleware(
			{ path: 'immo-wizards/v1/contact' },
			next
		);
		expect( next.mock.calls[ 0 ][ 0 ].headers ).toBeUndefined();
	} );

	it( 'sends the nonce on plugin paths only', async () => {
		setNonce( 'session123' );
		expect( apiFetch.use ).toHaveBeenCalledWith( pluginNonceMiddleware );
		expect( apiFetch.nonceMiddleware?.nonce ).toBe( 'session123' );

		await pluginNonceMiddleware(
			{ path: 'immo-wizards/v1/contact' },
			next
		);
		await pluginNonceMiddleware( { path: 'wp/v2/posts' }, next );
		await pluginNonceMiddleware(
			{
				path: 'immo-wizards/v1/contact',
				headers: { 'x-wp-nonce': 'own' },
			},
			next
		);
		expect( next.mock.calls[ 0 ][ 0 ].headers ).toEqual( {
			'X-WP-Nonce': 'session123',
		} );
		expect( next.mock.calls[ 1 ][ 0 ].headers ).toBeUndefined();
		expect( next.mock.calls[ 2 ][ 0 ].headers ).toEqual( {
			'x-wp-nonce': 'own',
		} );
	} );

	it( 'registers the middleware once', () => {
		setNonce( 'other' );
		setNonce( null );
		expect( apiFetch.use ).toHaveBeenCalledTimes( 1 );
	} );
} );
