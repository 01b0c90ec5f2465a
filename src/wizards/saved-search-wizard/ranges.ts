/**
 * The ranges step's fields (contract "Range kind per field", mirrored by the
 * server's validation): which bound each search field has, the values sent
 * and their client check.
 */
/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { FieldConfig, FieldValue } from '../../api/types';
import type { Category } from '../shared/types';

/** 'minmax': "from"–"to" pair; 'min': a single "from" field; 'max': a single "to" field. */
export type RangeKind = 'min' | 'max' | 'minmax';

/** Range kinds keyed by field id, as the admin set them (see rangeKindsOf). */
export type RangeKinds = Record< string, RangeKind >;

const RANGE_KINDS: Record< string, RangeKind > = {
	'price.price': 'minmax',
	'area.livingSpace': 'min',
	'area.plotArea': 'min',
	'area.numberRooms': 'min',
	'property[baujahr]': 'minmax',
};

export interface RangeValue {
	min?: number | null;
	max?: number | null;
}

/** Range values keyed by field id. */
export type RangeValues = Record< string, RangeValue >;

export interface RangeError {
	min?: string;
	max?: string;
}

/**
 * The bound(s) of a field: as the admin set it, else the shipped kind; fields
 * an admin adds later get both.
 *
 * @param id    Field id.
 * @param kinds Kinds from the field configs.
 */
export function rangeKind( id: string, kinds: RangeKinds = {} ): RangeKind {
	return kinds[ id ] ?? RANGE_KINDS[ id ] ?? 'minmax';
}

/**
 * The range kinds the loaded field configs carry.
 *
 * @param configs Field configs keyed by id.
 */
export function rangeKindsOf(
	configs: Record< string, FieldConfig >
): RangeKinds {
	const kinds: RangeKinds = {};
	for ( const [ id, config ] of Object.entries( configs ) ) {
		if ( config.searchRange ) {
			kinds[ id ] = config.searchRange;
		}
	}
	return kinds;
}

/**
 * The search fields of a category, in display order.
 *
 * @param category The chosen category.
 */
export function searchFieldsOf( category: Category | undefined ): string[] {
	return category?.searchFields ?? [];
}

const isNumber = ( value: unknown ): value is number =>
	typeof value === 'number' && Number.isFinite( value );

/**
 * The bounds a field sends: only those its kind has.
 *
 * @param id    Field id.
 * @param value The typed range.
 * @param kinds Range kinds from the field configs.
 */
function bounds(
	id: string,
	value: RangeValue | undefined,
	kinds: RangeKinds
) {
	const kind = rangeKind( id, kinds );
	const min = kind !== 'max' && isNumber( value?.min ) ? value.min : null;
	const max = kind !== 'min' && isNumber( value?.max ) ? value.max : null;
	return { min, max };
}

/**
 * What is wrong with one typed bound: not above 0, or above the field's largest value.
 *
 * @param value   The bound (null: empty).
 * @param largest The field's largest value (from its config).
 */
function boundError(
	value: number | null,
	largest: number | undefined
): string | undefined {
	if ( value !== null && value <= 0 ) {
		return __( 'Please enter a number above 0.', 'immo-wizards' );
	}
	if ( value !== null && largest !== undefined && value > largest ) {
		return sprintf(
			/* translators: %s: the largest number, formatted */
			__( 'Please enter a number up to %s.', 'immo-wizards' ),
			largest.toLocaleString( 'de-DE' )
		);
	}
	return undefined;
}

/**
 * Problems of the typed ranges (server rules: numbers above 0 and up to the field's maximum, from ≤
 * to). Empty fields are fine: every range is optional.
 *
 * @param ids     Field ids of the category.
 * @param values  Typed ranges.
 * @param configs Field configs keyed by id (the admin's range kinds, the largest values).
 */
export function rangeErrors(
	ids: string[],
	values: RangeValues,
	configs: Record< string, FieldConfig > = {}
): Record< string, RangeError > {
	const errors: Record< string, RangeError > = {};
	const kinds = rangeKindsOf( configs );
	for ( const id of ids ) {
		const { min, max } = bounds( id, values[ id ], kinds );
		const error: RangeError = {};
		const minError = boundError( min, configs[ id ]?.max );
		const maxError = boundError( max, configs[ id ]?.max );
		if ( minError ) {
			error.min = minError;
		}
		if ( maxError ) {
			error.max = maxError;
		}
		if ( ! error.min && ! error.max && min !== null && max !== null ) {
			if ( min > max ) {
				error.max = __(
					'The upper value must not be below the lower value.',
					'immo-wizards'
				);
			}
		}
		if ( error.min || error.max ) {
			errors[ id ] = error;
		}
	}
	return errors;
}

/**
 * The ranges as the API takes them: RANGE entries for filled fields only.
 *
 * @param ids    Field ids of the category, in display order.
 * @param values Typed ranges.
 * @param kinds  Range kinds from the field configs.
 */
export function toRangeFieldValues(
	ids: string[],
	values: RangeValues,
	kinds: RangeKinds = {}
): FieldValue[] {
	const entries: FieldValue[] = [];
	for ( const name of ids ) {
		const { min, max } = bounds( name, values[ name ], kinds );
		if ( min === null && max === null ) {
			continue;
		}
		const entry: FieldValue = { name, valueType: 'RANGE' };
		if ( min !== null ) {
			entry.minValue = min;
		}
		if ( max !== null ) {
			entry.maxValue = max;
		}
		entries.push( entry );
	}
	return entries;
}

/**
 * Typed ranges from stored field values (editing a saved search).
 *
 * @param fields Field values of the saved search.
 */
export function fromRangeFieldValues( fields: FieldValue[] = [] ): RangeValues {
	const values: RangeValues = {};
	for ( const field of fields ) {
		if ( field?.valueType !== 'RANGE' || typeof field.name !== 'string' ) {
			continue;
		}
		values[ field.name ] = {
			min: isNumber( field.minValue ) ? field.minValue : null,
			max: isNumber( field.maxValue ) ? field.maxValue : null,
		};
	}
	return values;
}
