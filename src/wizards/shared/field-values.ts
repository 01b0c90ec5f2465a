/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type {
	FieldConfig,
	FieldOption,
	FieldValue,
	MarketingType,
} from '../../api/types';
import type { DetailValues } from './types';

export type FieldKind = 'text' | 'select' | 'number';

const NUMERIC_TYPES = [ 'number', 'decimal', 'int', 'currency' ];

/**
 * How a field is edited (spec §3): bool becomes a yes/no select, fields with
 * a unit are numbers.
 *
 * @param config The field config.
 */
export function fieldKind( config: FieldConfig ): FieldKind {
	if ( config.type === 'bool' || config.type === 'select' ) {
		return 'select';
	}
	if ( NUMERIC_TYPES.includes( config.type ) || config.unit ) {
		return 'number';
	}
	return 'text';
}

export function fieldOptions( config: FieldConfig ): FieldOption[] {
	if ( config.type === 'bool' ) {
		return [
			{ value: '1', label: __( 'Yes', 'immo-wizards' ) },
			{ value: '0', label: __( 'No', 'immo-wizards' ) },
		];
	}
	return config.values ?? [];
}

/**
 * A field's label in the saved-search wizard: the one for the marketing type ("Kaufpreis",
 * "Kaltmiete") where the field has one. The lead wizard shows the field's own label.
 *
 * @param config        Field config.
 * @param marketingType Buy or rent.
 */
export function fieldLabel(
	config: FieldConfig,
	marketingType: MarketingType
): string {
	return config.marketingTypeLabel?.[ marketingType ] ?? config.label;
}

/**
 * The details as the API takes them: numbers as NUMBER, texts and select
 * values as RAW; empty fields and fields without a config are left out.
 *
 * @param ids     Field ids of the chosen category, in display order.
 * @param values  Form values by field id.
 * @param configs Field configs by id.
 */
export function toFieldValues(
	ids: string[],
	values: DetailValues,
	configs: Record< string, FieldConfig >
): FieldValue[] {
	const entries: FieldValue[] = [];
	for ( const name of ids ) {
		const config = configs[ name ];
		const value = values[ name ];
		if ( ! config || value === null || value === undefined ) {
			continue;
		}
		if ( fieldKind( config ) === 'number' ) {
			if ( typeof value === 'number' && Number.isFinite( value ) ) {
				entries.push( { name, valueType: 'NUMBER', value } );
			}
			continue;
		}
		const text = String( value ).trim();
		if ( text !== '' ) {
			entries.push( { name, valueType: 'RAW', value: text } );
		}
	}
	return entries;
}

/**
 * Field ids contain dots and brackets ('price.price', 'property[baujahr]'),
 * which react-hook-form reads as paths: form names encode them.
 *
 * @param id Field id.
 */
export function encodeFieldName( id: string ): string {
	return id.replace(
		/[^A-Za-z0-9]/g,
		( char ) => `_${ char.charCodeAt( 0 ).toString( 16 ) }_`
	);
}

export function decodeFieldName( name: string ): string {
	return name.replace( /_([0-9a-f]+)_/g, ( _match, code: string ) =>
		String.fromCharCode( parseInt( code, 16 ) )
	);
}
