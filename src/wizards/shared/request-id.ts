/**
 * A UUID v4 used as the idempotency key of one wizard submission: a double
 * click or a retry sends the same id, so the server stores the request once.
 */
export function createRequestId(): string {
	const cryptoApi: Crypto | undefined = globalThis.crypto;
	if ( typeof cryptoApi?.randomUUID === 'function' ) {
		return cryptoApi.randomUUID();
	}
	const bytes = new Uint8Array( 16 );
	if ( typeof cryptoApi?.getRandomValues === 'function' ) {
		cryptoApi.getRandomValues( bytes );
	} else {
		for ( let i = 0; i < bytes.length; i++ ) {
			bytes[ i ] = Math.floor( Math.random() * 256 );
		}
	}
	bytes[ 6 ] = ( bytes[ 6 ] % 16 ) + 0x40; // Version 4.
	bytes[ 8 ] = ( bytes[ 8 ] % 64 ) + 0x80; // RFC 4122 variant.
	const hex = Array.from( bytes, ( byte ) =>
		byte.toString( 16 ).padStart( 2, '0' )
	).join( '' );
	return [
		hex.slice( 0, 8 ),
		hex.slice( 8, 12 ),
		hex.slice( 12, 16 ),
		hex.slice( 16, 20 ),
		hex.slice( 20 ),
	].join( '-' );
}
