/**
 * Immo Wizards → Anfragen: a visitor sends an owner lead and confirms it by mail; the administrator
 * finds it among the Eigentümeranfragen, opens it (submitted rows, consent, mails, all named in
 * German), marks it done and downloads the CSV export of the current filter. Screenshots of the list
 * (1280 px) and the detail (1280 px and 390 px) are attached to the report.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import { test, expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expectNoViolations } from './support/axe';
import { logIn, screenshot } from './support/admin';
import { confirmByMail } from './support/confirmation';
import { fillUntilContact, openWizard } from './support/lead-wizard';
import { button, sendRequest, uniqueEmail } from './support/screen';

/**
 * A section of the request's detail view by its heading.
 *
 * @param page    Page.
 * @param heading Heading text.
 */
function section( page: Page, heading: string ) {
	return page.locator( 'section' ).filter( {
		has: page.getByRole( 'heading', { name: heading, exact: true } ),
	} );
}

test.setTimeout( 120_000 );

test( 'an administrator opens a confirmed lead, marks it done and exports it as CSV', async ( {
	page,
}, info ) => {
	const lead = {
		category: 'Haus',
		phrase: 'Ihres Hauses',
		email: uniqueEmail( 'inbox' ),
		firstname: 'Ingrid',
		lastname: 'Inbox',
		livingSpace: '135',
	};
	const name = `${ lead.firstname } ${ lead.lastname }`;
	const since = Date.now();
	await openWizard( page, 'lead-wizard-block' );
	await fillUntilContact( page, 'category-first', lead );
	await sendRequest( page, lead, 'Anfrage abschicken' );
	await confirmByMail( page, lead.email, since );

	// The agency works in its own browser: the visitor's portal session does not come along.
	await page.context().clearCookies();
	await logIn( page, 'admin', 'password' );
	// The menu's top item opens its first page, the inbox.
	await page
		.locator( '#adminmenu' )
		.getByRole( 'link', { name: /^Immo Wizards/ } )
		.first()
		.click();
	await expect(
		page.getByRole( 'heading', { name: 'Anfragen', level: 1 } )
	).toBeVisible();
	await expect(
		page.getByRole( 'tab', { name: 'Eigentümeranfragen' } )
	).toHaveAttribute( 'aria-selected', 'true' );
	await page
		.getByRole( 'searchbox', { name: 'Name oder E-Mail suchen' } )
		.fill( lead.email );
	const row = page.getByRole( 'row' ).filter( { hasText: lead.email } );
	await expect( row ).toHaveCount( 1 );
	await expect( row ).toContainText( name );
	await expect( row ).toContainText( 'Bestätigt' );
	await expectNoViolations( page, 'inbox' );
	// Every column header of the type shows whole, none under the sticky actions column.
	const marketing = page.getByRole( 'columnheader', { name: 'Vermarktung' } );
	const actions = page.getByRole( 'columnheader', { name: 'Aktionen' } );
	const [ marketingBox, actionsBox ] = [
		await marketing.boundingBox(),
		await actions.boundingBox(),
	];
	expect( marketingBox!.x + marketingBox!.width ).toBeLessThanOrEqual(
		actionsBox!.x
	);
	await screenshot( page, info, 1280 );

	// The detail view: what the visitor sent and the consent with its confirmation.
	await row.getByText( name ).click();
	await expect(
		page.getByRole( 'heading', { name: `Eigentümeranfrage: ${ name }` } )
	).toBeVisible();
	const submitted = section( page, 'Angaben' );
	await expect( submitted ).toContainText( lead.email );
	await expect( submitted ).toContainText( 'Prager Straße' );
	await expect( submitted ).toContainText( lead.livingSpace );
	const consent = section( page, 'Einwilligung' ).getByRole( 'row' );
	await expect( consent.nth( 1 ) ).toBeVisible();
	// Requested and confirmed: a date each (a dash stands for "not yet").
	await expect( consent.nth( 1 ).getByRole( 'cell' ).nth( 3 ) ).toHaveText(
		/\d{2}\.\d{2}\.\d{4}/
	);
	// What was agreed to and the mails, in German, never by their internal keys.
	await expect( consent.nth( 1 ).getByRole( 'cell' ).first() ).toHaveText(
		'Datenverarbeitung'
	);
	const mails = section( page, 'E-Mails' );
	await expect(
		mails.getByRole( 'cell', { name: 'Bestätigungsanfrage', exact: true } )
	).toBeVisible();
	await expect(
		mails.getByRole( 'cell', {
			name: 'Benachrichtigung an das Büro',
			exact: true,
		} )
	).toBeVisible();
	const cells = await page
		.locator( '.immo-wizards-requests__detail td' )
		.allTextContents();
	for ( const key of [
		'data_privacy',
		'accept_contact',
		'confirmation',
		'agency_notification',
		'sent',
		'pending',
	] ) {
		expect( cells ).not.toContain( key );
	}
	await expectNoViolations( page, 'inbox, request detail' );
	for ( const width of [ 1280, 390 ] ) {
		await screenshot( page, info, width );
	}
	await page.setViewportSize( { width: 1280, height: 900 } );

	await page.getByLabel( 'Bearbeitung' ).selectOption( 'done' );
	await button( page, 'Speichern' ).click();
	// In the screen (a copy goes to the screen reader's live region).
	await expect(
		page.locator( '#wpbody-content' ).getByText( 'Gespeichert.' )
	).toBeVisible();
	const header = page.locator( '.immo-wizards-requests__heading' );
	await expect(
		header.getByText( 'Erledigt', { exact: true } )
	).toBeVisible();

	// Back in the list (with its search), the lead is done; the export has the same filter.
	await page
		.getByRole( 'button', { name: '← Zurück zu den Anfragen' } )
		.click();
	await expect( row ).toContainText( 'Erledigt' );
	const downloading = page.waitForEvent( 'download' );
	await page.getByRole( 'link', { name: 'Export (CSV)' } ).click();
	const download = await downloading;
	expect( download.suggestedFilename() ).toMatch( /^anfragen-.*\.csv$/ );
	const bytes = fs.readFileSync( await download.path() );
	expect( [ ...bytes.subarray( 0, 3 ) ] ).toEqual( [ 0xef, 0xbb, 0xbf ] );
	const [ head, ...lines ] = bytes
		.subarray( 3 )
		.toString( 'utf8' )
		.trim()
		.split( /\r?\n/ );
	expect( head.split( ';' ) ).toEqual(
		expect.arrayContaining( [ 'Datum', 'Vorname', 'Nachname', 'E-Mail' ] )
	);
	expect( lines ).toHaveLength( 1 );
	expect( lines[ 0 ] ).toContain( lead.email );
	expect( lines[ 0 ] ).toContain( 'Erledigt' );
} );
