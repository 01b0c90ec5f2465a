/**
 * Immo Wizards → Anfragen: a visitor sends an owner lead and confirms it by mail; the administrator
 * finds it among the Eigentümer-Leads, opens it (submitted rows, consent), marks it done and downloads
 * the CSV export of the current filter.
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
import { logIn } from './support/admin';
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

test( 'an administrator opens a confirmed lead, marks it done and exports it as CSV', async ( {
	page,
} ) => {
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
		page.getByRole( 'tab', { name: 'Eigentümer-Leads' } )
	).toHaveAttribute( 'aria-selected', 'true' );
	await page
		.getByRole( 'searchbox', { name: 'Name oder E-Mail suchen' } )
		.fill( lead.email );
	const row = page.getByRole( 'row' ).filter( { hasText: lead.email } );
	await expect( row ).toHaveCount( 1 );
	await expect( row ).toContainText( name );
	await expect( row ).toContainText( 'Bestätigt' );
	await expectNoViolations( page, 'inbox' );

	// The detail view: what the visitor sent and the consent with its confirmation.
	await row.getByText( name ).click();
	await expect(
		page.getByRole( 'heading', { name: new RegExp( `: ${ name }$` ) } )
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
	await expectNoViolations( page, 'inbox, request detail' );

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
