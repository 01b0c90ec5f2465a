/**
 * External dependencies
 */
import { screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { rest } from '../../shared/test/fixtures/setup';
import { fillContact, SENT } from '../../shared/request-form/test/fixtures';
import { goToContact, renderWizard } from './fixtures/render';

const SENTENCE =
	'Für Immobilien wie Ihre haben bereits 7 vorgemerkte Interessenten ein Suchprofil bei uns.';

describe( 'lead wizard: buyers waiting for the home', () => {
	it( 'shows the count before the contact details and on the success screen', async () => {
		rest().on( 'GET immo-wizards/v1/market/buyers', {
			count: 7,
			text: SENTENCE,
		} );
		const { user } = renderWizard();
		await goToContact( user );
		expect( await screen.findByText( SENTENCE ) ).toBeInTheDocument();

		// The property's facts only: nothing about the owner.
		const [ call ] = rest().callsOf( 'GET immo-wizards/v1/market/buyers' );
		const query = new URLSearchParams( call.path.split( '?' )[ 1 ] );
		expect( [ ...query.keys() ].sort() ).toEqual( [
			'categoryId',
			'lat',
			'lng',
			'marketingType',
			'objectType',
		] );
		expect( call.anonymous ).toBe( true );

		await fillContact( user );
		await user.click(
			screen.getByRole( 'button', { name: 'Anfrage abschicken' } )
		);
		expect( await screen.findByText( SENT ) ).toBeInTheDocument();
		expect( screen.getByText( SENTENCE ) ).toBeInTheDocument();
	} );

	it( 'shows nothing below the threshold', async () => {
		const { user } = renderWizard();
		await goToContact( user );
		await screen.findByRole( 'heading', { name: 'Ihre Kontaktdaten' } );
		expect(
			rest().callsOf( 'GET immo-wizards/v1/market/buyers' )
		).toHaveLength( 1 );
		expect( screen.queryByText( /Suchprofil/ ) ).not.toBeInTheDocument();
	} );

	it( 'asks nothing in the seeker mode', async () => {
		const { user } = renderWizard( { mode: 'seeker' } );
		await goToContact( user );
		expect(
			rest().callsOf( 'GET immo-wizards/v1/market/buyers' )
		).toHaveLength( 0 );
	} );
} );
