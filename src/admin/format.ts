/**
 * Dates of the admin screens.
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
