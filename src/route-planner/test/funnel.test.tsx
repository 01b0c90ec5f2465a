/**
 * The route planner's funnel: 'start' while the start-address search is shown, 'route' once a route
 * is planned, and the route completed when the visitor opens it in OpenStreetMap (once per visit).
 */
/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { countView, resetFunnel, sendFunnel } from '../../host/funnel';
import {
	eventTexts,
	installBeacon,
	sentBatches,
} from '../../test-utils/beacon';
import { installFakeRest } from '../../test-utils/fake-rest';
import { sharedConfig } from '../../wizards/shared/test/fixtures/config';
import { RoutePlannerApp } from '../app';
import type { RoutePlannerConfig } from '../types';
import { office, route, start } from './fixtures';

jest.mock( '../../components/map/leaflet-map' );

const beacon = jest.fn< boolean, [ string, URLSearchParams ] >( () => true );

/** The events of each batch sent, as "screen event step". */
const batches = () => sentBatches( beacon ).map( eventTexts );

function renderPlanner( overrides: Partial< RoutePlannerConfig > = {} ) {
	const user = userEvent.setup();
	render(
		<RoutePlannerApp
			config={ {
				...sharedConfig(),
				office,
				routing: { enabled: true },
				...overrides,
			} }
		/>
	);
	// What renderFrontend does once the container is in view.
	countView( 'route-planner' );
	return user;
}

async function planRoute( user: ReturnType< typeof userEvent.setup > ) {
	const search = screen.getByRole( 'combobox', {
		name: 'Ihre Startadresse',
	} );
	await user.clear( search );
	await user.type( search, 'Hauptstr' );
	await user.click(
		await screen.findByRole( 'option', {
			name: 'Hauptstraße 5, 01097 Dresden',
		} )
	);
	return screen.findByRole( 'link', { name: /^Route in OpenStreetMap/ } );
}

beforeEach( () => {
	window.localStorage.clear();
	installFakeRest( { postId: 42 } )
		.on( 'GET immo-wizards/v1/geocoder', { features: [ start ] } )
		.on( 'GET immo-wizards/v1/route', route );
	installBeacon( beacon );
} );

afterEach( () => {
	resetFunnel();
	beacon.mockClear();
} );

describe( 'route planner funnel', () => {
	it( 'reaches start with the search, completes it with the route, completes the route when opened once', async () => {
		const user = renderPlanner();
		// Nothing goes out while the visitor only looks.
		expect( beacon ).not.toHaveBeenCalled();

		const link = await planRoute( user );
		expect( batches() ).toEqual( [
			[
				'route-planner view',
				'route-planner reached start',
				'route-planner completed start',
				'route-planner reached route',
			],
		] );

		await user.click( link );
		expect( batches()[ 1 ] ).toEqual( [ 'route-planner completed route' ] );

		// Again, and after planning another route: counted once per visit.
		await user.click( link );
		await user.click( await planRoute( user ) );
		sendFunnel();
		expect( beacon ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'counts a middle click on the link as opening the route', async () => {
		const user = renderPlanner();
		await user.pointer( {
			keys: '[MouseMiddle]',
			target: await planRoute( user ),
		} );
		expect( batches()[ 1 ] ).toEqual( [ 'route-planner completed route' ] );
	} );

	it( 'reaches no step while no search is shown, start once the visitor consents', async () => {
		const user = renderPlanner( { consent: { required: true } } );
		expect( screen.queryByRole( 'combobox' ) ).not.toBeInTheDocument();
		sendFunnel();
		expect( batches() ).toEqual( [ [ 'route-planner view' ] ] );

		await user.click(
			screen.getByRole( 'button', { name: 'Alle akzeptieren' } )
		);
		expect(
			screen.getByRole( 'combobox', { name: 'Ihre Startadresse' } )
		).toBeInTheDocument();
		sendFunnel();
		expect( batches()[ 1 ] ).toEqual( [ 'route-planner reached start' ] );
	} );

	it( 'reaches no step without a routing service', () => {
		renderPlanner( { routing: { enabled: false } } );
		sendFunnel();
		expect( batches() ).toEqual( [ [ 'route-planner view' ] ] );
	} );
} );
