/**
 * Internal dependencies
 */
import type { FieldConfig } from '../../../api/types';
import {
	decodeFieldName,
	encodeFieldName,
	fieldKind,
	fieldLabel,
	fieldOptions,
	toFieldValues,
} from '../field-values';

const config = ( overrides: Partial< FieldConfig > ): FieldConfig => ( {
	id: 'x',
	type: 'string',
	range: false,
	label: 'X',
	...overrides,
} );

describe( 'field helpers', () => {
	it( 'picks the editor by type and unit', () => {
		expect( fieldKind( config( { type: 'string' } ) ) ).toBe( 'text' );
		expect( fieldKind( config( { type: 'string', unit: 'm²' } ) ) ).toBe(
			'number'
		);
		expect( fieldKind( config( { type: 'currency' } ) ) ).toBe( 'number' );
		expect( fieldKind( config( { type: 'int' } ) ) ).toBe( 'number' );
		expect( fieldKind( config( { type: 'select' } ) ) ).toBe( 'select' );
		expect( fieldKind( config( { type: 'bool' } ) ) ).toBe( 'select' );
	} );

	it( 'turns bool into a yes/no select', () => {
		expect( fieldOptions( config( { type: 'bool' } ) ) ).toEqual( [
			{ value: '1', label: 'Ja' },
			{ value: '0', label: 'Nein' },
		] );
		expect( fieldOptions( config( { type: 'select' } ) ) ).toEqual( [] );
	} );

	it( 'prefers the marketing type label', () => {
		const price = config( {
			label: 'Preisvorstellung',
			marketingTypeLabel: { rent: 'Kaltmiete' },
		} );
		expect( fieldLabel( price, 'rent' ) ).toBe( 'Kaltmiete' );
		expect( fieldLabel( price, 'buy' ) ).toBe( 'Preisvorstellung' );
	} );

	it( 'builds NUMBER and RAW entries in field order, skipping empty ones', () => {
		const configs = {
			'price.price': config( { id: 'price.price', type: 'currency' } ),
			'property[zustand]': config( {
				id: 'property[zustand]',
				type: 'select',
			} ),
			'property[balkon]': config( {
				id: 'property[balkon]',
				type: 'bool',
			} ),
			'area.livingSpace': config( {
				id: 'area.livingSpace',
				type: 'decimal',
			} ),
		};
		expect(
			toFieldValues(
				[
					'property[zustand]',
					'price.price',
					'area.livingSpace',
					'property[balkon]',
					'unknown',
				],
				{
					'price.price': 350000,
					'property[zustand]': 'Gepflegt',
					'property[balkon]': '0',
					'area.livingSpace': null,
					unknown: 'x',
				},
				configs
			)
		).toEqual( [
			{ name: 'property[zustand]', valueType: 'RAW', value: 'Gepflegt' },
			{ name: 'price.price', valueType: 'NUMBER', value: 350000 },
			{ name: 'property[balkon]', valueType: 'RAW', value: '0' },
		] );
	} );

	it( 'encodes field ids into safe form names and back', () => {
		for ( const id of [ 'price.price', 'property[baujahr]', 'a_b' ] ) {
			const name = encodeFieldName( id );
			expect( name ).toMatch( /^[A-Za-z0-9_]+$/ );
			expect( decodeFieldName( name ) ).toBe( id );
		}
	} );
} );
