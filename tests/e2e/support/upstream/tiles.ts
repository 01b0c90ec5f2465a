/**
 * Fake tile server: `GET /tiles/{z}/{x}/{y}.png` answers a small valid PNG.
 */

/**
 * Internal dependencies
 */
import type { Handler } from './http';

// 1×1 PNG (grey); Leaflet scales it to the 256 px tile.
const PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGN4AQAA6gDp3uJOLwAAAABJRU5ErkJggg==',
	'base64'
);

/** The tile URL template below a fake upstream's base URL. */
export const TILE_PATH = '/tiles/{z}/{x}/{y}.png';

/**
 * Answers tile requests.
 *
 * @param _req Request.
 * @param url  Parsed URL.
 * @param res  Response.
 */
export const serveTiles: Handler = ( _req, url, res ) => {
	if ( ! /^\/tiles\/\d+\/\d+\/\d+\.png$/.test( url.pathname ) ) {
		return false;
	}
	res.writeHead( 200, {
		'Content-Type': 'image/png',
		'Content-Length': PNG.length,
		'Cache-Control': 'max-age=3600',
	} );
	res.end( PNG );
	return true;
};
