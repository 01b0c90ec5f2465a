/**
 * Internal dependencies
 */
import { filterCategories, findCategory } from '../categories';
import { testCategories } from './fixtures/categories';

const ids = ( ...args: Parameters< typeof filterCategories > ) =>
	filterCategories( ...args ).map( ( category ) => category.text );

describe( 'filterCategories', () => {
	it( 'shows the living categories with the plot for buy', () => {
		expect(
			ids( testCategories, {
				wizard: 'lead',
				objectType: 'LIVING',
				marketingType: 'buy',
			} )
		).toEqual( [ 'wohnung', 'haus', 'mehrfamilienhaus', 'grundstueck' ] );
	} );

	it( 'hides the plot for rent', () => {
		expect(
			ids( testCategories, {
				wizard: 'lead',
				objectType: 'LIVING',
				marketingType: 'rent',
			} )
		).toEqual( [ 'wohnung', 'haus', 'mehrfamilienhaus' ] );
	} );

	it( 'shows only commercial categories under COMMERCIAL, never the plot', () => {
		const expected = [
			'buero_praxis',
			'einzelhandel',
			'hallen_lager',
			'gastgewerbe',
		];
		expect(
			ids( testCategories, {
				wizard: 'lead',
				objectType: 'COMMERCIAL',
				marketingType: 'buy',
			} )
		).toEqual( expected );
		expect(
			ids( testCategories, {
				wizard: 'lead',
				objectType: 'COMMERCIAL',
				marketingType: 'rent',
			} )
		).toEqual( expected );
	} );

	it( 'leaves lead-only categories out of the saved search', () => {
		expect(
			ids( testCategories, {
				wizard: 'search',
				objectType: 'LIVING',
				marketingType: 'buy',
			} )
		).toEqual( [ 'wohnung', 'haus', 'grundstueck' ] );
	} );
} );

describe( 'findCategory', () => {
	it( 'finds by id', () => {
		expect( findCategory( testCategories, 22332 )?.text ).toBe( 'haus' );
		expect( findCategory( testCategories, null ) ).toBeUndefined();
		expect( findCategory( testCategories, 1 ) ).toBeUndefined();
	} );
} );
