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
import {
	ALLOWED_ENDPOINT,
	REST_ROOT,
	errorAnswer,
	fakeFetch,
	hasNonce,
	setUpBoundary,
} from './fixtures/boundary';

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

setUpBoundary();

describe( 'request form calls', () => {
	it( 'posts each form to its REST route without cookies or nonce', async () => {
		const sent = fakeFetch();
		await submitExposeInquiry( inquiry );
		await submitContactMessage( message );
		await subscribeNewsletter( newsletter );
		expect(
			sent.map( ( { url, method, body } ) => ( { url, method, body } ) )
		).toEqual( [
			{
				url: REST_ROOT + 'immo-wizards/v1/wizard/expose-inquiry',
				method: 'POST',
				body: inquiry,
			},
			{
				url: REST_ROOT + 'immo-wizards/v1/wizard/contact',
				method: 'POST',
				body: message,
			},
			{
				url: REST_ROOT + 'immo-wizards/v1/wizard/contact',
				method: 'POST',
				body: newsletter,
			},
		] );
		sent.forEach( ( request ) => {
			expect( request.credentials ).toBe( 'omit' );
			expect( hasNonce( request ) ).toBe( false );
		} );
	} );

	it( 'posts to an allowed override only', async () => {
		const sent = fakeFetch();
		await submitExposeInquiry( inquiry, 'immo-wizards/v1/wizard/contact' );
		await subscribeNewsletter( newsletter, ALLOWED_ENDPOINT );
		await submitContactMessage( message, '/custom/contact' );
		await subscribeNewsletter( newsletter, 'my-plugin/v1/newsletter' );
		expect( sent.map( ( { url } ) => url ) ).toEqual( [
			REST_ROOT + 'immo-wizards/v1/wizard/contact',
			ALLOWED_ENDPOINT,
			REST_ROOT + 'immo-wizards/v1/wizard/contact',
			REST_ROOT + 'immo-wizards/v1/wizard/contact',
		] );
	} );

	it( 'leaves failures to the form instead of the snackbar', async () => {
		const listener = jest.fn();
		const unsubscribe = onApiError( listener );
		fakeFetch(
			errorAnswer( 400, 'rest_invalid_param', 'Ungültiger Parameter' )
		);
		await expect( submitContactMessage( message ) ).rejects.toMatchObject( {
			code: 'rest_invalid_param',
			status: 400,
		} );
		expect( listener ).not.toHaveBeenCalled();
		unsubscribe();
	} );
} );
