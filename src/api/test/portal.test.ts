/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { fetchLoginNonce, requestLoginMail } from '../auth';
import { fetchPortalInquiries } from '../expose-inquiries';
import { deleteSavedSearch, fetchSavedSearches } from '../saved-searches';

jest.mock( '@wordpress/api-fetch', () => {
	const fn = Object.assign( jest.fn(), { use: jest.fn() } );
	return { __esModule: true, default: fn };
} );

const mockedApiFetch = apiFetch as unknown as jest.Mock;

const originalFetch = window.fetch;

beforeEach( () => {
	mockedApiFetch.mockReset();
	window.immoWizardsServer = {
		renderToken: 'a'.repeat( 32 ),
		restRoot: 'http://localhost/wp-json/',
		submitEndpoints: [],
	};
} );

afterEach( () => {
	window.fetch = originalFetch;
	delete window.immoWizardsServer;
} );

describe( 'portal resources', () => {
	it( 'keeps a uuid inside its path segment', async () => {
		mockedApiFetch.mockResolvedValue( { deleted: true } );
		await deleteSavedSearch( '../contact?x=1' );
		expect( mockedApiFetch ).toHaveBeenCalledWith( {
			path: 'immo-wizards/v1/saved-search/..%2Fcontact%3Fx%3D1',
			method: 'DELETE',
		} );
	} );

	it( 'treats odd list answers as empty lists', async () => {
		mockedApiFetch.mockResolvedValue( { not: 'a list' } );
		await expect( fetchSavedSearches() ).resolves.toEqual( [] );
		await expect( fetchPortalInquiries() ).resolves.toEqual( [] );
	} );

	it( 'leaves out Anfragen entries of unknown types', async () => {
		const lead = { type: 'lead', uuid: 'u-1', address: 'Hauptstraße 1' };
		mockedApiFetch.mockResolvedValue( [
			{ type: 'saved_search', uuid: 'u-2' },
			lead,
			null,
		] );
		await expect( fetchPortalInquiries() ).resolves.toEqual( [ lead ] );
	} );

	it( 'asks for the login nonce with the session cookie and without the page nonce', async () => {
		window.fetch = jest.fn().mockResolvedValue( {
			ok: true,
			json: () => Promise.resolve( { nonce: 'n0nce' } ),
		} );
		await expect( fetchLoginNonce( 'k' ) ).resolves.toBe( 'n0nce' );
		// The page's nonce is the visitor's from before the login: WordPress would answer 403.
		expect( mockedApiFetch ).not.toHaveBeenCalled();
		const [ url, init ] = ( window.fetch as jest.Mock ).mock.calls[ 0 ];
		expect( url ).toBe(
			'http://localhost/wp-json/immo-wizards/auth/login/nonce'
		);
		expect( init ).toMatchObject( {
			method: 'POST',
			credentials: 'same-origin',
		} );
		expect( init.headers ).not.toHaveProperty( 'X-WP-Nonce' );
		expect( JSON.parse( init.body ) ).toEqual( { k: 'k' } );
	} );

	it( 'rejects a login nonce answer without a nonce', async () => {
		window.fetch = jest.fn().mockResolvedValue( {
			ok: true,
			json: () => Promise.resolve( { nonce: '' } ),
		} );
		await expect( fetchLoginNonce( 'k' ) ).rejects.toThrow(
			'invalid data'
		);
	} );

	it( 'asks for a login mail in the auth namespace', async () => {
		mockedApiFetch.mockResolvedValue( { sent: true } );
		await expect( requestLoginMail( 'a@b.de' ) ).resolves.toEqual( {
			sent: true,
		} );
		expect( mockedApiFetch ).toHaveBeenCalledWith( {
			path: 'immo-wizards/auth/email',
			method: 'POST',
			data: { email: 'a@b.de' },
		} );
	} );
} );
