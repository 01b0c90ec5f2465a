/**
 * External dependencies
 */
import { screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import '../../shared/test/fixtures/setup';
import { FILLED_CONTACT, SENT } from '../../shared/request-form/test/fixtures';
import { describeRequestForm } from '../../shared/request-form/test/fixtures/contract';
import { heading, renderWizard } from './fixtures/render';

describe( 'saved-search wizard contact step', () => {
	describeRequestForm( {
		open: async ( submitUrl ) => {
			const view = renderWizard( {
				submitUrl,
				preselectedRegions: [ 5 ],
			} );
			const { user } = view;
			expect(
				await screen.findByRole( 'button', {
					name: 'Regionen 1 Region ausgewählt',
				} )
			).toBeInTheDocument();
			await user.click(
				screen.getByRole( 'button', { name: 'Details eingeben' } )
			);
			// The category step's code loads once the visitor starts.
			await user.click(
				await screen.findByRole( 'button', { name: 'Wohnung' } )
			);
			await user.click(
				await screen.findByRole( 'button', {
					name: 'Kontaktdaten eingeben',
				} )
			);
			await heading( 'Ihre Kontaktdaten' );
			return view;
		},
		route: 'immo-wizards/v1/wizard/saved-search',
		formType: 'saved_search',
		submitLabel: 'Suchprofil erstellen',
		success: SENT,
		body: {
			contact: FILLED_CONTACT,
			savedSearch: {
				objectType: 'LIVING',
				categoryId: 30225,
				marketingType: 'buy',
				locations: [ { locationId: 5 } ],
				fields: [],
			},
		},
		track: [ 'SavedSearchWizard' ],
	} );
} );
