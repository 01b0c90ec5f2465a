/**
 * Saved searches in the customer portal (Suchprofile), logged in after confirming one from its mail:
 * edited, created, activated and deleted in the wizard dialogs; two cards per row on desktop, one on
 * phones.
 */

/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expectNoViolations } from './support/axe';
import { button, choice } from './support/screen';
import { callApi, card, openPortal, signInForAll } from './support/portal';

/**
 * Opens the wizard dialog of a saved search and moves to its ranges.
 *
 * @param page     Page.
 * @param title    Card title.
 * @param category The category tile the saved search has.
 */
async function editRanges( page: Page, title: string, category: string ) {
	await card( page, title )
		.getByRole( 'button', { name: 'Suchprofil bearbeiten' } )
		.click();
	const dialog = page.getByRole( 'dialog', {
		name: 'Suchprofil bearbeiten',
	} );
	await button( dialog, 'Details eingeben' ).click();
	await choice( dialog, category ).click();
	await expect(
		dialog.getByRole( 'heading', { name: 'Eckdaten und Details' } )
	).toBeVisible();
	return dialog;
}

test.describe.serial( 'customer portal: saved searches', () => {
	const visitor = signInForAll();

	test( 'the price range of a saved search is edited in its dialog', async () => {
		const page = visitor.page();
		await openPortal( page );
		const dialog = await editRanges( page, 'Wohnung kaufen', 'Wohnung' );
		const price = dialog.getByRole( 'group', { name: /Kaufpreis/ } );
		const to = price.getByLabel( 'bis' );
		await expect( to ).toHaveValue( '450.000' );
		// As a person edits it: into the field, select its text, type.
		await to.click();
		await to.press( 'ControlOrMeta+a' );
		await to.pressSequentially( '500000' );
		await button( dialog, 'Speichern' ).click();
		await expect(
			page.getByText( 'Ihr Suchprofil wurde gespeichert.' )
		).toBeVisible();
		await expect( dialog ).toHaveCount( 0 );
		await expect( card( page, 'Wohnung kaufen' ) ).toContainText(
			'200.000 € – 500.000 €'
		);
		await page.reload();
		await expect( card( page, 'Wohnung kaufen' ) ).toContainText(
			'200.000 € – 500.000 €'
		);
	} );

	test( 'saved searches are created, activated and deleted; two per row on desktop, one on phones', async ( {}, testInfo ) => {
		const page = visitor.page();
		await openPortal( page );
		await button( page, 'Neues Suchprofil erstellen' ).click();
		const dialog = page.getByRole( 'dialog', {
			name: 'Neues Suchprofil erstellen',
		} );
		const save = button( dialog, 'Speichern' );
		await expect( save ).toBeDisabled();
		await expectNoViolations( page, 'portal, new saved search dialog' );
		await button( dialog, 'Details eingeben' ).click();
		await choice( dialog, 'Haus' ).click();
		await expect( save ).toBeEnabled();
		await expectNoViolations( page, 'portal, new saved search, ranges' );
		await dialog
			.getByRole( 'group', { name: /Kaufpreis/ } )
			.getByLabel( 'bis' )
			.fill( '800000' );
		await save.click();
		const house = card( page, 'Haus kaufen' );
		await expect( house ).toContainText( 'max. 800.000 €' );
		await expect( house ).toContainText( 'Wohnen' );
		await expect( house ).not.toContainText( 'inaktiv' );

		// Layout: side by side at 1280 px, one below the other at 375 px.
		const flat = card( page, 'Wohnung kaufen' );
		await page.setViewportSize( { width: 1280, height: 900 } );
		let [ a, b ] = [ await house.boundingBox(), await flat.boundingBox() ];
		expect( Math.abs( a!.y - b!.y ) ).toBeLessThan( 2 );
		await testInfo.attach( 'portal-desktop', {
			body: await page.screenshot( { fullPage: true } ),
			contentType: 'image/png',
		} );
		await page.setViewportSize( { width: 375, height: 800 } );
		[ a, b ] = [ await house.boundingBox(), await flat.boundingBox() ];
		expect( Math.abs( a!.x - b!.x ) ).toBeLessThan( 2 );
		expect( b!.y ).toBeGreaterThan( a!.y + a!.height - 1 );
		await testInfo.attach( 'portal-phone', {
			body: await page.screenshot( { fullPage: true } ),
			contentType: 'image/png',
		} );
		await page.setViewportSize( { width: 1280, height: 900 } );

		// Paused (the alerts' link does that later; here through the API as this user).
		const list = ( await callApi( page, {
			path: 'immo-wizards/v1/saved-search',
		} ) ) as { uuid: string; categoryId: number }[];
		const item = list.find( ( entry ) => entry.categoryId === 22332 );
		const paused = ( await callApi( page, {
			path: `immo-wizards/v1/saved-search/${ item!.uuid }`,
			method: 'PUT',
			data: { ...item, active: false },
		} ) ) as { active?: boolean };
		expect( paused.active ).toBe( false );
		await page.reload();
		await expect( house ).toContainText( 'Wohnen, inaktiv' );

		const edit = await editRanges( page, 'Haus kaufen', 'Haus' );
		await button( edit, 'Suchprofil aktivieren' ).click();
		await expect(
			page.getByText( 'Ihr Suchprofil wurde aktiviert.' )
		).toBeVisible();
		await expect( house ).not.toContainText( 'inaktiv' );

		await house
			.getByRole( 'button', { name: 'Suchprofil löschen' } )
			.click();
		const confirm = page.getByRole( 'dialog', {
			name: 'Suchprofil löschen',
		} );
		await expect( confirm ).toContainText(
			'Möchten Sie Ihr Suchprofil wirklich löschen?'
		);
		await expectNoViolations( page, 'portal, delete saved search dialog' );
		await button( confirm, 'OK' ).click();
		await expect( house ).toHaveCount( 0 );
		await expect( flat ).toBeVisible();
		await page.reload();
		await expect( card( page, 'Wohnung kaufen' ) ).toBeVisible();
		await expect( card( page, 'Haus kaufen' ) ).toHaveCount( 0 );
	} );
} );
