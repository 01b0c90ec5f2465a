/**
 * A mail server that takes its time: answers every SMTP command at once but accepts a mail's data
 * only after `delay` ms, as a slow or distant server does. It keeps nothing but the recipients.
 */

/**
 * External dependencies
 */
import net from 'node:net';

export type SlowSmtp = {
	port: number;
	/** Recipients of the mails accepted so far. */
	received: string[];
	close: () => Promise< void >;
};

/**
 * Starts the server on a free port of 127.0.0.1.
 *
 * @param delay Milliseconds before the end of a mail's data is answered.
 */
export function startSlowSmtp( delay: number ): Promise< SlowSmtp > {
	const received: string[] = [];
	const server = net.createServer( ( socket ) => {
		let buffer = '';
		let inData = false;
		let recipients: string[] = [];
		socket.setEncoding( 'utf8' );
		socket.write( '220 slow.test ESMTP\r\n' );
		socket.on( 'error', () => {} );
		socket.on( 'data', ( chunk: string ) => {
			buffer += chunk;
			if ( inData ) {
				const end = buffer.indexOf( '\r\n.\r\n' );
				if ( end < 0 ) {
					return;
				}
				buffer = buffer.slice( end + 5 );
				inData = false;
				const accepted = recipients;
				recipients = [];
				setTimeout( () => {
					received.push( ...accepted );
					socket.write( '250 OK\r\n' );
				}, delay );
			}
			let newline: number;
			while ( ! inData && ( newline = buffer.indexOf( '\r\n' ) ) >= 0 ) {
				const line = buffer.slice( 0, newline );
				buffer = buffer.slice( newline + 2 );
				const verb = line.slice( 0, 4 ).toUpperCase();
				if ( verb === 'EHLO' || verb === 'HELO' ) {
					socket.write( '250 slow.test\r\n' );
				} else if ( verb === 'RCPT' ) {
					recipients.push( line.replace( /^.*<([^>]*)>.*$/, '$1' ) );
					socket.write( '250 OK\r\n' );
				} else if ( verb === 'DATA' ) {
					inData = true;
					socket.write( '354 Go ahead\r\n' );
				} else if ( verb === 'QUIT' ) {
					socket.end( '221 Bye\r\n' );
				} else {
					socket.write( '250 OK\r\n' );
				}
			}
		} );
	} );
	return new Promise( ( resolve ) => {
		server.listen( 0, '127.0.0.1', () => {
			resolve( {
				port: ( server.address() as net.AddressInfo ).port,
				received,
				close: () =>
					new Promise( ( done ) => {
						server.close( () => done() );
					} ),
			} );
		} );
	} );
}
