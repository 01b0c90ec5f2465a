/**
 * Route planner ("Ihr Weg zu uns"), as an anonymous visitor on a block page and a shortcode page: search
 * a start address (fake Photon), the route from the fake OSRM is drawn with distance, duration and the
 * OpenStreetMap link; declined cookies disable map and search; no route and routing down are explained.
 */

/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expectNoViolations } from './support/axe';
import { FEATURE_DISABLED, openScreen, searchAddress } from './support/screen';
import type { OsrmMode } from './support/upstream/osrm';

const UPSTREAM = () => process.env.IMMO_UPSTREAM_URL!;
const START = /^Ihre Startadresse/;

/** Office of the default settings (the destination). */
const OFFICE = { lat: 51.0455, lng: 13.7373 };

/**
 * Switches the fake OSRM's answers.
 *
 * @param mode 'ok' (default), 'noroute' or 'error'.
 */
async function osrmMode( mode: OsrmMode ): Promise< void > {
	await fetch( `${ UPSTREAM() }/__osrm?mode=${ mode }`, { method: 'POST' } );
}

/**
 * Opens a route planner page and checks the always visible part: heading and office address.
 *
 * @param page    Page.
 * @param slug    Demo page slug.
 * @param consent Accept or decline the cookie banner.
 */
async function openPlanner( page: Page, slug: string, consent: boolean ) {
	const planner = await openScreen(
		page,
		`/${ slug }/`,
		'route-planner',
		consent
	);
	await expect(
		planner.getByRole( 'heading', { name: 'Ihr Weg zu uns' } )
	).toBeVisible();
	await expect(
		planner.getByText( /Prager Straße 10/ ).first()
	).toBeVisible();
	return planner;
}

/**
 * Searches a start address (the fake Photon knows it) and picks it from the suggestions.
 *
 * @param page    Page.
 * @param address Street and number.
 */
async function searchStart( page: Page, address: string ): Promise< void > {
	await searchAddress( page, address, new RegExp( address ), START );
}

// Different start addresses per test: the server caches routes by coordinates.
const HAPPY = [
	{
		slug: 'route-planner-block',
		query: 'Königsbrücker Straße 58',
		start: { lat: 51.07, lng: 13.751 },
	},
	{
		slug: 'route-planner-shortcode',
		query: 'Chemnitzer Straße 46',
		start: { lat: 51.034, lng: 13.716 },
	},
];

for ( const { slug, query, start } of HAPPY ) {
	test( `route planner (${ slug }): route drawn with distance, duration and the OpenStreetMap link`, async ( {
		page,
	} ) => {
		const planner = await openPlanner( page, slug, true );
		// The office marker is on the map before any route.
		await expect(
			planner.locator( '.leaflet-marker-pane > *' ).first()
		).toBeVisible();
		await expect(
			planner.locator( '.leaflet-overlay-pane path' )
		).toHaveCount( 0 );
		await expectNoViolations( page, `route planner (${ slug })` );

		await searchStart( page, query );

		const summary = planner.getByRole( 'status' );
		await expect( summary ).toContainText( /\d+(,\d)? km/ );
		await expect( summary ).toContainText( /\d+ Min\./ );
		const link = planner.getByRole( 'link', {
			name: /Route in OpenStreetMap öffnen/,
		} );
		await expect( link ).toHaveAttribute(
			'href',
			`https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=${ start.lat },${ start.lng };${ OFFICE.lat },${ OFFICE.lng }`
		);
		await expect( link ).toHaveAttribute( 'target', '_blank' );
		await expect( link ).toHaveAttribute( 'rel', /noopener/ );

		// The route: one SVG path with the fake OSRM's eleven points.
		const line = planner.locator( '.leaflet-overlay-pane path' ).first();
		await expect( line ).toBeVisible();
		const d = ( await line.getAttribute( 'd' ) ) || '';
		expect( d.match( /[ML]/g )?.length ).toBeGreaterThanOrEqual( 5 );
		await expectNoViolations( page, `route planner (${ slug }), route` );
	} );
}

test( 'route planner: declined cookies disable map, search and routing', async ( {
	page,
} ) => {
	await fetch( `${ UPSTREAM() }/__requests`, { method: 'DELETE' } );
	const planner = await openPlanner( page, 'route-planner-block', false );
	await expect( planner.getByText( FEATURE_DISABLED ).first() ).toBeVisible();
	await expect( planner.getByRole( 'combobox' ) ).toHaveCount( 0 );
	await expect( planner.locator( '.leaflet-container' ) ).toHaveCount( 0 );
	await expect(
		planner.getByRole( 'link', { name: /OpenStreetMap/ } ).first()
	).toHaveAttribute(
		'href',
		/openstreetmap\.org\/\?mlat=51\.0455&mlon=13\.7373/
	);
	await expectNoViolations( page, 'route planner without consent' );

	// Nothing was fetched from the third-party services (tiles, geocoder, routing).
	const seen = ( await (
		await fetch( `${ UPSTREAM() }/__requests` )
	).json() ) as string[];
	expect( seen ).toEqual( [] );
} );

test( 'route planner: no route from the address, routing unavailable', async ( {
	page,
} ) => {
	const planner = await openPlanner( page, 'route-planner-block', true );
	// The fake OSRM answers NoRoute for this start.
	await searchStart( page, 'Kesselsdorfer Straße 3' );
	await expect(
		planner.getByText( 'Für diese Adresse wurde keine Route gefunden.' )
	).toBeVisible();
	await expect(
		planner.getByRole( 'link', { name: /Route in OpenStreetMap/ } )
	).toHaveCount( 0 );
	await expectNoViolations( page, 'route planner, no route' );

	await osrmMode( 'error' );
	try {
		await searchStart( page, 'Bautzner Straße 20' );
		await expect(
			planner.getByText( 'Die Routenplanung ist gerade nicht verfügbar.' )
		).toBeVisible();
	} finally {
		await osrmMode( 'ok' );
	}
} );
