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
				location: {
					zip: '10115',
					city: 'Berlin',
					district: 'Mitte',
					street: 'Hauptstraße',
					number: '5',
					text: 'Hauptstraße 5, 10115 Berlin–Mitte',
					lat: 52.52,
					lng: 13.405,
				},
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
