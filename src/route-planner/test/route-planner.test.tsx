/**
 * External dependencies
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import type { RouteResponse } from '../../api/route';
import {
	installFakeRest,
	WpError,
	type FakeRest,
} from '../../test-utils/fake-rest';
import { sharedConfig } from '../../wizards/shared/test/fixtures/config';
import { RoutePlannerApp } from '../app';
import type { RoutePlannerConfig } from '../types';
import { office, route, start } from './fixtures';

jest.mock( '../../components/map/leaflet-map' );

const ROUTE = 'GET immo-wizards/v1/route';
const SEARCH = 'GET immo-wizards/v1/geocoder';
let rest: FakeRest;

function makeConfig(
	overrides: Partial< RoutePlannerConfig > = {}
): Partial< RoutePlannerConfig > {
	return {
		...sharedConfig( { privacyUrl: '/datenschutz' } ),
		office,
		routing: { enabled: true },
		...overrides,
	};
}

function renderPlanner( overrides: Partial< RoutePlannerConfig > = {} ) {
	const user = userEvent.setup();
	render( <RoutePlannerApp config={ makeConfig( overrides ) } /> );
	return user;
}

async function chooseStart( user: ReturnType< typeof userEvent.setup > ) {
	await user.type(
		screen.getByRole( 'combobox', { name: 'Ihre Startadresse' } ),
		'Hauptstr'
	);
	await user.click(
		await screen.findByRole( 'option', {
			name: 'Hauptstraße 5, 01097 Dresden',
		} )
	);
}

beforeEach( () => {
	window.localStorage.clear();
	delete window.immoWizardsPage;
	rest = installFakeRest().on( SEARCH, { features: [ start ] } );
} );

describe( 'route planner', () => {
	it( 'shows the office, plans the route from the chosen address and links to it', async () => {
		let answer: ( value: RouteResponse ) => void = () => {};
		rest.on(
			ROUTE,
			() =>
				new Promise( ( resolve ) => {
					answer = resolve;
				} )
		);
		const user = renderPlanner();

		expect(
			screen.getByRole( 'heading', { name: 'Ihr Weg zu uns' } )
		).toBeInTheDocument();
		const address = screen.getByRole( 'group' );
		expect( address ).toHaveTextContent(
			'Immo Wizards MusterbüroPrager Straße 1001069 Dresden'
		);
		expect(
			await screen.findByRole( 'region', {
				name: 'Karte mit dem Weg zu unserem Büro',
			} )
		).toBeInTheDocument();

		await chooseStart( user );
		expect( rest.callsOf( ROUTE ).map( ( call ) => call.path ) ).toEqual( [
			'immo-wizards/v1/route?lat=51.1&lng=13.8',
		] );
		expect( screen.getByText( 'Route wird berechnet …' ) ).toBeVisible();
		expect(
			screen.getByRole( 'combobox', { name: 'Ihre Startadresse' } )
		).toHaveValue( 'Hauptstraße 5, 01097 Dresden' );

		answer( route );
		expect( await screen.findByText( '12,3 km' ) ).toBeInTheDocument();
		expect( screen.getByText( '25 Min.' ) ).toBeInTheDocument();
		expect(
			screen.queryByText( 'Route wird berechnet …' )
		).not.toBeInTheDocument();
		const link = screen.getByRole( 'link', {
			name: 'Route in OpenStreetMap öffnen (öffnet in einem neuen Tab)',
		} );
		expect( link ).toHaveAttribute(
			'href',
			'https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=51.1,13.8;51.0455,13.7373'
		);
		expect( link ).toHaveAttribute( 'target', '_blank' );
		expect( link.getAttribute( 'rel' ) ).toContain( 'noopener' );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );

	it( 'shows the server message when routing is unavailable', async () => {
		rest.on(
			ROUTE,
			new WpError(
				502,
				'immo_wizards_routing_unavailable',
				'Die Routenplanung ist gerade nicht verfügbar.'
			)
		);
		const user = renderPlanner();
		await chooseStart( user );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Die Routenplanung ist gerade nicht verfügbar.'
		);
		expect(
			screen.queryByRole( 'link', { name: /^Route in/ } )
		).toBeNull();
	} );

	it( 'says so when there is no route from the address', async () => {
		rest.on(
			ROUTE,
			new WpError( 404, 'immo_wizards_no_route', 'No route found.' )
		);
		const user = renderPlanner();
		await chooseStart( user );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Für diese Adresse wurde keine Route gefunden.'
		);
	} );

	it( 'replaces an earlier failure by the next route', async () => {
		rest.on(
			ROUTE,
			new WpError( 404, 'immo_wizards_no_route', '' ),
			route
		);
		const user = renderPlanner();
		await chooseStart( user );
		await screen.findByRole( 'alert' );
		await user.clear( screen.getByRole( 'combobox' ) );
		await chooseStart( user );
		expect( await screen.findByText( '12,3 km' ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );

	it( 'without consent keeps the address and a map link, but no map, search or routing', async () => {
		const user = renderPlanner( { consent: { required: true } } );
		expect(
			screen.getByText( 'Die Funktion wurde deaktiviert.' )
		).toBeInTheDocument();
		// The office's address (the banner's details are a group too).
		const [ address ] = screen
			.getAllByRole( 'group' )
			.filter(
				( group ) => ! group.closest( '.immo-wizards-cookie-banner' )
			);
		expect( address ).toHaveTextContent( 'Prager Straße 10' );
		const link = screen.getByRole( 'link', {
			name: 'Unser Büro in OpenStreetMap anzeigen (öffnet in einem neuen Tab)',
		} );
		expect( link ).toHaveAttribute(
			'href',
			'https://www.openstreetmap.org/?mlat=51.0455&mlon=13.7373#map=17/51.0455/13.7373'
		);
		expect( link ).toHaveAttribute( 'target', '_blank' );
		expect( screen.queryByRole( 'combobox' ) ).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'region', { name: /^Karte/ } )
		).not.toBeInTheDocument();

		await user.click( screen.getByRole( 'button', { name: 'Ablehnen' } ) );
		expect(
			screen.getByText( 'Die Funktion wurde deaktiviert.' )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'combobox' ) ).not.toBeInTheDocument();
		expect( rest.calls ).toHaveLength( 0 );
	} );

	it( 'shows map and search once the visitor accepts', async () => {
		const user = renderPlanner( { consent: { required: true } } );
		await user.click(
			screen.getByRole( 'button', { name: 'Alle akzeptieren' } )
		);
		expect(
			screen.getByRole( 'combobox', { name: 'Ihre Startadresse' } )
		).toBeInTheDocument();
		await waitFor( () =>
			expect(
				screen.getByRole( 'region', {
					name: 'Karte mit dem Weg zu unserem Büro',
				} )
			).toBeInTheDocument()
		);
		expect(
			screen.queryByText( 'Die Funktion wurde deaktiviert.' )
		).not.toBeInTheDocument();
	} );

	describe( 'without a routing service', () => {
		it( 'shows the office on the map and the map link, but no route search', async () => {
			renderPlanner( { routing: { enabled: false } } );
			expect(
				screen.getByRole( 'heading', { name: 'Ihr Weg zu uns' } )
			).toBeInTheDocument();
			expect( screen.getByRole( 'group' ) ).toHaveTextContent(
				'Immo Wizards MusterbüroPrager Straße 1001069 Dresden'
			);
			expect(
				await screen.findByRole( 'region', {
					name: 'Karte mit unserem Büro',
				} )
			).toBeInTheDocument();
			expect(
				screen.getByRole( 'link', {
					name: 'Unser Büro in OpenStreetMap anzeigen (öffnet in einem neuen Tab)',
				} )
			).toHaveAttribute(
				'href',
				'https://www.openstreetmap.org/?mlat=51.0455&mlon=13.7373#map=17/51.0455/13.7373'
			);
			expect( screen.queryByRole( 'combobox' ) ).not.toBeInTheDocument();
			expect( rest.calls ).toHaveLength( 0 );
		} );

		it( 'offers no route search when the config does not say routing is on', () => {
			const { routing, ...config } = makeConfig();
			expect( routing ).toEqual( { enabled: true } );
			render( <RoutePlannerApp config={ config } /> );
			expect( screen.queryByRole( 'combobox' ) ).not.toBeInTheDocument();
			expect(
				screen.getByRole( 'link', {
					name: /^Unser Büro in OpenStreetMap anzeigen/,
				} )
			).toBeInTheDocument();
		} );

		it( 'keeps the consent banner: accepting shows the map, still no search', async () => {
			const user = renderPlanner( {
				routing: { enabled: false },
				consent: { required: true },
			} );
			expect(
				screen.getByText( 'Die Funktion wurde deaktiviert.' )
			).toBeInTheDocument();
			await user.click(
				screen.getByRole( 'button', { name: 'Alle akzeptieren' } )
			);
			expect(
				await screen.findByRole( 'region', {
					name: 'Karte mit unserem Büro',
				} )
			).toBeInTheDocument();
			expect( screen.queryByRole( 'combobox' ) ).not.toBeInTheDocument();
		} );
	} );
} );
