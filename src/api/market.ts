/**
 * Internal dependencies
 */
import { apiRequest } from './client';

/** The property's facts the count of waiting buyers takes (no personal data). */
export interface BuyerFacts {
	objectType: string;
	categoryId: number;
	marketingType: 'buy' | 'rent';
	lat: number;
	lng: number;
	price?: number;
	livingSpace?: number;
	rooms?: number;
}

/** Both null with the feature off or below the agency's threshold. */
export interface WaitingBuyers {
	count: number | null;
	text: string | null;
}

/**
 * How many saved searches wait for a home like this, with the agency's sentence.
 *
 * @param facts  The property.
 * @param signal Aborts the request.
 */
export function fetchWaitingBuyers(
	facts: BuyerFacts,
	signal?: AbortSignal
): Promise< WaitingBuyers > {
	const query = new URLSearchParams(
		Object.entries( facts )
			.filter( ( [ , value ] ) => value !== undefined )
			.map( ( [ key, value ] ) => [ key, String( value ) ] )
	).toString();
	return apiRequest< WaitingBuyers >( {
		path: `immo-wizards/v1/market/buyers?${ query }`,
		signal,
		// Nothing to show when it fails: the sentence is a bonus, not a step.
		hideError: true,
		anonymous: true,
	} );
}
