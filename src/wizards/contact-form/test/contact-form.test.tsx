/**
 * External dependencies
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { describeRequestForm } from '../../shared/request-form/test/fixtures/contract';
import {
	CHECK_INPUT,
	fillContact,
	FILLED_CONTACT,
	sharedConfig,
} from '../../shared/request-form/test/fixtures';
import { ContactFormApp } from '../app';
import type { ContactFormConfig } from '../types';

const SENT = 'Ihre Nachricht wurde erfolgreich verschickt.';
const ROUTE = 'POST immo-wizards/v1/wizard/contact';

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

describe( 'contact form', () => {
	const rest = describeRequestForm( {
		open: async ( submitUrl ) =>
			renderForm( { defaultMessage: 'Hallo', submitUrl } ),
		route: 'immo-wizards/v1/wizard/contact',
		formType: 'message',
		submitLabel: 'Anfrage senden',
		success: SENT,
		body: { contact: FILLED_CONTACT, message: 'Hallo', type: 'message' },
		track: [ 'ContactFormWizard' ],
		loadingBar: true,
	} );

	it( 'fetches its form token only when the visitor starts with it', async () => {
		const { user } = renderForm();
		const tokens = () =>
			rest().callsOf(
				'GET immo-wizards/v1/wizard/form-token?type=message'
			);
		await screen.findByRole( 'button', { name: 'Anfrage senden' } );
		expect( tokens() ).toHaveLength( 0 );
		await user.click( message() );
		await waitFor( () => expect( tokens() ).toHaveLength( 1 ) );
	} );

	it( 'sends the default message from the block', async () => {
		const { user } = renderForm( {
			defaultMessage: 'Bitte rufen Sie mich zurück.',
		} );
		expect( message() ).toHaveValue( 'Bitte rufen Sie mich zurück.' );
		await fillContact( user );
		await user.click( submitButton() );

		await screen.findByText( SENT );
		expect( rest().bodyOf( ROUTE ) ).toMatchObject( {
			message: 'Bitte rufen Sie mich zurück.',
		} );
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
		expect( rest().callsOf( ROUTE ) ).toHaveLength( 0 );

		await user.type( message(), 'Hallo' );
		await user.click( submitButton() );
		await screen.findByText( SENT );
		expect( rest().bodyOf( ROUTE ) ).toMatchObject( { message: 'Hallo' } );
	} );
} );
