/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { fetchFormToken } from '../form-token';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedApiFetch = apiFetch as unknown as jest.Mock;

describe( 'fetchFormToken', () => {
	beforeEach( () => mockedApiFetch.mockReset() );

	it( 'gets the token of one form type from the REST route', async () => {
		mockedApiFetch.mockResolvedValue( { token: '1.abc' } );
		await expect( fetchFormToken( 'lead' ) ).resolves.toBe( '1.abc' );
		expect( mockedApiFetch ).toHaveBeenCalledWith( {
			path: 'immo-wizards/v1/wizard/form-token?type=lead',
		} );
	} );

	it.each( [
		'saved_search',
		'expose_inquiry',
		'message',
		'newsletter',
	] as const )( 'asks for a %s token', async ( type ) => {
		mockedApiFetch.mockResolvedValue( { token: '1.abc' } );
		await fetchFormToken( type );
		expect( mockedApiFetch ).toHaveBeenCalledWith( {
			path: `immo-wizards/v1/wizard/form-token?type=${ type }`,
		} );
	} );

	it( 'rejects an answer without a token', async () => {
		mockedApiFetch.mockResolvedValue( {} );
		await expect( fetchFormToken( 'lead' ) ).rejects.toThrow(
			'invalid data'
		);
	} );

	it( 'rejects when the request fails', async () => {
		mockedApiFetch.mockRejectedValue( {
			code: 'immo_wizards_rate_limited',
			message: 'Zu viele Anfragen.',
			data: { status: 429 },
		} );
		await expect( fetchFormToken( 'lead' ) ).rejects.toMatchObject( {
			code: 'immo_wizards_rate_limited',
		} );
	} );
} );
