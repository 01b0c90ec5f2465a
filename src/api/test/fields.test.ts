/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { fetchFieldConfigs, FIELD_CACHE_PREFIX } from '../fields';
import type { FieldConfig } from '../types';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedApiFetch = apiFetch as unknown as jest.Mock;

const price: FieldConfig = {
	id: 'price.price',
	type: 'currency',
	unit: '€',
	range: false,
	label: 'Preisvorstellung',
};
const area: FieldConfig = {
	id: 'area.livingSpace',
	type: 'decimal',
	unit: 'm²',
	range: false,
	label: 'Wohnfläche',
};

describe( 'fetchFieldConfigs', () => {
	beforeEach( () => {
		window.localStorage.clear();
		mockedApiFetch.mockReset();
	} );

	it( 'requests missing ids and caches each config', async () => {
		mockedApiFetch.mockResolvedValue( {
			'price.price': price,
			'area.livingSpace': area,
		} );
		const configs = await fetchFieldConfigs( [
			'price.price',
			'area.livingSpace',
			'unknown',
		] );
		expect( configs ).toEqual( {
			'price.price': price,
			'area.livingSpace': area,
		} );
		expect( mockedApiFetch ).toHaveBeenCalledWith(
			expect.objectContaining( {
				path: 'immo-wizards/v1/wizard/fields',
				method: 'POST',
				data: {
					'price.price': {},
					'area.livingSpace': {},
					unknown: {},
				},
			} )
		);
		expect(
			window.localStorage.getItem( FIELD_CACHE_PREFIX + 'price.price' )
		).toContain( 'Preisvorstellung' );
	} );

	it( 'refetches a config cached under another catalogue revision', async () => {
		mockedApiFetch.mockResolvedValue( { 'price.price': price } );
		await fetchFieldConfigs( [ 'price.price' ], '1700000000.1' );
		await fetchFieldConfigs( [ 'price.price' ], '1700000000.1' );
		expect( mockedApiFetch ).toHaveBeenCalledTimes( 1 );

		// The admin saved the catalogue: the page names a new revision.
		const renamed = { ...price, label: 'Preis' };
		mockedApiFetch.mockResolvedValue( { 'price.price': renamed } );
		const configs = await fetchFieldConfigs(
			[ 'price.price' ],
			'1700000100.2'
		);
		expect( mockedApiFetch ).toHaveBeenCalledTimes( 2 );
		expect( configs[ 'price.price' ] ).toEqual( renamed );
	} );

	it( 'requests only the ids not cached', async () => {
		mockedApiFetch.mockResolvedValueOnce( { 'price.price': price } );
		await fetchFieldConfigs( [ 'price.price' ] );

		mockedApiFetch.mockResolvedValueOnce( { 'area.livingSpace': area } );
		const configs = await fetchFieldConfigs( [
			'price.price',
			'area.livingSpace',
		] );
		expect( configs ).toEqual( {
			'price.price': price,
			'area.livingSpace': area,
		} );
		expect( mockedApiFetch.mock.calls[ 1 ][ 0 ].data ).toEqual( {
			'area.livingSpace': {},
		} );

		await fetchFieldConfigs( [ 'area.livingSpace', 'price.price' ] );
		expect( mockedApiFetch ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'ignores stale and corrupt cache entries', async () => {
		window.localStorage.setItem(
			FIELD_CACHE_PREFIX + 'price.price',
			JSON.stringify( { config: price, storedAt: 0, lang: '' } )
		);
		window.localStorage.setItem(
			FIELD_CACHE_PREFIX + 'area.livingSpace',
			'{not json'
		);
		mockedApiFetch.mockResolvedValue( {} );
		await fetchFieldConfigs( [ 'price.price', 'area.livingSpace' ] );
		expect( mockedApiFetch.mock.calls[ 0 ][ 0 ].data ).toEqual( {
			'price.price': {},
			'area.livingSpace': {},
		} );
	} );

	it( 'works without local storage', async () => {
		const getItem = jest
			.spyOn( Storage.prototype, 'getItem' )
			.mockImplementation( () => {
				throw new Error( 'SecurityError' );
			} );
		const setItem = jest
			.spyOn( Storage.prototype, 'setItem' )
			.mockImplementation( () => {
				throw new Error( 'QuotaExceededError' );
			} );
		mockedApiFetch.mockResolvedValue( { 'price.price': price } );
		await expect( fetchFieldConfigs( [ 'price.price' ] ) ).resolves.toEqual(
			{ 'price.price': price }
		);
		getItem.mockRestore();
		setItem.mockRestore();
	} );
} );
