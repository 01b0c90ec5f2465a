/**
 * Internal dependencies
 */
import { fetchFormToken } from '../form-token';
import {
	REST_ROOT,
	errorAnswer,
	fakeFetch,
	hasNonce,
	setPageData,
	setUpBoundary,
} from './fixtures/boundary';

setUpBoundary();

const TOKEN_ROUTE = REST_ROOT + 'immo-wizards/v1/wizard/form-token';

describe( 'fetchFormToken', () => {
	it( 'gets the token of one form type without cookies or nonce', async () => {
		const sent = fakeFetch( () => ( {
			status: 200,
			body: { token: '1.abc' },
		} ) );
		await expect( fetchFormToken( 'lead' ) ).resolves.toBe( '1.abc' );
		expect( sent ).toHaveLength( 1 );
		expect( sent[ 0 ] ).toMatchObject( {
			url: TOKEN_ROUTE + '?type=lead',
			method: 'GET',
			credentials: 'omit',
		} );
		expect( hasNonce( sent[ 0 ] ) ).toBe( false );
	} );

	it.each( [
		'saved_search',
		'expose_inquiry',
		'message',
		'newsletter',
	] as const )( 'asks for a %s token', async ( type ) => {
		const sent = fakeFetch( () => ( {
			status: 200,
			body: { token: '1.abc' },
		} ) );
		await fetchFormToken( type );
		expect( sent[ 0 ].url ).toBe( `${ TOKEN_ROUTE }?type=${ type }` );
	} );

	it( 'continues the query below a plain-permalink REST root', async () => {
		setPageData( { restRoot: 'http://localhost/index.php?rest_route=/' } );
		const sent = fakeFetch( () => ( {
			status: 200,
			body: { token: '1.abc' },
		} ) );
		await fetchFormToken( 'lead' );
		expect( sent[ 0 ].url ).toBe(
			'http://localhost/index.php?rest_route=/immo-wizards/v1/wizard/form-token&type=lead'
		);
	} );

	it( 'rejects an answer without a token', async () => {
		fakeFetch( () => ( { status: 200, body: {} } ) );
		await expect( fetchFormToken( 'lead' ) ).rejects.toThrow(
			'invalid data'
		);
	} );

	it( 'rejects when the request fails', async () => {
		fakeFetch(
			errorAnswer(
				429,
				'immo_wizards_rate_limited',
				'Zu viele Anfragen.'
			)
		);
		await expect( fetchFormToken( 'lead' ) ).rejects.toMatchObject( {
			code: 'immo_wizards_rate_limited',
			status: 429,
		} );
	} );
} );
