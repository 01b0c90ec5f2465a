/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { fetchLocationShapes, fetchLocations } from '../locations';
import { submitSavedSearch } from '../saved-search';
import { postWizard } from '../wizard';
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

describe( 'postWizard', () => {
	it( 'posts to the default path, a submit path or a submit URL', async () => {
		await postWizard( 'immo-wizards/v1/wizard/x', { a: 1 } );
		await postWizard( 'immo-wizards/v1/wizard/x', { a: 1 }, 'other/v1/y' );
		await postWizard( 'immo-wizards/v1/wizard/x', { a: 1 }, '/custom' );
		expect( mockedApiFetch.mock.calls.map( ( [ call ] ) => call ) ).toEqual(
			[
				{
					path: 'immo-wizards/v1/wizard/x',
					method: 'POST',
					data: { a: 1 },
				},
				{ path: 'other/v1/y', method: 'POST', data: { a: 1 } },
				{ url: '/custom', method: 'POST', data: { a: 1 } },
			]
		);
	} );
} );

describe( 'saved-search calls', () => {
	it( 'posts the saved search', async () => {
		const payload = {
			requestId: 'r',
			formToken: 't',
		} as SavedSearchPayload;
		await submitSavedSearch( payload );
		expect( mockedApiFetch ).toHaveBeenCalledWith( {
			path: 'immo-wizards/v1/wizard/saved-search',
			method: 'POST',
			data: payload,
		} );
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
