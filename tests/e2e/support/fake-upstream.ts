/**
 * Fake upstream services for the tests (the real ones are unreachable from test machines), on one
 * server: the Photon geocoder (upstream/photon.ts), the tile server (upstream/tiles.ts) and OSRM
 * (upstream/osrm.ts), and the pages of another website that embeds the plugin (upstream/host-pages.ts).
 * `POST /__photon?mode=` and `POST /__osrm?mode=` switch the geocoder and the routing service (see
 * there).
 * `GET /__requests` lists the requests seen (path + query), `DELETE /__requests`
 * clears the list.
 */

/**
 * Internal dependencies
 */
import { serveHostPages } from './upstream/host-pages';
import { listen, sendJson } from './upstream/http';
import { osrmService } from './upstream/osrm';
import { photonService } from './upstream/photon';
import { TILE_PATH, serveTiles } from './upstream/tiles';

export { NO_ROUTE_START } from './upstream/osrm';

export type FakeUpstream = {
	url: string;
	geocoderUrl: string;
	tileUrl: string;
	routingUrl: string;
	requests: string[];
	close: () => Promise< void >;
};

/**
 * Starts the fake upstream server on 127.0.0.1.
 *
 * @param port Port (0: any free port).
 */
export async function startFakeUpstream( port = 0 ): Promise< FakeUpstream > {
	const requests: string[] = [];
	const osrm = osrmService();
	const photon = photonService();
	const services = [ photon.serve, osrm.serve, serveTiles ];

	const { url, close } = await listen( ( req, res ) => {
		const requestUrl = new URL( req.url || '/', 'http://127.0.0.1' );
		if ( requestUrl.pathname === '/__requests' ) {
			if ( req.method === 'DELETE' ) {
				requests.length = 0;
			}
			return sendJson( res, 200, requests );
		}
		if (
			osrm.control( req, requestUrl, res ) ||
			photon.control( req, requestUrl, res )
		) {
			return;
		}
		// Host pages are not upstream calls of the site: not listed.
		if ( serveHostPages( req, requestUrl, res ) ) {
			return;
		}
		requests.push( requestUrl.pathname + requestUrl.search );
		if ( ! services.some( ( serve ) => serve( req, requestUrl, res ) ) ) {
			sendJson( res, 404, { message: 'not found' } );
		}
	}, port );

	return {
		url,
		geocoderUrl: url,
		tileUrl: url + TILE_PATH,
		routingUrl: url,
		requests,
		close,
	};
}
