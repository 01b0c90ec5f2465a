/**
 * The smoke stage: the site `npm start` starts does its main job, driven in Chromium as its users would,
 * with nothing the e2e suite adds (no fakes, SMTP sink, test token or cookie): a visitor's lead, its
 * confirmation read from the mail log as the admin, the link that opens the portal logged in, an
 * OpenImmo upload the background jobs import without any manual cron call, and the embed on the demo
 * page of another website. Each step is named, so a failure says which one broke.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import {
	test,
	expect,
	type Browser,
	type Page,
	type Locator,
} from '@playwright/test';

/**
 * Internal dependencies
 */
import { logIn } from '../e2e/support/admin';
import { keyLink } from '../e2e/support/confirmation';
import { openImmoZip } from '../e2e/support/openimmo';
import {
	CONFIRMED,
	SENT,
	button,
	choice,
	fillContact,
	uniqueEmail,
} from '../e2e/support/screen';

const HOST = process.env.IMMO_DEMO_HOST_URL as string;

/** A real export of another tool when the shared fixtures are beside the checkout. */
const FIXTURE = path.resolve(
	__dirname,
	'../../../shared/fixtures/openimmo/realty-foo.zip'
);

type MailRow = { id: number; kind: string; hasContent: boolean };

/**
 * A fresh browser as a visitor has it: no cookies, no storage.
 *
 * @param browser Browser.
 */
async function visitor( browser: Browser ): Promise< Page > {
	const context = await browser.newContext( {
		baseURL: process.env.IMMO_DEMO_URL,
		locale: 'de-DE',
	} );
	return context.newPage();
}

/**
 * Walks the owner lead wizard of a page (or an embedding frame) and sends it.
 *
 * @param scope Page or the frame's body.
 * @param email Visitor's address.
 */
async function sendLead( scope: Page | Locator, email: string ) {
	await scope
		.getByRole( 'button', { name: 'Alle akzeptieren' } )
		.first()
		.click();
	await choice( scope, 'Haus' ).click();
	// Offline (as CI is) the address search has no answer: typed by hand, the address leads on.
	await scope
		.getByRole( 'button', { name: 'Adresse manuell eingeben' } )
		.or( scope.getByRole( 'link', { name: 'Adresse manuell eingeben' } ) )
		.click();
	await scope
		.getByRole( 'textbox', { name: 'Straße' } )
		.fill( 'Prager Straße' );
	await scope.getByRole( 'textbox', { name: 'Haus-Nr.' } ).fill( '10' );
	await scope.getByRole( 'textbox', { name: 'PLZ' } ).fill( '01069' );
	await scope.getByRole( 'textbox', { name: 'Stadt' } ).fill( 'Dresden' );
	await button( scope, 'Details eingeben' ).click();
	await scope
		.getByLabel( /Wohnfläche/ )
		.first()
		.fill( '120' );
	await button( scope, 'Kontaktdaten eingeben' ).click();
	await fillContact( scope, {
		email,
		firstname: 'Dora',
		lastname: 'Demo',
	} );
	await button( scope, 'Anfrage abschicken' ).click();
	await expect( scope.getByText( SENT ) ).toBeVisible( { timeout: 30_000 } );
}

/**
 * The confirmation link of the newest mail to an address, read from the mail log's REST route as the
 * admin (the demo keeps mails readable instead of sending them).
 *
 * @param admin Page of the logged-in admin.
 * @param email Recipient.
 */
async function confirmationLink( admin: Page, email: string ) {
	const nonce = await (
		await admin.request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
	).text();
	const headers = { 'X-WP-Nonce': nonce };
	let mail: MailRow | undefined;
	await expect
		.poll(
			async () => {
				const rows = ( await (
					await admin.request.get(
						`/wp-json/immo-wizards/v1/mails?search=${ encodeURIComponent(
							email
						) }&kind=confirmation`,
						{ headers }
					)
				).json() ) as MailRow[];
				mail = Array.isArray( rows ) ? rows[ 0 ] : undefined;
				return mail?.hasContent;
			},
			{ message: `the confirmation mail to ${ email } in the mail log` }
		)
		.toBe( true );
	const content = await admin.request.get(
		`/wp-json/immo-wizards/v1/mails/${ mail!.id }/content`,
		{ headers }
	);
	expect( content.ok() ).toBe( true );
	return keyLink( await content.json() );
}

test( 'npm start: the demo does the main job', async ( { browser } ) => {
	const email = uniqueEmail( 'demo' );
	const admin = await visitor( browser );

	await test.step( 'a visitor sends a lead on the lead wizard page', async () => {
		const page = await visitor( browser );
		await page.goto( '/lead-wizard-block/' );
		await sendLead( page, email );
	} );

	let link = '';
	await test.step( 'the admin finds its confirmation in the mail log', async () => {
		await logIn( admin, 'admin', 'password' );
		link = await confirmationLink( admin, email );
	} );

	await test.step( 'the link confirms and opens the portal logged in', async () => {
		const page = await visitor( browser );
		await page.goto( link );
		await expect( page.getByText( CONFIRMED ) ).toBeVisible();
		await expect(
			page.getByRole( 'tab', { name: 'Anfragen', selected: true } )
		).toBeVisible();
		await expect( page.getByText( email ) ).toBeVisible();
		// The owner's request, with the address the visitor typed.
		await expect(
			page.getByRole( 'heading', { name: /Prager Straße 10/ } )
		).toBeVisible();
	} );

	await test.step( 'an OpenImmo upload is imported by the background jobs', async () => {
		const zip = fs.existsSync( FIXTURE )
			? FIXTURE
			: openImmoZip( test.info(), [
					{
						extern: '1234-ABC',
						title: 'Immobilie 1234-ABC',
						price: 1,
					},
				] );
		await admin.goto( '/wp-admin/admin.php?page=immo-wizards-import' );
		await admin
			.getByLabel( 'OpenImmo-Datei (XML oder ZIP)' )
			.setInputFiles( zip );
		await admin
			.getByRole( 'button', { name: 'Hochladen und importieren' } )
			.click();
		// No cron call: WordPress's own loopback and the plugin's runner do the work.
		await expect( admin.getByRole( 'status' ) ).toHaveText(
			/Der Import ist abgeschlossen: 1 Objekt verarbeitet\./,
			{ timeout: 60_000 }
		);
		const listings = ( await (
			await admin.request.get(
				'/wp-json/wp/v2/immo-properties?_fields=link&per_page=1'
			)
		).json() ) as { link: string }[];
		const page = await visitor( browser );
		await page.goto( listings[ 0 ].link );
		await expect(
			page.getByRole( 'button', { name: 'Anfrage senden' } )
		).toBeVisible();
	} );

	await test.step( 'the embedded lead wizard on another website sends a lead', async () => {
		const page = await visitor( browser );
		await page.goto( HOST );
		const frame = page
			.frameLocator( 'iframe[src*="lead-wizard"]' )
			.locator( 'body' );
		const hosted = uniqueEmail( 'embed' );
		await sendLead( frame, hosted );
		expect( await confirmationLink( admin, hosted ) ).toMatch( /k=/ );
	} );
} );
