/**
 * External dependencies
 */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { FORM_TOKEN } from '../../../api/__mocks__/form-token';
import { fetchFormToken } from '../../../api/form-token';
import { submitContactMessage } from '../../../api/inquiries';
import { ApiError } from '../../../api/errors';
import { track } from '../../../host/tracking';
import {
	CHECK_INPUT,
	FAILED,
	fillContact,
	FILLED_CONTACT,
	mocked,
	sharedConfig,
} from '../../shared/request-form/test/fixtures';
import { ContactFormApp } from '../app';
import type { ContactFormConfig } from '../types';

jest.mock( '../../../api/inquiries' );
jest.mock( '../../../api/form-token' );
jest.mock( '../../../host/tracking' );
jest.mock( '../../../host/bridge' );

const SENT = 'Ihre Nachricht wurde erfolgreich verschickt.';

function renderForm( overrides: Partial< ContactFormConfig > = {} ) {
	const user = userEvent.setup();
	const view = render(
		<ContactFormApp
			config={ { ...sharedConfig(), defaultMessage: '', ...overrides } }
		/>
	);
	return { user, ...view };
}

const submitButton = () =>
	screen.getByRole( 'button', { name: 'Anfrage senden' } );
const message = () => screen.getByLabelText( /^Nachricht/ );

beforeEach( () => {
	mocked( submitContactMessage ).mockResolvedValue( {
		status: 'pending',
		uuid: 'u-1',
	} );
} );

afterEach( () => jest.clearAllMocks() );

describe( 'contact form', () => {
	it( 'sends the default message from the block', async () => {
		const { user } = renderForm( {
			defaultMessage: 'Bitte rufen Sie mich zurück.',
		} );
		expect( message() ).toHaveValue( 'Bitte rufen Sie mich zurück.' );
		await fillContact( user );
		await user.click( submitButton() );

		expect( await screen.findByText( SENT ) ).toHaveAttribute(
			'role',
			'alert'
		);
		expect( submitContactMessage ).toHaveBeenCalledTimes( 1 );
		const [ payload, submitUrl ] =
			mocked( submitContactMessage ).mock.calls[ 0 ];
		expect( payload ).toEqual( {
			contact: FILLED_CONTACT,
			message: 'Bitte rufen Sie mich zurück.',
			type: 'message',
			requestId: expect.any( String ),
			hp: '',
			formToken: FORM_TOKEN,
		} );
		expect( fetchFormToken ).toHaveBeenCalledWith( 'message' );
		expect( submitUrl ).toBeUndefined();
		expect( track ).toHaveBeenCalledTimes( 1 );
		expect( track ).toHaveBeenCalledWith( 'ContactFormWizard' );
	} );

	it( 'requires a message', async () => {
		const { user } = renderForm();
		expect( message() ).toHaveAttribute( 'aria-required', 'true' );
		await fillContact( user );
		await user.type( message(), '   ' );
		await user.click( submitButton() );

		expect( await screen.findByText( CHECK_INPUT ) ).toBeInTheDocument();
		expect( message() ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( message() ).toHaveAccessibleDescription(
			'Dies ist ein Pflichtfeld.'
		);
		expect( submitContactMessage ).not.toHaveBeenCalled();

		await user.type( message(), 'Hallo' );
		await user.click( submitButton() );
		await screen.findByText( SENT );
		expect(
			mocked( submitContactMessage ).mock.calls[ 0 ][ 0 ].message
		).toBe( 'Hallo' );
	} );

	it( 'requires both consents', async () => {
		const { user } = renderForm( { defaultMessage: 'Hallo' } );
		await user.type( screen.getByLabelText( /^Vorname/ ), 'Erika' );
		await user.type( screen.getByLabelText( /^Nachname/ ), 'Muster' );
		await user.type(
			screen.getByLabelText( /^E-Mail/ ),
			'erika@example.org'
		);
		await user.click( submitButton() );
		expect( await screen.findByText( CHECK_INPUT ) ).toBeInTheDocument();
		for ( const box of screen.getAllByRole( 'checkbox' ) ) {
			expect( box ).toHaveAttribute( 'aria-invalid', 'true' );
		}
		expect( submitContactMessage ).not.toHaveBeenCalled();
	} );

	it( 'shows a server failure and sends the honeypot', async () => {
		mocked( submitContactMessage ).mockRejectedValueOnce(
			new ApiError(
				'immo_wizards_rate_limited',
				'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
				429
			)
		);
		const { user, container } = renderForm( {
			defaultMessage: 'Hallo',
			submitUrl: 'https://crm.example.org/contact',
		} );
		const honeypot = container.querySelector(
			'input[name="website"]'
		) as HTMLInputElement;
		expect( honeypot ).toHaveAttribute( 'tabindex', '-1' );
		expect( honeypot.closest( '[aria-hidden="true"]' ) ).not.toBeNull();
		fireEvent.change( honeypot, { target: { value: 'spam' } } );
		await fillContact( user );
		await user.click( submitButton() );

		expect(
			await screen.findByText(
				`${ FAILED } Zu viele Anfragen. Bitte versuchen Sie es später erneut.`
			)
		).toHaveAttribute( 'role', 'alert' );
		expect( screen.queryByText( SENT ) ).not.toBeInTheDocument();
		expect( track ).not.toHaveBeenCalled();
		const [ payload, submitUrl ] =
			mocked( submitContactMessage ).mock.calls[ 0 ];
		expect( payload.hp ).toBe( 'spam' );
		expect( submitUrl ).toBe( 'https://crm.example.org/contact' );
	} );

	it( 'sends a double submit once, busy while it runs', async () => {
		let answer: ( value: {
			status: 'pending';
			uuid: string;
		} ) => void = () => {};
		mocked( submitContactMessage ).mockReturnValue(
			new Promise( ( resolve ) => {
				answer = resolve;
			} )
		);
		const { user } = renderForm( { defaultMessage: 'Hallo' } );
		await fillContact( user );
		const form = submitButton().closest( 'form' ) as HTMLFormElement;
		fireEvent.submit( form );
		fireEvent.submit( form );
		await screen.findByRole( 'button', { busy: true } );
		expect( submitButton() ).toBeDisabled();
		expect( form ).toHaveAttribute( 'aria-busy', 'true' );
		expect( screen.getByRole( 'progressbar' ) ).toBeInTheDocument();
		fireEvent.submit( form );

		answer( { status: 'pending', uuid: 'u-1' } );
		expect( await screen.findByText( SENT ) ).toBeInTheDocument();
		expect( submitContactMessage ).toHaveBeenCalledTimes( 1 );
		expect( screen.queryByRole( 'progressbar' ) ).not.toBeInTheDocument();
	} );
} );
