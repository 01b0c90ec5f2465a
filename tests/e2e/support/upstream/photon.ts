/**
 * Fake Photon geocoder: `GET /api?q=&lang=&limit=` and `GET /reverse?lat=&lon=` answer Photon's GeoJSON
 * from a fixture of addresses in Dresden. `POST /__photon?mode=ok|down` switches every answer (down:
 * HTTP 503 with an HTML page, as a proxy in front of a stopped service answers).
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { sendJson, type Handler } from './http';

type Feature = {
	type: 'Feature';
	geometry: { type: 'Point'; coordinates: [ number, number ] };
	properties: Record< string, string | number >;
};

const FIXTURE = path.join( __dirname, '..', 'fixtures', 'photon-dresden.json' );

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
 * The geocoder over the fixture (read once): `control` switches the mode (not counted as a request),
 * `serve` answers the searches.
 */
export function photonService(): { control: Handler; serve: Handler } {
	const features = (
		JSON.parse( fs.readFileSync( FIXTURE, 'utf8' ) ) as {
			features: Feature[];
		}
	 ).features;
	let down = false;
	const control: Handler = ( req, url, res ) => {
		if ( url.pathname !== '/__photon' || req.method !== 'POST' ) {
			return false;
		}
		const mode = url.searchParams.get( 'mode' );
		if ( mode === 'ok' || mode === 'down' ) {
			down = mode === 'down';
		}
		sendJson( res, 200, { mode: down ? 'down' : 'ok' } );
		return true;
	};
	const serve: Handler = ( _req, url, res ) => {
		const endpoint = url.pathname.replace( /\/$/, '' );
		if ( down && ( endpoint === '/api' || endpoint === '/reverse' ) ) {
			res.writeHead( 503, { 'Content-Type': 'text/html' } );
			res.end(
				'<html><body><h1>503 Service Unavailable</h1></body></html>'
			);
			return true;
		}
		if ( url.pathname === '/api' || url.pathname === '/api/' ) {
			const limit = Math.min(
				50,
				Math.max( 1, Number( url.searchParams.get( 'limit' ) ) || 10 )
			);
			const found = searchFeatures(
				features,
				url.searchParams.get( 'q' ) || ''
			);
			sendJson( res, 200, {
				type: 'FeatureCollection',
				features: found.slice( 0, limit ),
			} );
			return true;
		}
		if ( url.pathname === '/reverse' || url.pathname === '/reverse/' ) {
			const lat = Number( url.searchParams.get( 'lat' ) );
			const lon = Number( url.searchParams.get( 'lon' ) );
			if ( ! Number.isFinite( lat ) || ! Number.isFinite( lon ) ) {
				sendJson( res, 400, { message: 'invalid lat/lon' } );
				return true;
			}
			const feature = nearestFeature( features, lat, lon );
			sendJson( res, 200, {
				type: 'FeatureCollection',
				features: feature ? [ feature ] : [],
			} );
			return true;
		}
		return false;
	};
	return { control, serve };
}
