/**
 * `GET /funnel/report`: the funnel statistics of a range of days (Immo Wizards → Auswertung).
 */
/**
 * Internal dependencies
 */
import { apiRequest } from './client';

/** Counters of a screen, keyed `event` or `event:step` (e.g. `view`, `reached:address`). */
export type FunnelCounts = Record< string, number >;

export interface FunnelScreenReport {
	screen: string;
	/** The screen's steps in display order. */
	steps: string[];
	current: FunnelCounts;
	previous: FunnelCounts;
}

export interface FunnelSourceRow {
	post: number;
	title: string;
	link: string;
	origin: string;
	utmSource: string;
	utmCampaign: string;
	views: number;
	submitted: number;
	confirmed: number;
}

export interface FunnelReport {
	from: string;
	to: string;
	/** The period of the same length right before the range. */
	previous: { from: string; to: string };
	screens: FunnelScreenReport[];
	daily: { day: string; submitted: number; confirmed: number }[];
	sources: FunnelSourceRow[];
}

/**
 * The report of a range (site days, Y-m-d).
 *
 * @param from   First day.
 * @param to     Last day.
 * @param signal Aborts the request (the range changed).
 */
export function fetchFunnelReport(
	from: string,
	to: string,
	signal?: AbortSignal
): Promise< FunnelReport > {
	return apiRequest< FunnelReport >( {
		path: `immo-wizards/v1/funnel/report?from=${ from }&to=${ to }`,
		signal,
	} );
}
