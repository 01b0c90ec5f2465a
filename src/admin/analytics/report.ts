/**
 * What the Auswertung computes from the report: the ranges, a screen's funnel rows with shares and
 * drop-off, conversions, and the CSV of a table.
 */
/**
 * Internal dependencies
 */
import type { FunnelCounts } from '../../api/funnel';

export type RangeKey = '7' | '30' | '90' | 'custom';

/**
 * A day moved by whole days (Y-m-d, calendar arithmetic in UTC).
 *
 * @param day  Y-m-d.
 * @param days Days to add.
 */
export function shiftDay( day: string, days: number ): string {
	const date = new Date( `${ day }T00:00:00Z` );
	date.setUTCDate( date.getUTCDate() + days );
	return date.toISOString().slice( 0, 10 );
}

/**
 * The last `days` days up to today.
 *
 * @param today Y-m-d.
 * @param days  7, 30 or 90.
 */
export function lastDays( today: string, days: number ) {
	return { from: shiftDay( today, 1 - days ), to: today };
}

export interface FunnelRow {
	/** `view`, `reached:<step>`, `submit_attempted`, `submitted`, `confirmed`, …. */
	key: string;
	value: number;
	previous: number;
	/** Share of the first row (the views), 0…1, or null without views. */
	share: number | null;
	/** Lost since the row before (null for the first row). */
	dropOff: number | null;
}

/**
 * The keys of a screen's funnel in order: in view, each step reached, submit attempted, sent,
 * confirmed (forms), or the portal's login link asked and login done.
 *
 * @param screen The screen.
 * @param steps  Its steps.
 */
export function funnelKeys( screen: string, steps: string[] ): string[] {
	if ( screen === 'portal' ) {
		return [ 'view', 'login_link_asked', 'login_done' ];
	}
	const reached = steps.map( ( step ) => `reached:${ step }` );
	if ( screen === 'route-planner' ) {
		// Its outcome: the route opened in OpenStreetMap.
		return [ 'view', ...reached, 'completed:route' ];
	}
	return [ 'view', ...reached, 'submit_attempted', 'submitted', 'confirmed' ];
}

/**
 * A screen's funnel rows.
 *
 * @param keys     The rows' keys (funnelKeys()).
 * @param current  The range's counters.
 * @param previous The period before.
 */
export function funnelRows(
	keys: string[],
	current: FunnelCounts,
	previous: FunnelCounts
): FunnelRow[] {
	const first = current[ keys[ 0 ] ] ?? 0;
	return keys.map( ( key, index ) => {
		const value = current[ key ] ?? 0;
		return {
			key,
			value,
			previous: previous[ key ] ?? 0,
			share: first > 0 ? value / first : null,
			dropOff:
				index === 0
					? null
					: Math.max(
							0,
							( current[ keys[ index - 1 ] ] ?? 0 ) - value
						),
		};
	} );
}

/**
 * Confirmed of submitted (0…1), or null without submissions.
 *
 * @param submitted Submitted.
 * @param confirmed Confirmed.
 */
export function conversion( submitted: number, confirmed: number ) {
	return submitted > 0 ? confirmed / submitted : null;
}

/**
 * A CSV file as spreadsheets open it (UTF-8 with BOM, `;`), cells that a spreadsheet would run as
 * a formula (`= + - @`, tab, CR at the start) prefixed with `'`, as the inbox's export does.
 *
 * @param rows Rows, the header first.
 */
export function toCsv( rows: ( string | number )[][] ): string {
	const cell = ( value: string | number ) => {
		let text = String( value );
		if ( typeof value === 'string' && /^[=+\-@\t\r]/.test( text ) ) {
			text = `'${ text }`;
		}
		return /[";\n\r]/.test( text )
			? `"${ text.replace( /"/g, '""' ) }"`
			: text;
	};
	return (
		'\ufeff' +
		rows.map( ( row ) => row.map( cell ).join( ';' ) ).join( '\r\n' ) +
		'\r\n'
	);
}
