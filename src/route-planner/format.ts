/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { formatNumber } from '../components/numeric-input/parse';
import type { Office } from './types';

/**
 * A route's length: whole metres below one kilometre, else kilometres with one decimal
 * ('850 m', '12,3 km').
 *
 * @param metres The distance in metres.
 */
export function formatDistance( metres: number ): string {
	const value = Math.max( 0, metres );
	if ( Math.round( value ) < 1000 ) {
		return sprintf(
			/* translators: %s: distance in metres, e.g. 850 */
			__( '%s m', 'immo-wizards' ),
			formatNumber( Math.round( value ) )
		);
	}
	return sprintf(
		/* translators: %s: distance in kilometres, e.g. 12,3 */
		__( '%s km', 'immo-wizards' ),
		formatNumber( value / 1000, {
			minimumFractionDigits: 1,
			maximumFractionDigits: 1,
		} )
	);
}

/**
 * A driving time in whole minutes, with hours from one hour on ('25 Min.', '1 Std. 5 Min.').
 * Any time above zero is at least one minute.
 *
 * @param seconds The duration in seconds.
 */
export function formatDuration( seconds: number ): string {
	const value = Math.max( 0, seconds );
	const total = value > 0 ? Math.max( 1, Math.round( value / 60 ) ) : 0;
	const hours = Math.floor( total / 60 );
	const minutes = total % 60;
	if ( hours === 0 ) {
		return sprintf(
			/* translators: %d: number of minutes */
			__( '%d min', 'immo-wizards' ),
			minutes
		);
	}
	if ( minutes === 0 ) {
		return sprintf(
			/* translators: %d: number of hours */
			__( '%d h', 'immo-wizards' ),
			hours
		);
	}
	return sprintf(
		/* translators: 1: number of hours, 2: number of minutes */
		__( '%1$d h %2$d min', 'immo-wizards' ),
		hours,
		minutes
	);
}

/**
 * The office's postal address as lines ('Prager Straße 10', '01069 Dresden'); empty parts are
 * left out.
 *
 * @param office The office.
 */
export function officeAddressLines( office: Office ): string[] {
	return [
		[ office.street, office.street ? office.number : '' ],
		[ office.zip, office.city ],
	]
		.map( ( parts ) => parts.filter( Boolean ).join( ' ' ) )
		.filter( Boolean );
}
