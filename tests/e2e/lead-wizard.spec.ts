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
import { expectNoViolations } from './support/axe';
import { confirmByMail } from './support/confirmation';
import { setTestState } from './support/environment';
import {
	chooseCategory,
	fillUntilContact,
	houseSeller,
	openWizard,
	type StepOrder,
} from './support/lead-wizard';
import {
	FEATURE_DISABLED,
	SENT,
	button,
	consentBoxes,
	field,
	sendRequest,
	uniqueEmail,
} from './support/screen';

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
		await fillUntilContact( page, order, lead, ( step ) =>
			expectNoViolations( page, `lead wizard (${ slug }), ${ step }` )
		);
		await sendRequest( page, lead, 'Anfrage abschicken' );
		await expectNoViolations( page, `lead wizard (${ slug }), sent` );

		// Double opt-in: the confirmation mail links to the portal page with ?k=…; confirming sends the
		// agency the lead's data, with the visitor's HTML escaped.
		const { notification, body } = await confirmByMail(
			page,
			lead.email,
			since
		);
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

// The geocoder is down (or offline, or does not know a new street): a visitor who types the address
// by hand still goes on, and the lead reaches the agency with the typed address and no point.
test.describe( 'geocoder down', () => {
	const geocoder = ( mode: 'ok' | 'down' ) =>
		fetch( `${ process.env.IMMO_UPSTREAM_URL }/__photon?mode=${ mode }`, {
			method: 'POST',
		} );
	test.beforeEach( async () => {
		await geocoder( 'down' );
		await fetch( `${ process.env.IMMO_UPSTREAM_URL }/__requests`, {
			method: 'DELETE',
		} );
	} );
	test.afterEach( () => geocoder( 'ok' ) );

	for ( const { slug, order } of PAGES.filter(
		( { via } ) => via === 'block'
	) ) {
		test( `a typed address leads on (${ order }), sent and confirmed without a point`, async ( {
			page,
		} ) => {
			const lead = {
				category: 'Mehrfamilienhaus',
				phrase: 'Ihres Mehrfamilienhauses',
				email: uniqueEmail(),
				firstname: 'Erika',
				lastname: 'Mustermann',
				livingSpace: '480',
				typedAddress: {
					street: 'Am Neuen Ufer',
					number: '7b',
					zip: '01067',
					city: 'Dresden',
				},
			};
			const since = Date.now();
			await openWizard( page, slug );
			await fillUntilContact( page, order, lead );
			// The step's failure stays in the step.
			await expect(
				page.getByText( /Adresssuche ist gerade nicht verfügbar/ )
			).toHaveCount( 0 );
			await sendRequest( page, lead, 'Anfrage abschicken' );
			// The server asked the geocoder for the typed address.
			const seen = ( await (
				await fetch( `${ process.env.IMMO_UPSTREAM_URL }/__requests` )
			).json() ) as string[];
			expect(
				seen.map( ( request ) => decodeURIComponent( request ) )
			).toContainEqual(
				expect.stringMatching(
					/^\/api\?q=Am Neuen Ufer 7b, 01067 Dresden&/
				)
			);

			const { body } = await confirmByMail( page, lead.email, since );
			expect( body ).toContain( 'Am Neuen Ufer 7b, 01067 Dresden' );
			expect( body ).not.toContain( 'Koordinaten' );
		} );
	}
} );

test( 'a typed address the geocoder knows is sent with its point', async ( {
	page,
} ) => {
	const lead = houseSeller( uniqueEmail(), true );
	const since = Date.now();
	await openWizard( page, 'lead-wizard-block' );
	await fillUntilContact( page, 'category-first', lead );
	await sendRequest( page, lead, 'Anfrage abschicken' );
	const { body } = await confirmByMail( page, lead.email, since );
	expect( body ).toContain( 'Prager Straße 10, 01069 Dresden' );
	// The fixture's Prager Straße 10.
	expect( body ).toContain( '51.045700, 13.736500' );
} );

test( 'declined cookies: map and address search are disabled, manual address still works', async ( {
	page,
} ) => {
	const upstream = process.env.IMMO_UPSTREAM_URL;
	await fetch( `${ upstream }/__requests`, { method: 'DELETE' } );
	await openWizard( page, 'lead-wizard-block', false );
	await chooseCategory( page, 'Haus' );
	await expect( page.getByText( FEATURE_DISABLED ).first() ).toBeVisible();
	await expect(
		page.getByRole( 'combobox', { name: /Adresse suchen/ } )
	).toHaveCount( 0 );
	await expectNoViolations( page, 'lead wizard, address without consent' );

	await field( page, /^Straße/ ).fill( 'Prager Straße' );
	await field( page, /^Haus-Nr/ ).fill( '10' );
	await field( page, /^PLZ/ ).fill( '01069' );
	await field( page, /^Stadt/ ).fill( 'Dresden' );
	await button( page, 'Details eingeben' ).click();
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
	await button( page, 'Anfrage abschicken' ).click();
	await expect(
		page.getByText( 'Bitte prüfen Sie Ihre Eingaben.' ).first()
	).toBeVisible();
	await expect( page.getByText( SENT ) ).toHaveCount( 0 );
	await expect( consentBoxes( page ).dataPrivacy ).toHaveAttribute(
		'aria-invalid',
		'true'
	);
	await expectNoViolations( page, 'lead wizard, invalid contact data' );
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
