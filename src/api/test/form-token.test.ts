/**
 * Internal dependencies
 */
import { fetchFormToken } from '../form-token';
import {
	REST_ROOT,
	errorAnswer,
	fakeFetch,
	hasNonce,
	setUpBoundary,
} from './fixtures/boundary';

setUpBoundary();

describe( 'fetchFormToken', () => {
	it( 'gets the token from the REST route without cookies or nonce', async () => {
		const sent = fakeFetch( () => ( {
			status: 200,
			body: { token: '1.abc' },
		} ) );
		await expect( fetchFormToken() ).resolves.toBe( '1.abc' );
		expect( sent ).toHaveLength( 1 );
		expect( sent[ 0 ] ).toMatchObject( {
			url: REST_ROOT + 'immo-wizards/v1/wizard/form-token',
			method: 'GET',
			credentials: 'omit',
		} );
		expect( hasNonce( sent[ 0 ] ) ).toBe( false );
	} );

	it( 'rejects an answer without a token', async () => {
		fakeFetch( () => ( { status: 200, body: {} } ) );
		await expect( fetchFormToken() ).rejects.toThrow( 'invalid data' );
	} );

	it( 'rejects when the request fails', async () => {
		fakeFetch(
			errorAnswer(
				429,
				'immo_wizards_rate_limited',
				'Zu viele Anfragen.'
			)
		);
		await expect( fetchFormToken() ).rejects.toMatchObject( {
			code: 'immo_wizards_rate_limited',
			status: 429,
		} );
	} );
} );
