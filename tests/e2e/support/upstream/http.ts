/**
 * The plain HTTP server under every fake upstream service: JSON answers and a listener on 127.0.0.1.
 */

/**
 * External dependencies
 */
import http from 'node:http';

/**
 * Answers a request when it is the service's, and tells whether it did.
 */
export type Handler = (
	req: http.IncomingMessage,
	url: URL,
	res: http.ServerResponse
) => boolean;

/**
 * Sends a JSON answer.
 *
 * @param res    Response.
 * @param status HTTP status.
 * @param body   Body (serialised as JSON).
 */
export function sendJson(
	res: http.ServerResponse,
	status: number,
	body: unknown
): void {
	res.writeHead( status, {
		'Content-Type': 'application/json; charset=utf-8',
	} );
	res.end( JSON.stringify( body ) );
}

/**
 * Starts a server on 127.0.0.1 and resolves to its base URL and a `close()` that also ends
 * kept-alive connections.
 *
 * @param listener Request listener.
 * @param port     Port (0: any free port).
 */
export function listen(
	listener: http.RequestListener,
	port = 0
): Promise< { url: string; close: () => Promise< void > } > {
	const server = http.createServer( listener );
	return new Promise( ( resolve, reject ) => {
		server.on( 'error', reject );
		server.listen( port, '127.0.0.1', () => {
			const address = server.address();
			const actual =
				typeof address === 'object' && address ? address.port : port;
			resolve( {
				url: `http://127.0.0.1:${ actual }`,
				close: () =>
					new Promise( ( done ) => {
						server.closeAllConnections();
						server.close( () => done() );
					} ),
			} );
		} );
	} );
}
