/**
 * The listing's writable values and their rules, mirroring the server's schema
 * (`includes/Listings/class-property-schema.php`): positive amounts with maxima, the build year,
 * coordinates, text lengths and the postcode's characters.
 */
/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

export type PropertyValue = string | number | null;

export type PropertyValues = Record< string, PropertyValue >;

export interface NumberRule {
	min: number;
	/** Whether the minimum itself is refused (amounts must be positive). */
	exclusiveMin?: boolean;
	max: number;
	integer?: boolean;
}

export const NUMBER_RULES: Record< string, NumberRule > = {
	price: { min: 0, exclusiveMin: true, max: 1e12 },
	livingSpace: { min: 0, exclusiveMin: true, max: 1e6 },
	plotArea: { min: 0, exclusiveMin: true, max: 1e9 },
	rooms: { min: 0, exclusiveMin: true, max: 1000 },
	buildYear: { min: 1000, max: 2200, integer: true },
	lat: { min: -90, max: 90 },
	lng: { min: -180, max: 180 },
};

export const TEXT_MAX_LENGTH: Record< string, number > = {
	customObjectId: 64,
	street: 100,
	number: 20,
	zip: 10,
	district: 100,
	city: 100,
};

const CHOICES = [ 'categoryId', 'objectType', 'marketingType', 'status' ];

/** Every value the sidebar may write (objectId and images are the server's). */
export const WRITABLE = [
	...CHOICES,
	...Object.keys( NUMBER_RULES ),
	...Object.keys( TEXT_MAX_LENGTH ),
];

const ZIP_PATTERN = /^[0-9A-Za-z -]*$/;

/**
 * The writable values of the field (the REST field also answers read-only ones).
 *
 * @param values The field's value.
 */
export function writableValues( values: PropertyValues | undefined ) {
	const result: PropertyValues = {};
	for ( const name of WRITABLE ) {
		result[ name ] = values?.[ name ] ?? null;
	}
	return result;
}

/**
 * Reads a number as editors type it (a decimal comma allowed): the value, or the error.
 *
 * @param name Value name (a key of NUMBER_RULES).
 * @param text Typed text.
 */
export function parseNumber(
	name: string,
	text: string
): { value: number | null } | { error: string } {
	const trimmed = text.trim().replace( ',', '.' );
	if ( trimmed === '' ) {
		return { value: null };
	}
	const rule = NUMBER_RULES[ name ];
	const value = Number( trimmed );
	if (
		! Number.isFinite( value ) ||
		( rule.integer && ! Number.isInteger( value ) )
	) {
		return {
			error: rule.integer
				? __( 'Please enter a whole number.', 'immo-wizards' )
				: __( 'Please enter a number.', 'immo-wizards' ),
		};
	}
	if ( rule.exclusiveMin && value <= rule.min ) {
		return {
			error: __(
				'Please enter a number greater than 0.',
				'immo-wizards'
			),
		};
	}
	if ( value < rule.min || value > rule.max ) {
		return {
			error: sprintf(
				/* translators: 1: minimum, 2: maximum */
				__(
					'Please enter a number from %1$s to %2$s.',
					'immo-wizards'
				),
				rule.min.toLocaleString( 'de-DE' ),
				rule.max.toLocaleString( 'de-DE' )
			),
		};
	}
	return { value };
}

/**
 * The error of a text value, or null.
 *
 * @param name Value name (a key of TEXT_MAX_LENGTH).
 * @param text Typed text.
 */
export function textError( name: string, text: string ): string | null {
	if ( name === 'zip' && ! ZIP_PATTERN.test( text ) ) {
		return __( 'Please use digits and letters only.', 'immo-wizards' );
	}
	return null;
}
