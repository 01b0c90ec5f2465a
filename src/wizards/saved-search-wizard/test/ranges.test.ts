/**
 * Internal dependencies
 */
import { findCategory } from '../../shared/categories';
import { testCategories } from '../../shared/test/fixtures/categories';
import {
	fromRangeFieldValues,
	rangeErrors,
	rangeKind,
	rangeKindsOf,
	searchFieldsOf,
	toRangeFieldValues,
} from '../ranges';

const fieldsOf = ( id: number ) =>
	searchFieldsOf( findCategory( testCategories, id ) ).map( ( field ) => [
		field,
		rangeKind( field ),
	] );

describe( 'ranges per category', () => {
	it( 'apartment: price from–to, living space and rooms from, year from–to', () => {
		expect( fieldsOf( 30225 ) ).toEqual( [
			[ 'price.price', 'minmax' ],
			[ 'area.livingSpace', 'min' ],
			[ 'area.numberRooms', 'min' ],
			[ 'property[baujahr]', 'minmax' ],
		] );
	} );

	it( 'house: adds the plot area (from)', () => {
		expect( fieldsOf( 22332 ) ).toEqual( [
			[ 'price.price', 'minmax' ],
			[ 'area.livingSpace', 'min' ],
			[ 'area.plotArea', 'min' ],
			[ 'area.numberRooms', 'min' ],
			[ 'property[baujahr]', 'minmax' ],
		] );
	} );

	it( 'land: price and plot area; commercial: price only', () => {
		expect( fieldsOf( 19795 ) ).toEqual( [
			[ 'price.price', 'minmax' ],
			[ 'area.plotArea', 'min' ],
		] );
		expect( fieldsOf( 42723 ) ).toEqual( [ [ 'price.price', 'minmax' ] ] );
		expect( searchFieldsOf( undefined ) ).toEqual( [] );
	} );
} );

describe( 'range values', () => {
	const ids = [ 'price.price', 'area.livingSpace' ];

	it( 'sends filled bounds as RANGE entries, a "from" field only its minimum', () => {
		expect(
			toRangeFieldValues( ids, {
				'price.price': { min: 100000, max: null },
				'area.livingSpace': { min: 80, max: 200 },
			} )
		).toEqual( [
			{ name: 'price.price', valueType: 'RANGE', minValue: 100000 },
			{ name: 'area.livingSpace', valueType: 'RANGE', minValue: 80 },
		] );
		expect(
			toRangeFieldValues( ids, { 'price.price': { min: null } } )
		).toEqual( [] );
	} );

	it( 'checks from ≤ to and numbers above 0', () => {
		expect(
			rangeErrors( ids, {
				'price.price': { min: 300000, max: 200000 },
			} )
		).toEqual( {
			'price.price': {
				max: 'Der Bis-Wert darf nicht kleiner als der Von-Wert sein.',
			},
		} );
		expect(
			rangeErrors( ids, { 'price.price': { min: 5, max: 5 } } )
		).toEqual( {} );
		expect(
			rangeErrors( ids, { 'area.livingSpace': { min: -1, max: 1 } } )
		).toEqual( {
			'area.livingSpace': {
				min: 'Bitte geben Sie eine Zahl größer als 0 ein.',
			},
		} );
	} );

	it( 'reads stored values back', () => {
		expect(
			fromRangeFieldValues( [
				{
					name: 'price.price',
					valueType: 'RANGE',
					minValue: 1,
					maxValue: 2,
				},
				{ name: 'x', valueType: 'RAW', value: 'y' },
			] )
		).toEqual( { 'price.price': { min: 1, max: 2 } } );
	} );
} );

describe( 'range kinds set by the admin', () => {
	const configs = {
		'price.price': {
			id: 'price.price',
			type: 'currency' as const,
			unit: '€',
			range: false as const,
			label: 'Preis',
			searchRange: 'max' as const,
			max: 1000000000,
		},
	};
	const kinds = rangeKindsOf( configs );

	it( 'override the shipped kind', () => {
		expect( rangeKind( 'price.price', kinds ) ).toBe( 'max' );
		expect( rangeKind( 'area.livingSpace', kinds ) ).toBe( 'min' );
	} );

	it( 'send and check only the bounds the kind has', () => {
		const values = { 'price.price': { min: 500, max: 100 } };
		expect(
			toRangeFieldValues( [ 'price.price' ], values, kinds )
		).toEqual( [
			{ name: 'price.price', valueType: 'RANGE', maxValue: 100 },
		] );
		expect( rangeErrors( [ 'price.price' ], values, configs ) ).toEqual(
			{}
		);
		expect(
			rangeErrors( [ 'price.price' ], values )[ 'price.price' ]
		).toHaveProperty( 'max' );
	} );

	it( 'refuse a bound above the largest value the server takes', () => {
		expect(
			rangeErrors(
				[ 'price.price' ],
				{ 'price.price': { max: 100000200000 } },
				configs
			)
		).toEqual( {
			'price.price': {
				max: 'Bitte geben Sie eine Zahl bis 1.000.000.000 ein.',
			},
		} );
	} );
} );
