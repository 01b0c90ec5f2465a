/**
 * Internal dependencies
 */
import { apiRequest } from './client';
import type { PhotonFeature, PhotonFeatureCollection } from './types';

const BASE = 'immo-wizards/v1/geocoder';

function query( params: Record< string, string | number > ): string {
	return new URLSearchParams(
		Object.entries( params ).map( ( [ key, value ] ) => [
			key,
			String( value ),
		] )
	).toString();
}

/**
 * Address autocomplete (Photon, proxied by the plugin).
 *
 * @param q      The search text.
 * @param signal Aborts the request (a newer search replaces it).
 */
export async function searchAddress(
	q: string,
	signal?: AbortSignal
): Promise< PhotonFeature[] > {
	const answer = await apiRequest< PhotonFeatureCollection >( {
		path: `${ BASE }?${ query( { q, lang: 'de', limit: 10 } ) }`,
		signal,
		// The address search shows its failure under the field.
		hideError: true,
	} );
	return Array.isArray( answer?.features ) ? answer.features : [];
}

/**
 * The address at a point; rejects with Error( 'invalid data' ) when there is none.
 *
 * @param lat    Latitude.
 * @param lng    Longitude.
 * @param signal Aborts the request.
 */
export async function reverseGeocode(
	lat: number,
	lng: number,
	signal?: AbortSignal
): Promise< PhotonFeature > {
	const answer = await apiRequest< PhotonFeatureCollection >( {
		path: `${ BASE }/reverse?${ query( { lat, lon: lng, lang: 'de' } ) }`,
		signal,
		// The address step shows its failure beside the map.
		hideError: true,
	} );
	const feature = Array.isArray( answer?.features )
		? answer.features[ 0 ]
		: undefined;
	if ( ! feature ) {
		throw new Error( 'invalid data' );
	}
	return feature;
}
