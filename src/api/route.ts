/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { apiRequest } from './client';
import { ApiError } from './errors';

/** A GeoJSON line; coordinates are [ lng, lat ] pairs. */
export interface RouteLineString {
	type: 'LineString';
	coordinates: [ number, number ][];
}

/** The answer of `GET /route`: the car route from a start point to the office. */
export interface RouteResponse {
	/** Metres. */
	distance: number;
	/** Seconds. */
	duration: number;
	geometry: RouteLineString;
	/** The destination the server routed to. */
	office: { lat: number; lng: number };
}

const isFiniteNumber = ( value: unknown ): value is number =>
	typeof value === 'number' && Number.isFinite( value );

const isPosition = ( value: unknown ): boolean =>
	Array.isArray( value ) &&
	value.length >= 2 &&
	isFiniteNumber( value[ 0 ] ) &&
	isFiniteNumber( value[ 1 ] );

/**
 * Whether an answer has the shape the map and the summary rely on.
 *
 * @param answer The parsed answer.
 */
export function isRouteResponse( answer: unknown ): answer is RouteResponse {
	const route = answer as Partial< RouteResponse > | null;
	return (
		typeof route === 'object' &&
		route !== null &&
		isFiniteNumber( route.distance ) &&
		isFiniteNumber( route.duration ) &&
		route.geometry?.type === 'LineString' &&
		Array.isArray( route.geometry.coordinates ) &&
		route.geometry.coordinates.length > 0 &&
		route.geometry.coordinates.every( isPosition ) &&
		isFiniteNumber( route.office?.lat ) &&
		isFiniteNumber( route.office?.lng )
	);
}

/**
 * The car route from a start point to the office (an OSRM service proxied by the plugin).
 * Rejects with an ApiError: status 502 when routing is unavailable, 404 when there is no route.
 *
 * @param lat    Latitude of the start.
 * @param lng    Longitude of the start.
 * @param signal Aborts the request (a newer start replaces it).
 */
export async function fetchRoute(
	lat: number,
	lng: number,
	signal?: AbortSignal
): Promise< RouteResponse > {
	const query = new URLSearchParams( {
		lat: String( lat ),
		lng: String( lng ),
	} ).toString();
	const answer = await apiRequest< unknown >( {
		path: `immo-wizards/v1/route?${ query }`,
		signal,
		// The route planner shows its failure beside the address field.
		hideError: true,
	} );
	if ( ! isRouteResponse( answer ) ) {
		throw new ApiError(
			'immo_wizards_routing_unavailable',
			__( 'Route planning is not available right now.', 'immo-wizards' )
		);
	}
	return answer;
}
