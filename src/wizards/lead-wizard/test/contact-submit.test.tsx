/**
 * External dependencies
 */
import { screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import '../../shared/test/fixtures/setup';
import {
	fillContact,
	FILLED_CONTACT,
	SENT,
} from '../../shared/request-form/test/fixtures';
import { describeRequestForm } from '../../shared/request-form/test/fixtures/contract';
import { hauptstrasseLocation } from './fixtures/api';
import { goToContact, renderWizard } from './fixtures/render';

describe( 'lead wizard contact step', () => {
	describeRequestForm( {
		open: async ( submitUrl ) => {
			const view = renderWizard( { submitUrl } );
			await goToContact( view.user );
			return view;
		},
		route: 'immo-wizards/v1/wizard/lead',
		formType: 'lead',
		submitLabel: 'Anfrage abschicken',
		success: SENT,
		body: {
			contact: FILLED_CONTACT,
			lead: {
				objectType: 'LIVING',
				categoryId: 22332,
				marketingType: 'buy',
				location: hauptstrasseLocation,
				fields: [],
			},
		},
		track: [ 'LeadWizard' ],
	} );

	it( 'hides the step header once sent', async () => {
		const { user } = renderWizard();
		await goToContact( user );
		expect( screen.getByRole( 'navigation' ) ).toBeInTheDocument();
		await fillContact( user );
		await user.click(
			screen.getByRole( 'button', { name: 'Anfrage abschicken' } )
		);
		expect( await screen.findByText( SENT ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'navigation' ) ).not.toBeInTheDocument();
	} );
} );
