/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { reverseGeocode, searchAddress } from '../geocoder';
import type { PhotonFeature } from '../types';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedApiFetch = apiFetch as unknown as jest.Mock;

const feature: PhotonFeature = {
	type: 'Feature',
	geometry: { type: 'Point', coordinates: [ 13.73, 51.05 ] },
	properties: { street: 'Prager Straße', postcode: '01069', city: 'Dresden' },
};

describe( 'geocoder', () => {
	beforeEach( () => mockedApiFetch.mockReset() );

	it( 'searches with language and limit', async () => {
		mockedApiFetch.mockResolvedValue( {
			type: 'FeatureCollection',
			features: [ feature ],
		} );
		const signal = new AbortController().signal;
		await expect(
			searchAddress( 'Prager Str 1', signal )
		).resolves.toEqual( [ feature ] );
		expect( mockedApiFetch ).toHaveBeenCalledWith( {
			path: 'immo-wizards/v1/geocoder?q=Prager+Str+1&lang=de&limit=10',
			signal,
		} );
	} );

	it( 'passes an abort through', async () => {
		const controller = new AbortController();
		mockedApiFetch.mockImplementation(
			( { signal }: { signal: AbortSignal } ) =>
				new Promise( ( _resolve, reject ) => {
					signal.addEventListener( 'abort', () =>
						reject( new DOMException( 'Aborted', 'AbortError' ) )
					);
				} )
		);
		const search = searchAddress( 'Dresden', controller.signal );
		controller.abort();
		await expect( search ).rejects.toMatchObject( { name: 'AbortError' } );
	} );

	it( 'reverse geocodes to the first feature', async () => {
		mockedApiFetch.mockResolvedValue( {
			type: 'FeatureCollection',
			features: [ feature, { ...feature, properties: {} } ],
		} );
		await expect( reverseGeocode( 51.05, 13.73 ) ).resolves.toBe( feature );
		expect( mockedApiFetch.mock.calls[ 0 ][ 0 ].path ).toBe(
			'immo-wizards/v1/geocoder/reverse?lat=51.05&lon=13.73&lang=de'
		);
	} );

	it( 'rejects a reverse answer without features', async () => {
		mockedApiFetch.mockResolvedValue( {
			type: 'FeatureCollection',
			features: [],
		} );
		await expect( reverseGeocode( 0, 0 ) ).rejects.toThrow(
			'invalid data'
		);
	} );
} );
