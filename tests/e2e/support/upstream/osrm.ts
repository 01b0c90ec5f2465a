/**
 * Fake OSRM: `GET /route/v1/driving/{lng},{lat};{lng},{lat}?overview=full&geometries=geojson` answers
 * `{ code: 'Ok', routes: [ { distance, duration, geometry } ] }` with a slightly bent line between the
 * two points; a start near NO_ROUTE_START answers `{ code: 'NoRoute' }` (HTTP 400, as OSRM does).
 * `POST /__osrm?mode=ok|noroute|error` switches every answer (error: HTTP 500 with garbage).
 */

/**
 * Internal dependencies
 */
import { sendJson, type Handler } from './http';

/** Start point without a route: Kesselsdorfer Straße 3 of the Photon fixture ([ lng, lat ]). */
export const NO_ROUTE_START: [ number, number ] = [ 13.699, 51.047 ];

export type OsrmMode = 'ok' | 'noroute' | 'error';

type OsrmAnswer = { status: number; body: unknown };

/**
 * Great-circle distance in metres.
 *
 * @param a [ lng, lat ].
 * @param b [ lng, lat ].
 */
function haversine( a: number[], b: number[] ): number {
	const rad = Math.PI / 180;
	const dLat = ( b[ 1 ] - a[ 1 ] ) * rad;
	const dLng = ( b[ 0 ] - a[ 0 ] ) * rad;
	const h =
		Math.sin( dLat / 2 ) ** 2 +
		Math.cos( a[ 1 ] * rad ) *
			Math.cos( b[ 1 ] * rad ) *
			Math.sin( dLng / 2 ) ** 2;
	return 2 * 6371000 * Math.asin( Math.sqrt( h ) );
}

/**
 * OSRM's answer for `/route/v1/driving/{lng},{lat};{lng},{lat}`: a straight-ish line (eleven points,
 * bent sideways in the middle), distance 1.3 × the beeline, 30 km/h.
 *
 * @param coordinates The path's coordinate part.
 * @param mode        Answer mode.
 */
export function osrmRoute( coordinates: string, mode: OsrmMode ): OsrmAnswer {
	const points = coordinates
		.split( ';' )
		.map( ( pair ) => pair.split( ',' ).map( Number ) );
	if (
		points.length < 2 ||
		points.some(
			( p ) =>
				p.length !== 2 ||
				! p.every( Number.isFinite ) ||
				Math.abs( p[ 0 ] ) > 180 ||
				Math.abs( p[ 1 ] ) > 90
		)
	) {
		return {
			status: 400,
			body: { code: 'InvalidQuery', message: 'Query string malformed' },
		};
	}
	if ( mode === 'error' ) {
		return { status: 500, body: '<html>upstream error</html>' };
	}
	const [ from, to ] = points;
	if (
		mode === 'noroute' ||
		( Math.abs( from[ 0 ] - NO_ROUTE_START[ 0 ] ) < 0.0005 &&
			Math.abs( from[ 1 ] - NO_ROUTE_START[ 1 ] ) < 0.0005 )
	) {
		return {
			status: 400,
			body: {
				code: 'NoRoute',
				message: 'Impossible route between points',
			},
		};
	}
	const steps = 10;
	const line: [ number, number ][] = [];
	for ( let i = 0; i <= steps; i++ ) {
		const t = i / steps;
		const bend = Math.sin( t * Math.PI ) * 0.08;
		line.push( [
			Number(
				(
					from[ 0 ] +
					( to[ 0 ] - from[ 0 ] ) * t -
					( to[ 1 ] - from[ 1 ] ) * bend
				).toFixed( 6 )
			),
			Number(
				(
					from[ 1 ] +
					( to[ 1 ] - from[ 1 ] ) * t +
					( to[ 0 ] - from[ 0 ] ) * bend
				).toFixed( 6 )
			),
		] );
	}
	const distance = Math.round( haversine( from, to ) * 13 ) / 10;
	const duration = Math.round( ( distance / ( 30 / 3.6 ) ) * 10 ) / 10;
	return {
		status: 200,
		body: {
			code: 'Ok',
			routes: [
				{
					distance,
					duration,
					weight: duration,
					weight_name: 'routability',
					geometry: { type: 'LineString', coordinates: line },
					legs: [ { distance, duration, steps: [], summary: '' } ],
				},
			],
			waypoints: [
				{ name: '', location: from },
				{ name: '', location: to },
			],
		},
	};
}

/**
 * The routing service: `control` switches the mode (not counted as a request), `serve` answers routes.
 */
export function osrmService(): { control: Handler; serve: Handler } {
	let osrmMode: OsrmMode = 'ok';
	return {
		control: ( req, url, res ) => {
			if ( url.pathname !== '/__osrm' || req.method !== 'POST' ) {
				return false;
			}
			const mode = url.searchParams.get( 'mode' );
			if ( mode === 'ok' || mode === 'noroute' || mode === 'error' ) {
				osrmMode = mode;
			}
			sendJson( res, 200, { mode: osrmMode } );
			return true;
		},
		serve: ( _req, url, res ) => {
			const route = /^\/route\/v1\/driving\/([^/]+)$/.exec(
				url.pathname
			);
			if ( ! route ) {
				return false;
			}
			const answer = osrmRoute(
				decodeURIComponent( route[ 1 ] ),
				osrmMode
			);
			if ( typeof answer.body === 'string' ) {
				res.writeHead( answer.status, { 'Content-Type': 'text/html' } );
				res.end( answer.body );
			} else {
				sendJson( res, answer.status, answer.body );
			}
			return true;
		},
	};
}
