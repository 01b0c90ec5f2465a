/**
 * Dates and file sizes of the admin screens.
 */

/**
 * A date and time of the API (RFC 3339) in the page's language.
 *
 * @param value Date.
 */
export function formatDateTime( value: string ): string {
	return new Intl.DateTimeFormat( document.documentElement.lang || 'de-DE', {
		dateStyle: 'medium',
		timeStyle: 'short',
	} ).format( new Date( value ) );
}

/**
 * A file size in kilobytes in the page's language, e.g. "1,2 kB".
 *
 * @param bytes Size in bytes.
 */
export function formatBytes( bytes: number ): string {
	return new Intl.NumberFormat( document.documentElement.lang || 'de-DE', {
		style: 'unit',
		unit: 'kilobyte',
		maximumFractionDigits: 1,
	} ).format( bytes / 1000 );
}
