/**
 * Internal dependencies
 */
import { createRequestId } from '../request-id';

const UUID_V4 =
	/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe( 'createRequestId', () => {
	it( 'returns a UUID v4', () => {
		expect( createRequestId() ).toMatch( UUID_V4 );
	} );

	it( 'falls back when randomUUID is missing', () => {
		const original = globalThis.crypto.randomUUID;
		Object.defineProperty( globalThis.crypto, 'randomUUID', {
			value: undefined,
			configurable: true,
		} );
		try {
			const a = createRequestId();
			expect( a ).toMatch( UUID_V4 );
			expect( createRequestId() ).not.toBe( a );
		} finally {
			Object.defineProperty( globalThis.crypto, 'randomUUID', {
				value: original,
				configurable: true,
			} );
		}
	} );
} );
