/**
 * External dependencies
 */
import net from 'node:net';

/**
 * A free TCP port on 127.0.0.1 (asked from the OS).
 */
export function freePort(): Promise< number > {
	return new Promise( ( resolve, reject ) => {
		const server = net.createServer();
		server.unref();
		server.on( 'error', reject );
		server.listen( 0, '127.0.0.1', () => {
			const address = server.address();
			const port =
				typeof address === 'object' && address ? address.port : 0;
			server.close( () => resolve( port ) );
		} );
	} );
}

/**
 * Resolves when something accepts connections on the port, rejects after the timeout.
 *
 * @param port      Port on 127.0.0.1.
 * @param timeoutMs Timeout.
 */
export async function waitForPort(
	port: number,
	timeoutMs = 15000
): Promise< void > {
	const until = Date.now() + timeoutMs;
	while ( Date.now() < until ) {
		const open = await new Promise< boolean >( ( resolve ) => {
			const socket = net.connect( port, '127.0.0.1' );
			socket.once( 'connect', () => {
				socket.destroy();
				resolve( true );
			} );
			socket.once( 'error', () => resolve( false ) );
		} );
		if ( open ) {
			return;
		}
		await new Promise( ( r ) => setTimeout( r, 100 ) );
	}
	throw new Error(
		`Nothing listens on 127.0.0.1:${ port } after ${ timeoutMs } ms`
	);
}
