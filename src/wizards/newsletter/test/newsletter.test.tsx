/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { describeRequestForm } from '../../shared/request-form/test/fixtures/contract';
import {
	CHECK_INPUT,
	fillContact,
	FILLED_CONTACT,
	newsletterBox,
	SENT,
	sharedConfig,
} from '../../shared/request-form/test/fixtures';
import { NewsletterApp } from '../app';
import type { NewsletterConfig } from '../types';

function renderForm( overrides: Partial< NewsletterConfig > = {} ) {
	const user = userEvent.setup();
	const view = render(
		<NewsletterApp config={ { ...sharedConfig(), ...overrides } } />
	);
	return { user, ...view };
}

const submitButton = () =>
	screen.getByRole( 'button', { name: 'Änderungen speichern' } );

describe( 'newsletter', () => {
	const rest = describeRequestForm( {
		open: async ( submitUrl ) => renderForm( { submitUrl } ),
		fillOwn: ( user ) => user.click( newsletterBox() ),
		route: 'immo-wizards/v1/wizard/contact',
		formType: 'newsletter',
		submitLabel: 'Änderungen speichern',
		success: SENT,
		body: {
			type: 'newsletter',
			contact: {
				...FILLED_CONTACT,
				customFields: {
					dataPrivacy: true,
					acceptContact: true,
					newsletter: true,
				},
			},
		},
		// The spec names no tracking event for the newsletter.
		track: null,
		loadingBar: true,
	} );

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
		expect(
			rest().callsOf( 'POST immo-wizards/v1/wizard/contact' )
		).toHaveLength( 0 );
	} );
} );
