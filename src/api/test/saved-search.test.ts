/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { fetchLocationShapes, fetchLocations } from '../locations';
import { submitSavedSearch } from '../saved-search';
import type { SavedSearchPayload } from '../types';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedApiFetch = apiFetch as unknown as jest.Mock;

beforeEach( () => {
	mockedApiFetch.mockReset();
	mockedApiFetch.mockResolvedValue( {} );
} );

describe( 'saved-search calls', () => {
	it( 'posts the saved search without cookies or nonce', async () => {
		const payload = {
			requestId: 'r',
			formToken: 't',
		} as SavedSearchPayload;
		window.immoWizardsServer = {
			renderToken: 'a'.repeat( 32 ),
			restRoot: 'http://localhost/wp-json/',
			submitEndpoints: [],
		};
		window.fetch = jest.fn().mockResolvedValue( {
			ok: true,
			json: () => Promise.resolve( { status: 'pending', uuid: 'u' } ),
		} );
		await submitSavedSearch( payload );
		expect( mockedApiFetch ).not.toHaveBeenCalled();
		const [ url, init ] = ( window.fetch as jest.Mock ).mock.calls[ 0 ];
		expect( url ).toBe(
			'http://localhost/wp-json/immo-wizards/v1/wizard/saved-search'
		);
		expect( init ).toMatchObject( { method: 'POST', credentials: 'omit' } );
		expect( init.headers ).not.toHaveProperty( 'X-WP-Nonce' );
		expect( JSON.parse( init.body ) ).toEqual( payload );
	} );

	it( 'loads regions and shapes, empty on odd answers', async () => {
		mockedApiFetch.mockResolvedValueOnce( {
			locations: [ { locationId: 1, name: 'Altstadt' } ],
		} );
		expect( await fetchLocations() ).toEqual( [
			{ locationId: 1, name: 'Altstadt' },
		] );
		expect( mockedApiFetch ).toHaveBeenLastCalledWith( {
			path: 'immo-wizards/v1/wizard/locations',
		} );
		mockedApiFetch.mockResolvedValueOnce( { features: 'x' } );
		expect( await fetchLocationShapes() ).toEqual( [] );
		expect( mockedApiFetch ).toHaveBeenLastCalledWith( {
			path: 'immo-wizards/v1/wizard/locations/geojson',
		} );
	} );
} );
