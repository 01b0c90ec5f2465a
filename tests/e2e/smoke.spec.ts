/**
 * Smoke test of the harness: WordPress answers, the demo pages exist, the fakes and the mail sink work.
 */

/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import { NO_ROUTE_START } from './support/fake-upstream';
import { findMail } from './support/smtp-sink';

test.describe( 'test environment', () => {
	test( 'serves the demo pages and the REST API', async ( { request } ) => {
		const pages = await request.get(
			'/index.php?rest_route=/immo-wizards-demo/v1/pages'
		);
		expect( pages.ok() ).toBeTruthy();
		const slugs = ( ( await pages.json() ) as { slug: string }[] ).map(
			( page ) => page.slug
		);
		expect( slugs ).toEqual(
			expect.arrayContaining( [
				'lead-wizard-block',
				'lead-wizard-shortcode',
				'saved-search-block',
				'saved-search-shortcode',
				'expose-inquiry-block',
				'expose-inquiry-shortcode',
				'contact-block',
				'contact-shortcode',
				'newsletter-block',
				'newsletter-shortcode',
				'route-planner-block',
				'route-planner-shortcode',
			] )
		);

		const page = await request.get( '/lead-wizard-block/' );
		expect( page.status() ).toBe( 200 );
		expect( await page.text() ).toContain( 'lang="de-DE"' );
	} );

	test( 'the fake Photon answers Photon GeoJSON', async ( { request } ) => {
		const response = await request.get(
			`${ process.env.IMMO_UPSTREAM_URL }/api?q=Prager+Stra%C3%9Fe+10&lang=de&limit=10`
		);
		const body = await response.json();
		expect( body.type ).toBe( 'FeatureCollection' );
		expect( body.features[ 0 ].properties ).toMatchObject( {
			street: 'Prager Straße',
			housenumber: '10',
			postcode: '01069',
		} );
	} );

	test( 'the fake OSRM answers a route, and NoRoute for its no-route start', async ( {
		request,
	} ) => {
		const office = '13.7373,51.0455';
		const ok = await request.get(
			`${ process.env.IMMO_UPSTREAM_URL }/route/v1/driving/13.751,51.07;${ office }?overview=full&geometries=geojson`
		);
		const route = await ok.json();
		expect( route.code ).toBe( 'Ok' );
		expect( route.routes[ 0 ].distance ).toBeGreaterThan( 2000 );
		expect( route.routes[ 0 ].geometry.type ).toBe( 'LineString' );
		expect( route.routes[ 0 ].geometry.coordinates[ 0 ] ).toEqual( [
			13.751, 51.07,
		] );

		const none = await request.get(
			`${ process.env.IMMO_UPSTREAM_URL }/route/v1/driving/${ NO_ROUTE_START.join(
				','
			) };${ office }?overview=full&geometries=geojson`
		);
		expect( ( await none.json() ).code ).toBe( 'NoRoute' );
	} );
} );

test( 'WordPress mails reach the SMTP sink', async ( { page } ) => {
	const since = Date.now();
	await page.goto( '/wp-login.php?action=lostpassword' );
	await page.locator( '#user_login' ).fill( 'admin' );
	await page.locator( '#wp-submit' ).click();
	await expect( page ).toHaveURL( /checkemail=confirm/ );
	const mail = await findMail( { to: 'admin@example.com', since } );
	expect( mail.text ).toContain( 'admin' );
} );

test( 'the lead wizard page renders its container in Chromium', async ( {
	page,
} ) => {
	await page.goto( '/lead-wizard-block/' );
	await expect(
		page.locator( '.wp-block-immo-wizards-lead-wizard' )
	).toHaveCount( 1 );
} );
