/**
 * Mein Konto in the customer portal, logged in after confirming a saved search from its mail: the
 * phone number changes; a new e-mail address takes effect after the link mailed to it.
 */

/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expectNoViolations } from './support/axe';
import { keyLink } from './support/confirmation';
import { findMail } from './support/smtp-sink';
import { button, uniqueEmail } from './support/screen';
import { PORTAL, openPortal, portalTab, signInForAll } from './support/portal';

test.describe.serial( 'customer portal: Mein Konto', () => {
	const visitor = signInForAll();

	test( 'Mein Konto: the phone number changes; the tab survives a reload', async () => {
		const page = visitor.page();
		await openPortal( page );
		await portalTab( page, 'Mein Konto' ).click();
		expect( page.url() ).toContain( '#account' );
		await expect(
			page.getByRole( 'heading', { name: 'Ihre Angaben' } )
		).toBeVisible();
		const phone = page.getByRole( 'textbox', { name: /^Telefon/ } );
		await expect( phone ).toHaveValue( '0351 111111' );
		await expectNoViolations( page, 'portal, Mein Konto' );
		await phone.fill( '0351 222333' );
		// The address is required here.
		const street = page.getByRole( 'textbox', { name: /^Straße/ } );
		await street.fill( '' );
		await button( page, 'Änderungen speichern' ).click();
		await expect(
			page.getByText( 'Bitte prüfen Sie Ihre Eingaben.' ).first()
		).toBeVisible();
		await expectNoViolations( page, 'portal, Mein Konto, invalid input' );
		await street.fill( 'Prager Straße' );
		await page.getByRole( 'textbox', { name: /^Haus/ } ).fill( '2' );
		await page.getByRole( 'textbox', { name: /^PLZ/ } ).fill( '01069' );
		await page
			.getByRole( 'textbox', { name: /^Ort|^Stadt/ } )
			.fill( 'Dresden' );
		await button( page, 'Änderungen speichern' ).click();
		await expect(
			page.getByText( 'Ihre Angaben wurden gespeichert.' )
		).toBeVisible();

		await page.reload();
		await expect( portalTab( page, 'Mein Konto' ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		await expect(
			page.getByRole( 'textbox', { name: /^Telefon/ } )
		).toHaveValue( '0351 222333' );
		await expect(
			page.getByRole( 'textbox', { name: /^PLZ/ } )
		).toHaveValue( '01069' );
	} );

	test( 'a new e-mail address takes effect after the link mailed to it', async () => {
		const page = visitor.page();
		await openPortal( page, `${ PORTAL }#account` );
		const newEmail = uniqueEmail( 'portal-new' );
		const since = Date.now();
		const field = page.getByRole( 'textbox', { name: /^E-Mail/ } );
		await field.fill( newEmail );
		await button( page, 'Änderungen speichern' ).click();
		await expect(
			page.getByText(
				`Wir haben einen Link an ${ newEmail } geschickt.`,
				{
					exact: false,
				}
			)
		).toBeVisible();
		await expect( field ).toHaveValue( visitor.email );

		await page.goto( keyLink( await findMail( { to: newEmail, since } ) ) );
		await expect(
			page.getByText( 'Ihre E-Mail-Adresse wurde geändert.' )
		).toBeVisible();
		await expect(
			page.getByText( `Angemeldet als ${ newEmail }` )
		).toBeVisible();
		await portalTab( page, 'Mein Konto' ).click();
		await expect(
			page.getByRole( 'textbox', { name: /^E-Mail/ } )
		).toHaveValue( newEmail );
	} );
} );
