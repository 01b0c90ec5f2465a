/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { FORM_TOKEN } from '../../../api/__mocks__/form-token';
import { fetchFormToken } from '../../../api/form-token';
import { ApiError } from '../../../api/errors';
import { fetchFieldConfigs } from '../../../api/fields';
import { fetchLocationShapes } from '../../../api/locations';
import { submitSavedSearch } from '../../../api/saved-search';
import { track } from '../../../host/tracking';
import { answerApi, heading, mocked, renderWizard } from './fixtures/render';

jest.mock( '../../../api/locations' );
jest.mock( '../../../api/saved-search' );
jest.mock( '../../../api/fields' );
jest.mock( '../../../api/form-token' );
jest.mock( '../../../host/tracking' );
jest.mock( '../../../host/bridge' );
jest.mock( '../../../components/map/leaflet-map' );

beforeEach( answerApi );

afterEach( () => jest.clearAllMocks() );

const SENT =
	'Ihre Anfrage wurde abgeschickt, bitte überprüfen Sie Ihr E-Mail-Postfach, um diese zu bestätigen.';

type User = ReturnType< typeof renderWizard >[ 'user' ];

async function fillContact( user: User ) {
	await user.type( screen.getByLabelText( /^Vorname/ ), 'Erika' );
	await user.type( screen.getByLabelText( /^Nachname/ ), 'Mustermann' );
	await user.type( screen.getByLabelText( /^E-Mail/ ), 'erika@example.org' );
	for ( const box of screen.getAllByRole( 'checkbox' ) ) {
		await user.click( box );
	}
}

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
			screen.getByRole( 'region', {
				name: 'Karte: Klicken Sie auf eine Region, um sie aus- oder abzuwählen',
			} )
		).toBeInTheDocument();
		expect( fetchLocationShapes ).toHaveBeenCalled();
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
		expect( fetchFieldConfigs ).toHaveBeenCalledWith(
			[
				'price.price',
				'area.livingSpace',
				'area.plotArea',
				'area.numberRooms',
				'property[baujahr]',
			],
			// The page's catalogue revision (the fixtures have none).
			''
		);
		const price = await screen.findByRole( 'group', {
			name: 'Preisvorstellung',
		} );
		await user.type( within( price ).getByLabelText( 'von' ), '200000' );
		await user.type( within( price ).getByLabelText( 'bis' ), '400000' );
		const living = screen.getByRole( 'group', { name: 'Wohnfläche' } );
		expect(
			within( living ).queryByLabelText( 'bis' )
		).not.toBeInTheDocument();
		await user.type( within( living ).getByLabelText( 'ab' ), '90' );
		expect( within( nav ).getAllByRole( 'button' )[ 3 ] ).toBeEnabled();
		await user.click(
			screen.getByRole( 'button', { name: 'Kontaktdaten eingeben' } )
		);

		// Contact and submit.
		expect( await heading( 'Ihre Kontaktdaten' ) ).toHaveFocus();
		await fillContact( user );
		await user.click(
			screen.getByRole( 'button', { name: 'Suchprofil erstellen' } )
		);
		expect( await screen.findByText( SENT ) ).toHaveFocus();
		expect(
			screen.queryByRole( 'navigation', { name: 'Schritte' } )
		).not.toBeInTheDocument();
		expect( submitSavedSearch ).toHaveBeenCalledTimes( 1 );
		const [ payload, submitUrl ] =
			mocked( submitSavedSearch ).mock.calls[ 0 ];
		expect( submitUrl ).toBeUndefined();
		expect( payload ).toEqual( {
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
		} );
		expect( fetchFormToken ).toHaveBeenCalledWith( 'saved_search' );
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
			name: 'Preisvorstellung',
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

	it( 'shows the invalid contact form and a failed submission', async () => {
		mocked( submitSavedSearch ).mockRejectedValueOnce(
			new ApiError( 'rest_invalid_param', 'Ungültig', 400 )
		);
		const { user } = renderWizard( { preselectedRegions: [ 5 ] } );
		expect(
			await screen.findByRole( 'button', {
				name: 'Regionen 1 Region ausgewählt',
			} )
		).toBeInTheDocument();
		await user.click(
			screen.getByRole( 'button', { name: 'Details eingeben' } )
		);
		await user.click( screen.getByRole( 'button', { name: 'Wohnung' } ) );
		await user.click(
			await screen.findByRole( 'button', {
				name: 'Kontaktdaten eingeben',
			} )
		);
		await heading( 'Ihre Kontaktdaten' );
		const send = screen.getByRole( 'button', {
			name: 'Suchprofil erstellen',
		} );
		await user.click( send );
		expect(
			await screen.findByText( 'Bitte prüfen Sie Ihre Eingaben.' )
		).toBeInTheDocument();
		expect( submitSavedSearch ).not.toHaveBeenCalled();

		await fillContact( user );
		await user.click( send );
		expect(
			await screen.findByText( 'Es ist ein Fehler aufgetreten.' )
		).toBeInTheDocument();
		expect( submitSavedSearch ).toHaveBeenCalledTimes( 1 );
		expect(
			mocked( submitSavedSearch ).mock.calls[ 0 ][ 0 ].savedSearch
				.locations
		).toEqual( [ { locationId: 5 } ] );
		expect( track ).not.toHaveBeenCalled();
		await waitFor( () => expect( send ).toBeEnabled() );
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
		expect( fetchLocationShapes ).not.toHaveBeenCalled();
		expect(
			screen.getByRole( 'button', { name: 'Details eingeben' } )
		).toBeEnabled();
	} );
} );
