/**
 * The cluster bench's webhook receiver: answers every POST 200 and counts deliveries by their
 * `X-Immo-Delivery` id and the request each names. On SIGTERM it writes one line:
 * `posts=… deliveries=… repeated=… requests=…` (repeated = deliveries received more than once).
 *
 * Usage: node tools/bench/webhook-receiver.mjs PORT OUT_FILE
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import http from 'node:http';

const [ port, out ] = process.argv.slice( 2 );
const deliveries = new Map();
const requests = new Set();
let posts = 0;

const server = http.createServer( ( request, response ) => {
	let body = '';
	request.on( 'data', ( chunk ) => ( body += chunk ) );
	request.on( 'end', () => {
		if ( request.method === 'POST' ) {
			posts++;
			const id = String( request.headers[ 'x-immo-delivery' ] || '' );
			deliveries.set( id, ( deliveries.get( id ) || 0 ) + 1 );
			try {
				const uuid = JSON.parse( body )?.data?.uuid;
				if ( uuid ) {
					requests.add( uuid );
				}
			} catch {}
		}
		response.writeHead( 200, { 'content-type': 'text/plain' } );
		response.end( 'ok' );
	} );
} );
server.listen( Number( port ), '127.0.0.1' );

process.on( 'SIGTERM', () => {
	const repeated = [ ...deliveries.values() ].filter( ( n ) => n > 1 ).length;
	fs.writeFileSync(
		out,
		`posts=${ posts } deliveries=${ deliveries.size } repeated=${ repeated } requests=${ requests.size }\n`
	);
	process.exit( 0 );
} );
