/**
 * The logged-in customer portal by keyboard only (Tab, Enter, the arrow keys, Escape, typing; no
 * clicks): the tabs (WAI-ARIA tabs pattern: arrow keys, Home and End; only the selected tab is in
 * the tab order), the saved search's edit dialog and the delete confirmation (focus inside, Escape
 * or Abbrechen closes, focus back on the button that opened it; after deleting, on the button below
 * the list), and Mein Konto saved.
 */

/**
 * External dependencies
 */
import { test, expect, type Locator } from '@playwright/test';

/**
 * Internal dependencies
 */
import { press, tabTo, typeInto } from './support/keyboard';
import { card, openPortal, portalTab, signInForAll } from './support/portal';
import { button } from './support/screen';

/**
 * Whether the focus is inside the element.
 *
 * @param element The dialog.
 */
function holdsFocus( element: Locator ): Promise< boolean > {
	return element.evaluate( ( node ) =>
		node.contains( node.ownerDocument.activeElement )
	);
}

test.describe.serial( 'customer portal by keyboard', () => {
	const visitor = signInForAll();

	test( 'tabs: arrow keys, Home and End select them; one Tab stop for the tab list', async () => {
		const page = visitor.page();
		await openPortal( page );
		const tab = ( name: string ) => portalTab( page, name );
		const expectSelected = async ( name: string ) => {
			await expect( tab( name ) ).toBeFocused();
			await expect( tab( name ) ).toHaveAttribute(
				'aria-selected',
				'true'
			);
		};
		await expect( tab( 'Suchprofile' ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		await tabTo( page, tab( 'Suchprofile' ) );
		await page.keyboard.press( 'ArrowRight' );
		await expectSelected( 'Mein Konto' );
		await expect(
			page.getByRole( 'heading', { name: 'Ihre Angaben' } )
		).toBeVisible();
		await page.keyboard.press( 'ArrowRight' );
		await expectSelected( 'Anfragen' );
		await page.keyboard.press( 'End' );
		await expectSelected( 'Mein Konto' );
		await page.keyboard.press( 'Home' );
		await expectSelected( 'Anfragen' );
		await page.keyboard.press( 'ArrowLeft' );
		await expectSelected( 'Mein Konto' );
		await page.keyboard.press( 'ArrowLeft' );
		await expectSelected( 'Suchprofile' );
		// Tab leaves the tab list: the other tabs are reached with the arrow keys only.
		await page.keyboard.press( 'Tab' );
		await expect(
			page.locator( ':focus' ).and( page.getByRole( 'tab' ) )
		).toHaveCount( 0 );
	} );

	test( 'the edit dialog: focus inside, Tab stays inside, Escape closes it and returns the focus', async () => {
		const page = visitor.page();
		await openPortal( page );
		const edit = card( page, 'Wohnung kaufen' ).getByRole( 'button', {
			name: 'Suchprofil bearbeiten',
		} );
		await press( page, edit );
		const dialog = page.getByRole( 'dialog', {
			name: 'Suchprofil bearbeiten',
		} );
		await expect( dialog ).toBeVisible();
		await expect( button( dialog, 'Details eingeben' ) ).toBeVisible();
		await expect.poll( () => holdsFocus( dialog ) ).toBe( true );
		for ( let tabs = 0; tabs < 25; tabs++ ) {
			await page.keyboard.press( 'Tab' );
			expect( await holdsFocus( dialog ), 'Tab left the dialog' ).toBe(
				true
			);
		}
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toHaveCount( 0 );
		await expect( edit ).toBeFocused();
	} );

	test( 'the delete confirmation: Escape and Abbrechen keep the saved search, OK deletes it', async () => {
		const page = visitor.page();
		await openPortal( page );
		const flat = card( page, 'Wohnung kaufen' );
		const remove = flat.getByRole( 'button', {
			name: 'Suchprofil löschen',
		} );
		const confirm = page.getByRole( 'dialog', {
			name: 'Suchprofil löschen',
		} );

		// The dialog itself takes the focus: the question is read out, nothing is pressed by accident.
		await press( page, remove );
		await expect( confirm ).toBeFocused();
		await page.keyboard.press( 'Escape' );
		await expect( confirm ).toHaveCount( 0 );
		await expect( remove ).toBeFocused();

		await page.keyboard.press( 'Enter' );
		await expect( confirm ).toBeFocused();
		await press( page, button( confirm, 'Abbrechen' ) );
		await expect( confirm ).toHaveCount( 0 );
		await expect( remove ).toBeFocused();
		await expect( flat ).toBeVisible();

		await page.keyboard.press( 'Enter' );
		await press( page, button( confirm, 'OK' ) );
		await expect(
			page.getByText( 'Ihr Suchprofil wurde gelöscht.' )
		).toBeVisible();
		await expect( flat ).toHaveCount( 0 );
		// Its button went with the card: the focus is not dropped to the page's start.
		await expect(
			button( page, 'Neues Suchprofil erstellen' )
		).toBeFocused();
	} );

	test( 'Mein Konto saved by keyboard: a failed save focuses the first invalid field', async () => {
		const page = visitor.page();
		await openPortal( page );
		await tabTo( page, portalTab( page, 'Suchprofile' ) );
		await page.keyboard.press( 'End' );
		await expect(
			page.getByRole( 'heading', { name: 'Ihre Angaben' } )
		).toBeVisible();
		const text = ( name: RegExp ) =>
			page.getByRole( 'textbox', { name } ).first();
		await typeInto( page, text( /^Telefon/ ), '0351 444555' );
		await typeInto( page, text( /^Straße/ ), ' ' );
		await page.keyboard.press( 'Backspace' );
		const save = button( page, 'Änderungen speichern' );
		await press( page, save );
		await expect( text( /^Straße/ ) ).toBeFocused();
		await expect( text( /^Straße/ ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);

		await typeInto( page, text( /^Straße/ ), 'Prager Straße' );
		await typeInto( page, text( /^Haus/ ), '2' );
		await typeInto( page, text( /^PLZ/ ), '01069' );
		await typeInto( page, text( /^Ort|^Stadt/ ), 'Dresden' );
		await press( page, save );
		await expect(
			page.getByText( 'Ihre Angaben wurden gespeichert.' )
		).toBeVisible();
		await page.reload();
		await expect( text( /^Telefon/ ) ).toHaveValue( '0351 444555' );
		await expect( text( /^PLZ/ ) ).toHaveValue( '01069' );
	} );
} );
