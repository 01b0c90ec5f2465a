/**
 * External dependencies
 */
import { screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { rest } from '../../shared/test/fixtures/setup';
import { heading, renderWizard } from './fixtures/render';

const button = ( name: string ) => screen.queryByRole( 'button', { name } );

describe( 'lead wizard address step', () => {
	it( 'reveals the manual fields by the link', async () => {
		const { user } = renderWizard( { stepOrder: 'address-first' } );
		await heading( 'Wie lautet die Adresse?' );
		expect( screen.queryByLabelText( 'Straße' ) ).not.toBeInTheDocument();
		expect( button( 'Weitere Details eingeben' ) ).not.toBeInTheDocument();
		await user.click( button( 'Adresse manuell eingeben' ) as HTMLElement );
		expect( screen.getByLabelText( 'Straße' ) ).toHaveFocus();
		expect( screen.getByLabelText( 'Haus-Nr.' ) ).toBeInTheDocument();
		expect( screen.getByLabelText( 'PLZ' ) ).toBeInTheDocument();
		expect( screen.getByLabelText( 'Stadt' ) ).toBeInTheDocument();
		expect( button( 'Adresse manuell eingeben' ) ).not.toBeInTheDocument();
		// Typed text alone is no location while the map may be used.
		await user.type( screen.getByLabelText( 'Straße' ), 'Hauptstraße' );
		await user.type( screen.getByLabelText( 'PLZ' ), '10115' );
		await user.type( screen.getByLabelText( 'Stadt' ), 'Berlin' );
		expect( button( 'Details eingeben' ) ).not.toBeInTheDocument();
	} );

	it( 'offers further details once a point is set', async () => {
		const { user } = renderWizard( { stepOrder: 'address-first' } );
		await user.click(
			await screen.findByRole( 'button', { name: 'Punkt setzen' } )
		);
		expect( await screen.findByText( '52.52,13.405' ) ).toBeInTheDocument();
		expect( button( 'Details eingeben' ) ).toBeVisible();
		expect( button( 'Adresse manuell eingeben' ) ).not.toBeInTheDocument();
		await user.click( button( 'Weitere Details eingeben' ) as HTMLElement );
		expect( screen.getByLabelText( 'Straße' ) ).toHaveFocus();
		expect( screen.getByLabelText( 'Straße' ) ).toHaveValue(
			'Hauptstraße'
		);
		expect( screen.getByLabelText( 'Haus-Nr.' ) ).toHaveValue( '5' );
		expect( button( 'Weitere Details eingeben' ) ).not.toBeInTheDocument();

		// A typed house number changes the address text, the point stays.
		await user.clear( screen.getByLabelText( 'Haus-Nr.' ) );
		await user.type( screen.getByLabelText( 'Haus-Nr.' ), '7' );
		expect(
			screen.getByRole( 'combobox', { name: 'Adresse suchen' } )
		).toHaveValue( 'Hauptstraße 7, 10115 Berlin–Mitte' );
		expect( screen.getByText( '52.52,13.405' ) ).toBeInTheDocument();
	} );

	it( 'keeps the point and the fields when reverse geocoding fails', async () => {
		rest().on( 'GET immo-wizards/v1/geocoder/reverse', { features: [] } );
		const { user } = renderWizard( { stepOrder: 'address-first' } );
		await user.click( button( 'Adresse manuell eingeben' ) as HTMLElement );
		await user.type( screen.getByLabelText( 'Stadt' ), 'Potsdam' );
		await user.click( button( 'Punkt setzen' ) as HTMLElement );
		expect( await screen.findByText( '52.52,13.405' ) ).toBeInTheDocument();
		expect( screen.getByLabelText( 'Stadt' ) ).toHaveValue( 'Potsdam' );
		expect( button( 'Details eingeben' ) ).toBeVisible();
	} );
} );
