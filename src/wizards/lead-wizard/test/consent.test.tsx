/**
 * External dependencies
 */
import { act, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import type { LeadWizardFooter } from '../app';
import type { LeadDraft } from '../types';
import { rest } from '../../shared/test/fixtures/setup';
import { heading, renderWizard } from './fixtures/render';

describe( 'lead wizard without consent to third-party services', () => {
	it( 'replaces map and search by the notice and takes a typed address', async () => {
		const footer: { current?: LeadWizardFooter } = {};
		const { user } = renderWizard(
			{
				consent: { required: true },
				stepOrder: 'address-first',
				contactForm: false,
			},
			{
				renderFooter: ( props ) => {
					footer.current = props;
					return null;
				},
			}
		);
		await heading( 'Wie lautet die Adresse?' );
		expect(
			screen.getByText( 'Die Funktion wurde deaktiviert.' )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'combobox' ) ).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Punkt setzen' } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Adresse manuell eingeben' } )
		).not.toBeInTheDocument();

		await user.type( screen.getByLabelText( 'Straße' ), 'Hauptstraße' );
		await user.type( screen.getByLabelText( 'PLZ' ), '01067' );
		expect(
			screen.queryByRole( 'button', { name: 'Details eingeben' } )
		).not.toBeInTheDocument();
		await user.type( screen.getByLabelText( 'Stadt' ), 'Dresden' );
		await user.click(
			screen.getByRole( 'button', { name: 'Details eingeben' } )
		);
		await user.click(
			await screen.findByRole( 'button', { name: 'Wohnung' } )
		);
		await heading( 'Details Ihrer Wohnung' );

		let saved: LeadDraft | null | undefined;
		await act( async () => {
			saved = await footer.current?.save();
		} );
		expect( saved?.location ).toEqual( {
			street: 'Hauptstraße',
			zip: '01067',
			city: 'Dresden',
			text: 'Hauptstraße, 01067 Dresden',
		} );
		expect( rest().callsOf( 'GET immo-wizards/v1/geocoder' ) ).toHaveLength(
			0
		);
	} );

	it( 'shows map and search once the visitor accepts', async () => {
		window.localStorage.clear();
		const { user } = renderWizard( {
			consent: { required: true },
			stepOrder: 'address-first',
		} );
		expect(
			screen.getByText( 'Die Funktion wurde deaktiviert.' )
		).toBeInTheDocument();
		await user.click(
			screen.getByRole( 'button', { name: 'Alle akzeptieren' } )
		);
		expect(
			await screen.findByRole( 'combobox', { name: 'Adresse suchen' } )
		).toBeInTheDocument();
		expect(
			await screen.findByRole( 'button', { name: 'Punkt setzen' } )
		).toBeInTheDocument();
		expect(
			screen.queryByText( 'Die Funktion wurde deaktiviert.' )
		).not.toBeInTheDocument();
	} );
} );
