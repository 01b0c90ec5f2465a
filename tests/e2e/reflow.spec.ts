/**
 * Reflow at 320 px and at 1280 px zoomed to 200 % (see support/reflow.ts for how zoom is emulated):
 * every visitor screen, step by step, without horizontal scrolling and without controls cut off.
 */

/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import { fillUntilContact, openWizard } from './support/lead-wizard';
import { card, openPortal, portalTab, signedInBrowser } from './support/portal';
import { expectReflow } from './support/reflow';
import { closeRegions, openRegions } from './support/saved-search';
import { button, choice, openScreen, uniqueEmail } from './support/screen';

test( 'lead wizard: every step reflows', async ( { page }, testInfo ) => {
	await openWizard( page, 'lead-wizard-block' );
	await fillUntilContact(
		page,
		'category-first',
		{
			category: 'Haus',
			phrase: 'Ihres Hauses',
			livingSpace: '120',
			email: uniqueEmail(),
			firstname: 'Erika',
			lastname: 'Schmal',
		},
		( step ) => expectReflow( page, `lead wizard, ${ step }`, testInfo )
	);
} );

test( 'saved-search wizard: every step reflows', async ( {
	page,
}, testInfo ) => {
	const wizard = await openScreen(
		page,
		'/saved-search-block/',
		'saved-search-wizard'
	);
	const heading = ( name: string ) => wizard.getByRole( 'heading', { name } );
	await expect( page.locator( '.leaflet-container' ).first() ).toBeVisible();
	await expectReflow( page, 'saved search, regions', testInfo );
	await openRegions( wizard );
	await expectReflow( page, 'saved search, regions tree', testInfo );
	await closeRegions( wizard );
	await button( wizard, 'Details eingeben' ).click();
	await expect( heading( 'Was genau suchen Sie?' ) ).toBeVisible();
	await expectReflow( page, 'saved search, category', testInfo );
	await choice( wizard, 'Wohnung' ).click();
	await expect( heading( 'Eckdaten und Details' ) ).toBeVisible();
	await expectReflow( page, 'saved search, ranges', testInfo );
	await button( wizard, 'Kontaktdaten eingeben' ).click();
	await expect( heading( 'Ihre Kontaktdaten' ) ).toBeVisible();
	await expectReflow( page, 'saved search, contact', testInfo );
} );

test( 'contact form reflows, also with its errors shown', async ( {
	page,
}, testInfo ) => {
	const form = await openScreen( page, '/contact-block/', 'contact-form' );
	await expectReflow( page, 'contact form', testInfo );
	await button( form, 'Anfrage senden' ).click();
	await expect(
		form.locator( '[aria-invalid="true"]' ).first()
	).toBeFocused();
	await expectReflow( page, 'contact form, errors', testInfo );
} );

test( 'portal logged out reflows', async ( { page }, testInfo ) => {
	await openPortal( page );
	await expectReflow( page, 'portal, logged out', testInfo );
} );

test( 'portal logged in: the tabs and dialogs reflow', async ( {
	browser,
}, testInfo ) => {
	const { context, page } = await signedInBrowser(
		browser,
		uniqueEmail( 'reflow' ),
		{ from: '200000', to: '450000' }
	);
	await expectReflow( page, 'portal, Suchprofile', testInfo );
	const flat = card( page, 'Wohnung kaufen' );
	await flat.getByRole( 'button', { name: 'Suchprofil bearbeiten' } ).click();
	const edit = page.getByRole( 'dialog', { name: 'Suchprofil bearbeiten' } );
	await expect( button( edit, 'Details eingeben' ) ).toBeVisible();
	await expectReflow( page, 'portal, edit dialog', testInfo );
	await button( edit, 'Details eingeben' ).click();
	await choice( edit, 'Wohnung' ).click();
	await expect(
		edit.getByRole( 'heading', { name: 'Eckdaten und Details' } )
	).toBeVisible();
	await expectReflow( page, 'portal, edit dialog, ranges', testInfo );
	await page.keyboard.press( 'Escape' );
	await flat.getByRole( 'button', { name: 'Suchprofil löschen' } ).click();
	const confirm = page.getByRole( 'dialog', { name: 'Suchprofil löschen' } );
	await expect( confirm ).toBeVisible();
	await expectReflow( page, 'portal, delete dialog', testInfo );
	await button( confirm, 'Abbrechen' ).click();
	await portalTab( page, 'Anfragen' ).click();
	await expectReflow( page, 'portal, Anfragen', testInfo );
	await portalTab( page, 'Mein Konto' ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Ihre Angaben' } )
	).toBeVisible();
	await expectReflow( page, 'portal, Mein Konto', testInfo );
	await context.close();
} );
