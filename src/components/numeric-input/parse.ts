/**
 * Numeric text in German notation: comma as decimal separator, dots as thousands separators.
 */

/**
 * Resolves the separators of unsigned numeric text: with a comma present, dots are thousands
 * separators; several dots without a comma ("1.000.000") are too; a single dot is the decimal
 * separator and becomes a comma.
 *
 * @param body Digits, dots and commas.
 */
function resolveSeparators( body: string ): string {
	const dots = ( body.match( /\./g ) || [] ).length;
	if ( body.includes( ',' ) || dots > 1 ) {
		return body.replace( /\./g, '' );
	}
	return body.replace( '.', ',' );
}

/**
 * Cleans text while it is typed: keeps digits, one decimal comma (a typed dot becomes a comma)
 * and a leading minus.
 *
 * @param text The raw input.
 */
export function normaliseNumericInput( text: string ): string {
	const negative = text.trim().startsWith( '-' );
	const body = resolveSeparators( text.replace( /[^\d.,]/g, '' ) );
	const comma = body.indexOf( ',' );
	const single =
		comma === -1
			? body
			: body.slice( 0, comma + 1 ) +
				body.slice( comma + 1 ).replace( /,/g, '' );
	return ( negative ? '-' : '' ) + single;
}

/**
 * Parses German (or dot-decimal) numeric text; null when it is not a number.
 *
 * @param text E.g. '1.000,50', '12,5', '12.5', '-3'.
 */
export function parseNumber( text: string | null | undefined ): number | null {
	if ( typeof text !== 'string' ) {
		return null;
	}
	const match = /^(-?)([\d.,]+)$/.exec(
		text.replace( /[\s\u00a0\u202f]/g, '' )
	);
	if ( ! match ) {
		return null;
	}
	const body = resolveSeparators( match[ 2 ] );
	if (
		! /\d/.test( body ) ||
		body.indexOf( ',' ) !== body.lastIndexOf( ',' )
	) {
		return null;
	}
	const number = Number( match[ 1 ] + body.replace( ',', '.' ) );
	return Number.isFinite( number ) ? number : null;
}

/**
 * Formats a number for display, German style ('1.000,5').
 *
 * @param value   The number.
 * @param options Intl options, e.g. `{ useGrouping: false }` for years.
 */
export function formatNumber(
	value: number | null | undefined,
	options: Intl.NumberFormatOptions = {}
): string {
	if ( typeof value !== 'number' || ! Number.isFinite( value ) ) {
		return '';
	}
	return new Intl.NumberFormat( 'de-DE', {
		maximumFractionDigits: 10,
		...options,
	} ).format( value );
}

/**
 * The editable text of a number: no grouping, comma as decimal separator ('1000,5').
 *
 * @param value The number.
 */
export function toEditableText( value: number | null | undefined ): string {
	return typeof value === 'number' && Number.isFinite( value )
		? String( value ).replace( '.', ',' )
		: '';
}
