/**
 * External dependencies
 */
import { screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { rest } from '../../shared/test/fixtures/setup';
import { requestedFieldIds } from '../../shared/test/fixtures/wizard-rest';
import { track } from '../../../host/tracking';
import { FORM_TOKEN } from '../../../test-utils/fake-rest';
import { sendContactStep, SENT } from '../../shared/request-form/test/fixtures';
import { heading, renderWizard } from './fixtures/render';

type User = ReturnType< typeof renderWizard >[ 'user' ];

const SUBMIT = 'POST immo-wizards/v1/wizard/saved-search';

/**
 * Regions Neustadt (group) and Loschwitz only, via the dropdown.
 * @param user The user-event instance.
 */
async function chooseRegions( user: User ) {
	await user.click(
		await screen.findByRole( 'button', {
			name: 'Regionen Alle Regionen ausgewählt',
		} )
	);
	await user.click( screen.getByRole( 'treeitem', { name: 'Altstadt' } ) );
	expect(
		screen.getByRole( 'button', { name: 'Regionen 3 Regionen ausgewählt' } )
	).toBeInTheDocument();
}

describe( 'saved-search wizard', () => {
	it( 'runs from regions to the sent search profile', async () => {
		const { user } = renderWizard();
		expect( await heading( 'Wo suchen Sie?' ) ).toBeInTheDocument();
		expect(
			await screen.findByRole( 'region', {
				name: 'Karte: Klicken Sie auf eine Region, um sie aus- oder abzuwählen',
			} )
		).toBeInTheDocument();
		expect(
			rest().callsOf( 'GET immo-wizards/v1/wizard/locations/geojson' )
		).not.toHaveLength( 0 );
		const nav = screen.getByRole( 'navigation', { name: 'Schritte' } );
		const stepButtons = within( nav ).getAllByRole( 'button' );
		expect( stepButtons.map( ( b ) => b.textContent ) ).toEqual( [
			'1Regionen',
			'2Immobilie',
			'3Eckdaten',
			'4Kontakt',
		] );

		await chooseRegions( user );
		// Deselect everything: "Details eingeben" is disabled.
		await user.click(
			screen.getByRole( 'treeitem', { name: 'Neustadt' } )
		);
		await user.click(
			screen.getByRole( 'treeitem', { name: 'Loschwitz' } )
		);
		expect(
			screen.getByRole( 'button', {
				name: 'Regionen Keine Region ausgewählt',
			} )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Details eingeben' } )
		).toBeDisabled();
		expect( within( nav ).getAllByRole( 'button' )[ 1 ] ).toBeDisabled();
		await user.click(
			screen.getByRole( 'treeitem', { name: 'Neustadt' } )
		);
		await user.click(
			screen.getByRole( 'treeitem', { name: 'Loschwitz' } )
		);
		expect(
			screen.getByRole( 'button', {
				name: 'Regionen 3 Regionen ausgewählt',
			} )
		).toBeInTheDocument();
		expect( within( nav ).getAllByRole( 'button' )[ 1 ] ).toBeEnabled();
		expect( within( nav ).getAllByRole( 'button' )[ 2 ] ).toBeDisabled();
		await user.click(
			screen.getByRole( 'button', { name: 'Details eingeben' } )
		);

		// Category: seeker labels, no apartment building, a click moves on.
		expect( await heading( 'Was genau suchen Sie?' ) ).toHaveFocus();
		expect( screen.getByRole( 'radio', { name: 'Kaufen' } ) ).toBeChecked();
		expect(
			within( screen.getByRole( 'group', { name: 'Kategorie' } ) )
				.getAllByRole( 'button' )
				.map( ( button ) => button.textContent )
		).toEqual( [ 'Wohnung', 'Haus', 'Grundstück' ] );
		await user.click( screen.getByRole( 'button', { name: 'Haus' } ) );

		// Ranges of the house.
		expect( await heading( 'Eckdaten und Details' ) ).toHaveFocus();
		expect( requestedFieldIds( rest() ) ).toEqual( [
			'price.price',
			'area.livingSpace',
			'area.plotArea',
			'area.numberRooms',
			'property[baujahr]',
		] );
		const price = await screen.findByRole( 'group', {
			name: 'Kaufpreis',
		} );
		await user.type( within( price ).getByLabelText( 'von' ), '200000' );
		await user.type( within( price ).getByLabelText( 'bis' ), '400000' );
		const living = screen.getByRole( 'group', { name: 'Wohnfläche' } );
		expect(
			within( living ).queryByLabelText( 'bis' )
		).not.toBeInTheDocument();
		await user.type( within( living ).getByLabelText( 'ab' ), '90' );
		expect( within( nav ).getAllByRole( 'button' )[ 3 ] ).toBeEnabled();

		// Contact and submit.
		await sendContactStep( user, 'Suchprofil erstellen' );
		expect( await screen.findByText( SENT ) ).toHaveFocus();
		expect(
			screen.queryByRole( 'navigation', { name: 'Schritte' } )
		).not.toBeInTheDocument();
		expect( rest().callsOf( SUBMIT ) ).toHaveLength( 1 );
		expect( rest().bodyOf( SUBMIT ) ).toEqual( {
			contact: expect.objectContaining( {
				firstname: 'Erika',
				email: 'erika@example.org',
				customFields: { dataPrivacy: true, acceptContact: true },
			} ),
			savedSearch: {
				objectType: 'LIVING',
				categoryId: 22332,
				marketingType: 'buy',
				locations: [ 2, 21, 22, 5 ].map( ( locationId ) => ( {
					locationId,
				} ) ),
				fields: [
					{
						name: 'price.price',
						valueType: 'RANGE',
						minValue: 200000,
						maxValue: 400000,
					},
					{
						name: 'area.livingSpace',
						valueType: 'RANGE',
						minValue: 90,
					},
				],
			},
			requestId: expect.stringMatching( /^[0-9a-f-]{36}$/ ),
			hp: '',
			formToken: FORM_TOKEN,
			funnel: { screen: 'saved-search-wizard', post: 0 },
		} );
		expect(
			rest().callsOf(
				'GET immo-wizards/v1/wizard/form-token?type=saved_search'
			)
		).toHaveLength( 1 );
		expect( track ).toHaveBeenCalledWith( 'SavedSearchWizard' );
	}, 20000 );

	it( 'checks from ≤ to before going on', async () => {
		const { user } = renderWizard();
		await user.click(
			await screen.findByRole( 'button', { name: 'Details eingeben' } )
		);
		await user.click( screen.getByRole( 'radio', { name: 'Gewerbe' } ) );
		await user.click(
			screen.getByRole( 'button', { name: 'Büro/Praxis' } )
		);
		await heading( 'Eckdaten und Details' );
		const price = await screen.findByRole( 'group', {
			name: 'Kaufpreis',
		} );
		expect( screen.getAllByRole( 'group' ) ).toHaveLength( 1 );
		await user.type( within( price ).getByLabelText( 'von' ), '500' );
		await user.type( within( price ).getByLabelText( 'bis' ), '100' );
		await user.click(
			screen.getByRole( 'button', { name: 'Kontaktdaten eingeben' } )
		);
		expect(
			await screen.findByText( 'Bitte prüfen Sie Ihre Eingaben.' )
		).toBeInTheDocument();
		expect( within( price ).getByLabelText( 'bis' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		expect(
			screen.getByText(
				'Der Bis-Wert darf nicht kleiner als der Von-Wert sein.'
			)
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'heading', { name: 'Ihre Kontaktdaten' } )
		).not.toBeInTheDocument();
	} );

	it( 'clears the category when the object type changes', async () => {
		const { user } = renderWizard();
		await user.click(
			await screen.findByRole( 'button', { name: 'Details eingeben' } )
		);
		await user.click( screen.getByRole( 'button', { name: 'Wohnung' } ) );
		await heading( 'Eckdaten und Details' );
		await user.click( screen.getByRole( 'button', { name: 'Zurück' } ) );
		await user.click( screen.getByRole( 'radio', { name: 'Gewerbe' } ) );
		await user.click( screen.getByRole( 'radio', { name: 'Wohnen' } ) );
		expect(
			screen.getByRole( 'button', { name: 'Wohnung' } )
		).toHaveAttribute( 'aria-pressed', 'false' );
		const nav = screen.getByRole( 'navigation', { name: 'Schritte' } );
		expect( within( nav ).getAllByRole( 'button' )[ 2 ] ).toBeDisabled();
	} );

	it( 'keeps the regions dropdown without consent to the map', async () => {
		window.localStorage.clear();
		renderWizard( { consent: { required: true } } );
		expect(
			await screen.findByRole( 'button', {
				name: 'Regionen Alle Regionen ausgewählt',
			} )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Die Funktion wurde deaktiviert.' )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'region', { name: /^Karte/ } )
		).not.toBeInTheDocument();
		expect(
			rest().callsOf( 'GET immo-wizards/v1/wizard/locations/geojson' )
		).toHaveLength( 0 );
		expect(
			screen.getByRole( 'button', { name: 'Details eingeben' } )
		).toBeEnabled();
	} );
} );
