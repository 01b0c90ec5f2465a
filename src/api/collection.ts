/**
 * Collections the WordPress way: one page of items and the totals from `X-WP-Total` and
 * `X-WP-TotalPages`.
 */
/**
 * Internal dependencies
 */
import { apiRequest } from './client';

export interface Page< T > {
	items: T[];
	/** Items matching the query on every page. */
	total: number;
	totalPages: number;
}

/** What api-fetch answers with `parse: false` (the parts we read). */
interface RawResponse {
	json: () => Promise< unknown >;
	headers: { get: ( name: string ) => string | null };
}

/**
 * Fetches one page of a collection.
 *
 * @param path  Path with its query string.
 * @param query Collection parameters; empty and undefined values are left out.
 */
export async function fetchPage< T >(
	path: string,
	query: Record< string, string | number | undefined >
): Promise< Page< T > > {
	const params = new URLSearchParams();
	for ( const [ name, value ] of Object.entries( query ) ) {
		if ( value !== undefined && value !== '' ) {
			params.set( name, String( value ) );
		}
	}
	const search = params.toString();
	const response = await apiRequest< RawResponse >( {
		path: search ? `${ path }?${ search }` : path,
		parse: false,
	} );
	const items = ( await response.json() ) as T[];
	return {
		items,
		total: Number( response.headers.get( 'X-WP-Total' ) ) || 0,
		totalPages: Number( response.headers.get( 'X-WP-TotalPages' ) ) || 0,
	};
}
