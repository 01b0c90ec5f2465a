/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import {
	submitContactMessage,
	submitExposeInquiry,
	subscribeNewsletter,
	type ContactMessagePayload,
	type ExposeInquiryPayload,
	type NewsletterPayload,
} from '../inquiries';
import { onApiError } from '../client';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedApiFetch = apiFetch as unknown as jest.Mock;

const inquiry = {
	requestId: 'r',
	formToken: 't',
	exposeInquiry: { objectId: 5 },
} as ExposeInquiryPayload;
const message = { requestId: 'r', formToken: 't' } as ContactMessagePayload;
const newsletter = {
	requestId: 'r',
	formToken: 't',
	type: 'newsletter',
} as NewsletterPayload;

describe( 'request form calls', () => {
	beforeEach( () => {
		mockedApiFetch.mockReset();
		mockedApiFetch.mockResolvedValue( { status: 'pending', uuid: 'u' } );
	} );

	it( 'posts each form to its REST route', async () => {
		await submitExposeInquiry( inquiry );
		await submitContactMessage( message );
		await subscribeNewsletter( newsletter );
		expect( mockedApiFetch.mock.calls ).toEqual( [
			[
				{
					path: 'immo-wizards/v1/wizard/expose-inquiry',
					method: 'POST',
					data: inquiry,
				},
			],
			[
				{
					path: 'immo-wizards/v1/wizard/contact',
					method: 'POST',
					data: message,
				},
			],
			[
				{
					path: 'immo-wizards/v1/wizard/contact',
					method: 'POST',
					data: newsletter,
				},
			],
		] );
	} );

	it( 'posts to a submit URL or REST path override', async () => {
		await submitExposeInquiry( inquiry, '/custom/inquiry' );
		await subscribeNewsletter( newsletter, 'my-plugin/v1/newsletter' );
		expect( mockedApiFetch ).toHaveBeenNthCalledWith( 1, {
			url: '/custom/inquiry',
			method: 'POST',
			data: inquiry,
		} );
		expect( mockedApiFetch ).toHaveBeenNthCalledWith( 2, {
			path: 'my-plugin/v1/newsletter',
			method: 'POST',
			data: newsletter,
		} );
	} );

	it( 'leaves failures to the form instead of the snackbar', async () => {
		const listener = jest.fn();
		const unsubscribe = onApiError( listener );
		mockedApiFetch.mockRejectedValue( {
			code: 'rest_invalid_param',
			message: 'Ungültiger Parameter',
			data: { status: 400 },
		} );
		await expect( submitContactMessage( message ) ).rejects.toMatchObject( {
			code: 'rest_invalid_param',
			status: 400,
		} );
		expect( listener ).not.toHaveBeenCalled();
		unsubscribe();
	} );
} );
