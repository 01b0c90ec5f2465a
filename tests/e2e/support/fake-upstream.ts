/**
 * Fake upstream services for the tests (the real ones are unreachable from test machines):
 * - Photon geocoder: `GET /api?q=&lang=&limit=` and `GET /reverse?lat=&lon=` answering Photon's GeoJSON
 *   from a fixture of addresses in Dresden;
 * - tile server: `GET /tiles/{z}/{x}/{y}.png` answering a small valid PNG;
 * - OSRM: `GET /route/v1/driving/{lng},{lat};{lng},{lat}?overview=full&geometries=geojson` answering
 *   `{ code: 'Ok', routes: [ { distance, duration, geometry } ] }` with a slightly bent line between the
 *   two points; a start near NO_ROUTE_START answers `{ code: 'NoRoute' }` (HTTP 400, as OSRM does).
 *   `POST /__osrm?mode=ok|noroute|error` switches every answer (error: HTTP 500 with garbage).
 * `GET /__requests` lists the requests seen (path + query), `DELETE /__requests` clears the list.
 */

/**
 * External dependencies
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

type Feature = {
	type: 'Feature';
	geometry: { type: 'Point'; coordinates: [ number, number ] };
	properties: Record< string, string | number >;
};

const FIXTURE = path.join( __dirname, 'fixtures', 'photon-dresden.json' );

// 1×1 PNG (grey); Leaflet scales it to the 256 px tile.
const PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGN4AQAA6gDp3uJOLwAAAABJRU5ErkJggg==',
	'base64'
);

export type FakeUpstream = {
	url: string;
	geocoderUrl: string;
	tileUrl: string;
	routingUrl: string;
	requests: string[];
	close: () => Promise< void >;
};

/**
 * Lower-cased words of a text, without punctuation ("Straße" also as "strasse").
 *
 * @param text Text.
 */
function words( text: string ): string[] {
	return text
		.toLowerCase()
		.replace( /ß/g, 'ss' )
		.split( /[^\p{L}\p{N}]+/u )
		.filter( Boolean );
}

/**
 * Features whose text contains every word of the query (the last word as a prefix: autocomplete).
 *
 * @param features All features.
 * @param q        Query.
 */
export function searchFeatures( features: Feature[], q: string ): Feature[] {
	const query = words( q );
	if ( ! query.length ) {
		return [];
	}
	return features.filter( ( feature ) => {
		const p = feature.properties;
		const haystack = words(
			[ p.name, p.street, p.housenumber, p.postcode, p.city, p.district ]
				.filter( Boolean )
				.join( ' ' )
		);
		return query.every( ( word, index ) =>
			index === query.length - 1
				? haystack.some( ( w ) => w.startsWith( word ) )
				: haystack.includes( word )
		);
	} );
}

/**
 * The fixture feature nearest to a point.
 *
 * @param features All features.
 * @param lat      Latitude.
 * @param lon      Longitude.
 */
export function nearestFeature(
	features: Feature[],
	lat: number,
	lon: number
): Feature | undefined {
	let best: Feature | undefined;
	let bestDistance = Infinity;
	for ( const feature of features ) {
		if ( ! feature.properties.housenumber ) {
			continue;
		}
		const [ lng, la ] = feature.geometry.coordinates;
		const dx = ( lng - lon ) * Math.cos( ( lat * Math.PI ) / 180 );
		const dy = la - lat;
		const distance = dx * dx + dy * dy;
		if ( distance < bestDistance ) {
			best = feature;
			bestDistance = distance;
		}
	}
	return best;
}

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
 * Starts the fake upstream server on 127.0.0.1.
 *
 * @param port Port (0: any free port).
 */
export function startFakeUpstream( port = 0 ): Promise< FakeUpstream > {
	const features = (
		JSON.parse( fs.readFileSync( FIXTURE, 'utf8' ) ) as {
			features: Feature[];
		}
	 ).features;
	const requests: string[] = [];
	let osrmMode: OsrmMode = 'ok';

	const json = (
		res: http.ServerResponse,
		status: number,
		body: unknown
	) => {
		res.writeHead( status, {
			'Content-Type': 'application/json; charset=utf-8',
		} );
		res.end( JSON.stringify( body ) );
	};

	const server = http.createServer( ( req, res ) => {
		const url = new URL( req.url || '/', 'http://127.0.0.1' );
		if ( url.pathname === '/__requests' ) {
			if ( req.method === 'DELETE' ) {
				requests.length = 0;
			}
			return json( res, 200, requests );
		}
		if ( url.pathname === '/__osrm' && req.method === 'POST' ) {
			const mode = url.searchParams.get( 'mode' );
			if ( mode === 'ok' || mode === 'noroute' || mode === 'error' ) {
				osrmMode = mode;
			}
			return json( res, 200, { mode: osrmMode } );
		}
		requests.push( url.pathname + url.search );

		if ( url.pathname === '/api' || url.pathname === '/api/' ) {
			const limit = Math.min(
				50,
				Math.max( 1, Number( url.searchParams.get( 'limit' ) ) || 10 )
			);
			const found = searchFeatures(
				features,
				url.searchParams.get( 'q' ) || ''
			);
			return json( res, 200, {
				type: 'FeatureCollection',
				features: found.slice( 0, limit ),
			} );
		}
		if ( url.pathname === '/reverse' || url.pathname === '/reverse/' ) {
			const lat = Number( url.searchParams.get( 'lat' ) );
			const lon = Number( url.searchParams.get( 'lon' ) );
			if ( ! Number.isFinite( lat ) || ! Number.isFinite( lon ) ) {
				return json( res, 400, { message: 'invalid lat/lon' } );
			}
			const feature = nearestFeature( features, lat, lon );
			return json( res, 200, {
				type: 'FeatureCollection',
				features: feature ? [ feature ] : [],
			} );
		}
		const route = /^\/route\/v1\/driving\/([^/]+)$/.exec( url.pathname );
		if ( route ) {
			const answer = osrmRoute(
				decodeURIComponent( route[ 1 ] ),
				osrmMode
			);
			if ( typeof answer.body === 'string' ) {
				res.writeHead( answer.status, { 'Content-Type': 'text/html' } );
				return res.end( answer.body );
			}
			return json( res, answer.status, answer.body );
		}
		if ( /^\/tiles\/\d+\/\d+\/\d+\.png$/.test( url.pathname ) ) {
			res.writeHead( 200, {
				'Content-Type': 'image/png',
				'Content-Length': PNG.length,
				'Cache-Control': 'max-age=3600',
			} );
			return res.end( PNG );
		}
		json( res, 404, { message: 'not found' } );
	} );

	return new Promise( ( resolve, reject ) => {
		server.on( 'error', reject );
		server.listen( port, '127.0.0.1', () => {
			const address = server.address();
			const actual =
				typeof address === 'object' && address ? address.port : port;
			const url = `http://127.0.0.1:${ actual }`;
			resolve( {
				url,
				geocoderUrl: url,
				tileUrl: `${ url }/tiles/{z}/{x}/{y}.png`,
				routingUrl: url,
				requests,
				close: () =>
					new Promise( ( done ) => {
						server.closeAllConnections();
						server.close( () => done() );
					} ),
			} );
		} );
	} );
}
