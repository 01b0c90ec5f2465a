/**
 * Fake upstream services for the tests (the real ones are unreachable from test machines):
 * - Photon geocoder: `GET /api?q=&lang=&limit=` and `GET /reverse?lat=&lon=` answering Photon's GeoJSON
 *   from a fixture of addresses in Dresden;
 * - tile server: `GET /tiles/{z}/{x}/{y}.png` answering a small valid PNG.
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
