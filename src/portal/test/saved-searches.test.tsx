/**
 * Suchprofile: the cards, the delete dialog, and the edit and create dialogs holding the lazily
 * loaded saved-search wizard.
 */
/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { WpError } from '../../test-utils/fake-rest';
import {
	answerWizardRoutes,
	loadDialogModules,
	loggedInApi,
	openPortal,
	savedSearches,
} from './fixtures/portal';

// Leaflet does not run in jsdom.
jest.mock( '../../components/map/leaflet-map' );

const [ living, office ] = savedSearches;
const LIST = 'GET immo-wizards/v1/saved-search';

async function card( title: string ) {
	const heading = await screen.findByRole( 'heading', { name: title } );
	return heading.closest( 'article' ) as HTMLElement;
}

describe( 'saved-search cards', () => {
	it( 'show object type, title, regions, price and the current matches', async () => {
		loggedInApi();
		openPortal();
		const first = await card( 'Wohnung kaufen' );
		expect( first ).toHaveTextContent( 'Wohnen' );
		expect( first ).not.toHaveTextContent( 'inaktiv' );
		expect( first ).toHaveTextContent(
			'Innere Altstadt, Seevorstadt, Innere Neustadt +2'
		);
		expect( first ).toHaveTextContent( '100.000 € – 300.000 €' );
		expect( first ).toHaveTextContent( '3 passende Angebote' );
		const second = await card( 'Büro/Praxis mieten' );
		expect( second ).toHaveTextContent( 'Gewerbe, inaktiv' );
		expect( second ).toHaveTextContent( 'max. 1.500 €' );
		// An inactive search is not matched: no count at all.
		expect( second ).not.toHaveTextContent( /passende|Angebot/ );
		expect(
			within( second ).getByRole( 'button', {
				name: 'Suchprofil bearbeiten',
				description: 'Büro/Praxis mieten',
			} )
		).toBeInTheDocument();
		expect(
			within( second ).getByRole( 'button', {
				name: 'Suchprofil löschen',
				description: 'Büro/Praxis mieten',
			} )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Neues Suchprofil erstellen' } )
		).toBeInTheDocument();
	} );

	it( 'say so when there are none', async () => {
		loggedInApi().on( LIST, [] );
		openPortal();
		expect(
			await screen.findByText( 'Sie haben noch keine Suchprofile.' )
		).toBeInTheDocument();
	} );
} );

describe( 'deleting a saved search', () => {
	it( 'asks first, deletes on OK and reloads the list', async () => {
		const api = loggedInApi()
			.on( LIST, savedSearches, [ office ] )
			.on( `DELETE immo-wizards/v1/saved-search/${ living.uuid }`, {
				deleted: true,
			} );
		const { user } = openPortal();
		const remove = within( await card( 'Wohnung kaufen' ) ).getByRole(
			'button',
			{
				name: 'Suchprofil löschen',
			}
		);

		await user.click( remove );
		const dialog = screen.getByRole( 'dialog', {
			name: 'Suchprofil löschen',
		} );
		expect( dialog ).toHaveTextContent(
			'Möchten Sie Ihr Suchprofil wirklich löschen?'
		);
		expect( dialog ).toHaveFocus();
		await user.keyboard( '{Escape}' );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( remove ).toHaveFocus();

		await user.click( remove );
		await user.click( screen.getByRole( 'button', { name: 'OK' } ) );
		expect(
			await screen.findByText( 'Ihr Suchprofil wurde gelöscht.' )
		).toBeInTheDocument();
		await waitFor( () =>
			expect(
				screen.queryByRole( 'heading', { name: 'Wohnung kaufen' } )
			).not.toBeInTheDocument()
		);
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( api.callsOf( LIST ) ).toHaveLength( 2 );
	} );

	it( 'keeps the dialog open and shows the server message on failure', async () => {
		loggedInApi().on(
			`DELETE immo-wizards/v1/saved-search/${ living.uuid }`,
			new WpError( 404, 'immo_not_found', 'Nicht gefunden.' )
		);
		const { user } = openPortal();
		await user.click(
			within( await card( 'Wohnung kaufen' ) ).getByRole( 'button', {
				name: 'Suchprofil löschen',
			} )
		);
		await user.click( screen.getByRole( 'button', { name: 'OK' } ) );
		expect( await screen.findByText( 'Nicht gefunden.' ) ).toBeVisible();
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
	} );
} );

describe( 'editing and creating in the wizard dialog', () => {
	// Compiling the dialogs' code takes its own time, outside the tests' waits for the screen.
	beforeAll( loadDialogModules, 60000 );

	it( 'activates an inactive saved search with its values', async () => {
		const api = answerWizardRoutes( loggedInApi() ).on(
			`PUT immo-wizards/v1/saved-search/${ office.uuid }`,
			{ ...office, active: true }
		);
		const { user } = openPortal();
		await user.click(
			within( await card( 'Büro/Praxis mieten' ) ).getByRole( 'button', {
				name: 'Suchprofil bearbeiten',
			} )
		);
		const dialog = screen.getByRole( 'dialog', {
			name: 'Suchprofil bearbeiten',
		} );
		// The wizard arrives lazily, with the saved search's region.
		expect(
			await within( dialog ).findByRole( 'button', {
				name: 'Regionen 1 Region ausgewählt',
			} )
		).toBeInTheDocument();
		expect(
			within( dialog ).queryByRole( 'navigation', { name: 'Schritte' } )
		).not.toBeInTheDocument();
		expect(
			within( dialog ).getByRole( 'button', { name: 'Abbrechen' } )
		).toBeEnabled();
		const activate = within( dialog ).getByRole( 'button', {
			name: 'Suchprofil aktivieren',
		} );
		expect( activate ).toBeEnabled();
		expect(
			within( dialog ).getByRole( 'button', { name: 'Speichern' } )
		).toBeEnabled();

		await user.click( activate );
		expect(
			await screen.findByText( 'Ihr Suchprofil wurde aktiviert.' )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect(
			api.callsOf(
				`PUT immo-wizards/v1/saved-search/${ office.uuid }`
			)[ 0 ].data
		).toEqual( {
			objectType: 'COMMERCIAL',
			categoryId: 42723,
			marketingType: 'rent',
			locations: [ { locationId: 21 } ],
			fields: [
				{ name: 'price.price', valueType: 'RANGE', maxValue: 1500 },
			],
			active: true,
		} );
		expect( api.callsOf( LIST ) ).toHaveLength( 2 );
	} );

	it( 'saves an active one without activating and offers no activation', async () => {
		const api = answerWizardRoutes( loggedInApi() ).on(
			`PUT immo-wizards/v1/saved-search/${ living.uuid }`,
			living
		);
		const { user } = openPortal();
		await user.click(
			within( await card( 'Wohnung kaufen' ) ).getByRole( 'button', {
				name: 'Suchprofil bearbeiten',
			} )
		);
		const dialog = screen.getByRole( 'dialog' );
		const save = await within( dialog ).findByRole( 'button', {
			name: 'Speichern',
		} );
		expect(
			within( dialog ).queryByRole( 'button', {
				name: 'Suchprofil aktivieren',
			} )
		).not.toBeInTheDocument();
		await user.click( save );
		expect(
			await screen.findByText( 'Ihr Suchprofil wurde gespeichert.' )
		).toBeInTheDocument();
		const [ put ] = api.callsOf(
			`PUT immo-wizards/v1/saved-search/${ living.uuid }`
		);
		expect( put.data ).not.toHaveProperty( 'active' );
		expect( put.data ).not.toHaveProperty( 'uuid' );
	} );

	it( 'creates a saved search once the wizard is complete', async () => {
		const api = answerWizardRoutes( loggedInApi() ).on(
			'POST immo-wizards/v1/saved-search',
			living
		);
		const { user } = openPortal();
		const create = await screen.findByRole( 'button', {
			name: 'Neues Suchprofil erstellen',
		} );
		await user.click( create );
		const dialog = screen.getByRole( 'dialog', {
			name: 'Neues Suchprofil erstellen',
		} );
		await within( dialog ).findByRole( 'heading', {
			name: 'Wo suchen Sie?',
		} );
		const save = within( dialog ).getByRole( 'button', {
			name: 'Speichern',
		} );
		expect( save ).toBeDisabled();
		await user.click(
			await within( dialog ).findByRole( 'button', {
				name: 'Details eingeben',
			} )
		);
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Grundstück' } )
		);
		await waitFor( () => expect( save ).toBeEnabled() );
		await user.click( save );
		expect(
			await screen.findByText( 'Ihr Suchprofil wurde gespeichert.' )
		).toBeInTheDocument();
		expect( create ).toHaveFocus();
		expect(
			api.callsOf( 'POST immo-wizards/v1/saved-search' )[ 0 ].data
		).toEqual( {
			objectType: 'LIVING',
			categoryId: 19795,
			marketingType: 'buy',
			locations: [ 1, 11, 12, 2, 21, 22, 5 ].map( ( locationId ) => ( {
				locationId,
			} ) ),
			fields: [],
		} );
	} );

	it( 'stays open when the server refuses, and cancels without saving', async () => {
		const api = answerWizardRoutes( loggedInApi() ).on(
			`PUT immo-wizards/v1/saved-search/${ living.uuid }`,
			new WpError( 400, 'rest_invalid_param', 'Ungültige Region.' )
		);
		const { user } = openPortal();
		const edit = within( await card( 'Wohnung kaufen' ) ).getByRole(
			'button',
			{
				name: 'Suchprofil bearbeiten',
			}
		);
		await user.click( edit );
		const dialog = screen.getByRole( 'dialog' );
		await user.click(
			await within( dialog ).findByRole( 'button', { name: 'Speichern' } )
		);
		expect( await screen.findByText( 'Ungültige Region.' ) ).toBeVisible();
		expect( dialog ).toBeInTheDocument();
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Abbrechen' } )
		);
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( edit ).toHaveFocus();
		expect( api.callsOf( LIST ) ).toHaveLength( 1 );
	} );
} );
