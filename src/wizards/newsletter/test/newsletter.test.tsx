/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { FORM_TOKEN } from '../../../api/__mocks__/form-token';
import { fetchFormToken } from '../../../api/form-token';
import { subscribeNewsletter } from '../../../api/inquiries';
import { ApiError } from '../../../api/errors';
import { track } from '../../../host/tracking';
import {
	CHECK_INPUT,
	FAILED,
	fillContact,
	FILLED_CONTACT,
	mocked,
	newsletterBox,
	SENT,
	sharedConfig,
} from '../../shared/request-form/test/fixtures';
import { NewsletterApp } from '../app';
import type { NewsletterConfig } from '../types';

jest.mock( '../../../api/inquiries' );
jest.mock( '../../../api/form-token' );
jest.mock( '../../../host/tracking' );
jest.mock( '../../../host/bridge' );

function renderForm( overrides: Partial< NewsletterConfig > = {} ) {
	const user = userEvent.setup();
	const view = render(
		<NewsletterApp config={ { ...sharedConfig(), ...overrides } } />
	);
	return { user, ...view };
}

const submitButton = () =>
	screen.getByRole( 'button', { name: 'Änderungen speichern' } );

beforeEach( () => {
	mocked( subscribeNewsletter ).mockResolvedValue( {
		status: 'pending',
		uuid: 'u-1',
	} );
} );

afterEach( () => jest.clearAllMocks() );

describe( 'newsletter', () => {
	it( 'shows the newsletter checkbox as required even when the site does not', () => {
		renderForm( { newsletter: { enabled: false, required: false } } );
		expect( newsletterBox() ).toHaveAttribute( 'aria-required', 'true' );
		expect(
			screen.queryByLabelText( /^Nachricht/ )
		).not.toBeInTheDocument();
	} );

	it( 'sends nothing until the newsletter is ticked', async () => {
		const { user } = renderForm();
		await fillContact( user );
		await user.click( submitButton() );

		expect( await screen.findByText( CHECK_INPUT ) ).toBeInTheDocument();
		expect( newsletterBox() ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( newsletterBox() ).toHaveAccessibleDescription(
			'Bitte stimmen Sie dem Erhalt des Newsletters zu.'
		);
		expect( subscribeNewsletter ).not.toHaveBeenCalled();
	} );

	it( 'subscribes the contact', async () => {
		const { user } = renderForm( {
			submitUrl: 'https://crm.example.org/newsletter',
		} );
		await fillContact( user );
		await user.click( newsletterBox() );
		await user.click( submitButton() );

		expect( await screen.findByText( SENT ) ).toHaveAttribute(
			'role',
			'alert'
		);
		const [ payload, submitUrl ] =
			mocked( subscribeNewsletter ).mock.calls[ 0 ];
		expect( payload ).toEqual( {
			type: 'newsletter',
			contact: {
				...FILLED_CONTACT,
				customFields: {
					dataPrivacy: true,
					acceptContact: true,
					newsletter: true,
				},
			},
			requestId: expect.any( String ),
			hp: '',
			formToken: FORM_TOKEN,
		} );
		expect( fetchFormToken ).toHaveBeenCalledWith( 'newsletter' );
		expect( payload ).not.toHaveProperty( 'message' );
		expect( submitUrl ).toBe( 'https://crm.example.org/newsletter' );
		// The spec names no tracking event for the newsletter.
		expect( track ).not.toHaveBeenCalled();
	} );

	it( 'shows a server failure', async () => {
		mocked( subscribeNewsletter ).mockRejectedValueOnce(
			new ApiError(
				'internal_server_error',
				'Es ist ein interner Serverfehler aufgetreten.',
				500
			)
		);
		const { user } = renderForm();
		await fillContact( user );
		await user.click( newsletterBox() );
		await user.click( submitButton() );
		expect( await screen.findByText( FAILED ) ).toHaveAttribute(
			'role',
			'alert'
		);
		expect( screen.queryByText( SENT ) ).not.toBeInTheDocument();
		expect( submitButton() ).toBeEnabled();
	} );
} );
