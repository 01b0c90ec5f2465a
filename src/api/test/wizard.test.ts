/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { confirmKey, submitLead } from '../wizard';
import type { LeadPayload } from '../types';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedApiFetch = apiFetch as unknown as jest.Mock;

const payload = { requestId: 'r', formToken: 't' } as LeadPayload;

describe( 'wizard calls', () => {
	beforeEach( () => {
		mockedApiFetch.mockReset();
		mockedApiFetch.mockResolvedValue( {} );
	} );

	it( 'posts the lead to the REST route', async () => {
		await submitLead( payload );
		expect( mockedApiFetch ).toHaveBeenCalledWith( {
			path: 'immo-wizards/v1/wizard/lead',
			method: 'POST',
			data: payload,
		} );
	} );

	it( 'posts to a same-origin submit URL', async () => {
		await submitLead( payload, '/custom/lead' );
		expect( mockedApiFetch ).toHaveBeenCalledWith( {
			url: '/custom/lead',
			method: 'POST',
			data: payload,
		} );
	} );

	it( 'confirms a key', async () => {
		await confirmKey( 'abc' );
		expect( mockedApiFetch ).toHaveBeenCalledWith( {
			path: 'immo-wizards/v1/wizard/confirm',
			method: 'POST',
			data: { k: 'abc' },
		} );
	} );
} );
