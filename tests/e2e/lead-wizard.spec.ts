/**
 * Owner lead wizard, as an anonymous visitor: block and shortcode pages in both step orders, the double
 * opt-in mail and confirmation, the agency notification, declined cookies, English, invalid input.
 */

/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import { setTestState } from './support/environment';
import {
	SENT,
	chooseCategory,
	consentBoxes,
	field,
	fillContactAndSend,
	fillUntilContact,
	keyLink,
	openWizard,
	uniqueEmail,
	type StepOrder,
} from './support/lead-wizard';
import { findMail } from './support/smtp-sink';

const PAGES: { slug: string; order: StepOrder; via: string }[] = [
	{ slug: 'lead-wizard-block', order: 'category-first', via: 'block' },
	{
		slug: 'lead-wizard-shortcode',
		order: 'category-first',
		via: 'shortcode',
	},
	{ slug: 'lead-wizard-address-first', order: 'address-first', via: 'block' },
	{
		slug: 'lead-wizard-address-first-shortcode',
		order: 'address-first',
		via: 'shortcode',
	},
];

const ADMIN_EMAIL = 'admin@example.com';

for ( const { slug, order, via } of PAGES ) {
	test( `lead wizard (${ via }, ${ order }): submit, confirm by mail, agency notified`, async ( {
		page,
	} ) => {
		const lead = {
			category: 'Haus',
			phrase: 'Ihres Hauses',
			email: uniqueEmail(),
			firstname: 'Erika',
			lastname: 'Mustermann <b>fett</b>',
			livingSpace: '120',
		};
		const since = Date.now();
		await openWizard( page, slug );
		await fillUntilContact( page, order, lead );
		await fillContactAndSend( page, lead );
		await expect( page.getByText( SENT ) ).toBeVisible();

		// Double opt-in: the confirmation mail links to the portal page with ?k=….
		const confirmation = await findMail( { to: lead.email, since } );
		const link = keyLink( confirmation );
		expect( link ).toMatch( /[?&]k=/ );

		const confirmedAt = Date.now();
		await page.goto( link );
		await expect(
			page.getByText( 'Vielen Dank für Ihre Anfrage!' )
		).toBeVisible();

		// The agency gets the lead's data, with the visitor's HTML escaped.
		const notification = await findMail( {
			to: ADMIN_EMAIL,
			since: confirmedAt,
			subject: /./,
		} );
		const body = notification.html || notification.text;
		expect( body ).toContain( lead.email );
		expect( body ).toContain( '01069' );
		expect( body ).toContain( 'Dresden' );
		expect( body ).toContain( 'Prager Straße' );
		expect( notification.html ).not.toContain( '<b>fett</b>' );
		if ( notification.html ) {
			expect( notification.html ).toContain( '&lt;b&gt;fett&lt;/b&gt;' );
		}
	} );
}

test( 'declined cookies: map and address search are disabled, manual address still works', async ( {
	page,
} ) => {
	const upstream = process.env.IMMO_UPSTREAM_URL;
	await fetch( `${ upstream }/__requests`, { method: 'DELETE' } );
	await openWizard( page, 'lead-wizard-block', false );
	await chooseCategory( page, 'Haus' );
	await expect(
		page.getByText( 'Die Funktion wurde deaktiviert.' ).first()
	).toBeVisible();
	await expect(
		page.getByRole( 'combobox', { name: /Adresse suchen/ } )
	).toHaveCount( 0 );

	await field( page, /^Straße/ ).fill( 'Prager Straße' );
	await field( page, /^Haus-Nr/ ).fill( '10' );
	await field( page, /^PLZ/ ).fill( '01069' );
	await field( page, /^Stadt/ ).fill( 'Dresden' );
	await page
		.getByRole( 'button', { name: 'Details eingeben', exact: true } )
		.click();
	await expect(
		page.getByRole( 'heading', { name: 'Details Ihres Hauses' } )
	).toBeVisible();

	// Nothing was fetched from the third-party services (tiles, geocoder).
	const seen = ( await (
		await fetch( `${ upstream }/__requests` )
	).json() ) as string[];
	expect( seen ).toEqual( [] );
} );

test( 'invalid contact data: the wizard asks to check the input', async ( {
	page,
} ) => {
	await openWizard( page, 'lead-wizard-block' );
	await fillUntilContact( page, 'category-first', {
		category: 'Wohnung',
		phrase: 'Ihrer Wohnung',
		email: '',
		firstname: '',
		lastname: '',
		livingSpace: '80',
	} );
	await field( page, /^E-Mail/ ).fill( 'keine-adresse' );
	await page
		.getByRole( 'button', { name: 'Anfrage abschicken', exact: true } )
		.click();
	await expect(
		page.getByText( 'Bitte prüfen Sie Ihre Eingaben.' ).first()
	).toBeVisible();
	await expect( page.getByText( SENT ) ).toHaveCount( 0 );
	await expect( consentBoxes( page ).dataPrivacy ).toHaveAttribute(
		'aria-invalid',
		'true'
	);
} );

test.describe( 'English site (en_US)', () => {
	test.beforeAll( async () => {
		await setTestState(
			process.env.WP_BASE_URL!,
			process.env.IMMO_TEST_TOKEN!,
			{ locale: 'en_US' }
		);
	} );
	test.afterAll( async () => {
		await setTestState(
			process.env.WP_BASE_URL!,
			process.env.IMMO_TEST_TOKEN!,
			{ locale: 'de_DE' }
		);
	} );

	test( 'shows the wizard in English', async ( { page } ) => {
		await page.goto( '/lead-wizard-block/' );
		await page.getByRole( 'button', { name: 'Accept all' } ).click();
		await chooseCategory( page, 'House' );
		await expect(
			page.getByRole( 'heading', {
				name: 'What is the address of your house?',
			} )
		).toBeVisible();
		await expect(
			page.getByRole( 'combobox', { name: /Search address/i } )
		).toBeVisible();
	} );
} );
