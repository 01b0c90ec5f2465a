/**
 * What the portal's cards show, formatted as the spec has it: object type (', inaktiv' when
 * inactive), title, up to three regions then ' +N', prices in EUR without decimals as a range or
 * with 'min.' / 'max.', the number of listings an active search matches now, and when a request
 * was sent.
 */
/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { FieldValue, SavedSearchItem } from '../api/types';
import type { Category } from '../wizards/shared/types';

/** Spec: up to 3 locations on a saved-search card, the rest as a count. */
export const MAX_LOCATIONS = 3;

const PRICE_FIELD = 'price.price';

/** The page's language for numbers and dates (German unless the page is English). */
function pageLocale(): string {
	const lang = document.documentElement.lang;
	return lang && lang.toLowerCase().startsWith( 'en' ) ? 'en-US' : 'de-DE';
}

/**
 * A price in EUR without decimals, e.g. '300.000 €'.
 *
 * @param value The amount.
 */
export function formatPrice( value: number ): string {
	return new Intl.NumberFormat( pageLocale(), {
		style: 'currency',
		currency: 'EUR',
		maximumFractionDigits: 0,
		minimumFractionDigits: 0,
	} ).format( value );
}

const isAmount = ( value: unknown ): value is number =>
	typeof value === 'number' && Number.isFinite( value );

/**
 * The price range of a saved search: 'a – b', 'min. a', 'max. b', or null without one.
 *
 * @param fields The saved search's field values.
 */
export function priceRange( fields: FieldValue[] ): string | null {
	const price = fields.find( ( field ) => field.name === PRICE_FIELD );
	const min = isAmount( price?.minValue ) ? price.minValue : null;
	const max = isAmount( price?.maxValue ) ? price.maxValue : null;
	if ( min !== null && max !== null ) {
		return sprintf(
			/* translators: 1: lowest price, 2: highest price */
			__( '%1$s – %2$s', 'immo-wizards' ),
			formatPrice( min ),
			formatPrice( max )
		);
	}
	if ( min !== null ) {
		/* translators: %s: lowest price */
		return sprintf( __( 'min. %s', 'immo-wizards' ), formatPrice( min ) );
	}
	if ( max !== null ) {
		/* translators: %s: highest price */
		return sprintf( __( 'max. %s', 'immo-wizards' ), formatPrice( max ) );
	}
	return null;
}

/**
 * Up to three region names, then ' +N' for the rest: 'Altstadt, Neustadt, Loschwitz +2'.
 *
 * @param locations The saved search's regions.
 */
export function locationSummary( locations: { name: string }[] ): string {
	const names = locations.map( ( location ) => location.name );
	const shown = names.slice( 0, MAX_LOCATIONS ).join( ', ' );
	const rest = names.length - MAX_LOCATIONS;
	return rest > 0 ? `${ shown } +${ rest }` : shown;
}

/**
 * '3 passende Angebote', '1 passendes Angebot', 'Keine passenden Angebote'; null when the search
 * is not matched (inactive).
 *
 * @param matches Listings the saved search matches now.
 */
export function matchCount(
	matches: SavedSearchItem[ 'matches' ]
): string | null {
	if ( typeof matches !== 'number' ) {
		return null;
	}
	if ( matches === 0 ) {
		return __( 'No matching listings', 'immo-wizards' );
	}
	return sprintf(
		/* translators: %d: number of listings */
		_n(
			'%d matching listing',
			'%d matching listings',
			matches,
			'immo-wizards'
		),
		matches
	);
}

/**
 * 'Gewerbe' for COMMERCIAL, otherwise 'Wohnen'; ', inaktiv' appended when inactive.
 *
 * @param search The saved search.
 */
export function objectTypeLine(
	search: Pick< SavedSearchItem, 'objectType' | 'active' >
): string {
	const type =
		search.objectType === 'COMMERCIAL'
			? __( 'Commercial', 'immo-wizards' )
			: __( 'Residential', 'immo-wizards' );
	return search.active ? type : type + __( ', inactive', 'immo-wizards' );
}

/**
 * The card's title: category and marketing type, e.g. 'Wohnung kaufen'. The category's label
 * comes from the configured categories, else from the list item.
 *
 * @param search     The saved search.
 * @param categories The configured categories.
 */
export function savedSearchTitle(
	search: Pick<
		SavedSearchItem,
		'categoryId' | 'category' | 'marketingType'
	>,
	categories: Category[]
): string {
	const category =
		categories.find( ( entry ) => entry.id === search.categoryId )?.label ||
		search.category?.name ||
		'';
	return search.marketingType === 'rent'
		? /* translators: %s: property category, e.g. Apartment */
			sprintf( __( '%s to rent', 'immo-wizards' ), category )
		: /* translators: %s: property category, e.g. Apartment */
			sprintf( __( '%s to buy', 'immo-wizards' ), category );
}

/**
 * When a request was sent, e.g. 'Gesendet am 12.05.2025'; empty without a valid date.
 *
 * @param createdAt ISO 8601 date and time.
 */
export function sentOn( createdAt: string ): string {
	const date = new Date( createdAt );
	if ( Number.isNaN( date.getTime() ) ) {
		return '';
	}
	const day = new Intl.DateTimeFormat( pageLocale(), {
		day: '2-digit',
		month: '2-digit',
		year: 'numeric',
	} ).format( date );
	/* translators: %s: date, e.g. 12.05.2025 */
	return sprintf( __( 'Sent on %s', 'immo-wizards' ), day );
}

/**
 * An http(s) URL (absolute or relative to this site) or null: links and images from the server
 * are shown only when they cannot run script.
 *
 * @param value The URL.
 */
export function safeUrl( value: unknown ): string | null {
	if ( typeof value !== 'string' || value.trim() === '' ) {
		return null;
	}
	try {
		const url = new URL( value, window.location.href );
		return url.protocol === 'http:' || url.protocol === 'https:'
			? url.href
			: null;
	} catch {
		return null;
	}
}
