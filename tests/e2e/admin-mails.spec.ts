/**
 * Immo Wizards → E-Mail-Protokoll: a visitor's saved search sends a confirmation mail; the
 * administrator finds it in the log by its recipient, sent and without "Erneut senden". Screenshots of
 * the screen at 1280 px and 375 px are attached to the report.
 */
/**
 * External dependencies
 */
import { test, expect, type Page, type TestInfo } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expectNoViolations } from './support/axe';
import { logIn } from './support/admin';
import { sendSavedSearch } from './support/requests';
import { findMail } from './support/smtp-sink';
import { uniqueEmail } from './support/screen';

async function screenshot( page: Page, info: TestInfo, width: number ) {
	await page.setViewportSize( { width, height: 900 } );
	const path = info.outputPath( `mails-${ width }.png` );
	await page.screenshot( { path, fullPage: true } );
	await info.attach( `mails-${ width }`, { path, contentType: 'image/png' } );
}

test( 'an administrator finds a confirmation mail in the mail log', async ( {
	page,
	request,
}, info ) => {
	const email = uniqueEmail();
	await sendSavedSearch( request, email );
	const mail = await findMail( { to: email } );

	await logIn( page, 'admin', 'password' );
	await page.goto( '/wp-admin/admin.php?page=immo-wizards-mails' );
	await expect(
		page.getByRole( 'heading', { name: 'E-Mail-Protokoll' } )
	).toBeVisible();
	await page.getByRole( 'searchbox' ).fill( email );
	const row = page.getByRole( 'row' ).filter( { hasText: email } );
	await expect( row ).toHaveCount( 1 );
	await expect( row ).toContainText( mail.subject );
	await expect( row ).toContainText( 'Bestätigungsanfrage' );
	await expect( row ).toContainText( 'Gesendet' );
	await expect(
		row.getByRole( 'button', { name: 'Erneut senden' } )
	).toHaveCount( 0 );
	await expectNoViolations( page, 'mail log' );
	await screenshot( page, info, 1280 );
	// A phone opens the screen as a list.
	await page.setViewportSize( { width: 375, height: 900 } );
	await page.reload();
	await page.getByRole( 'searchbox' ).fill( email );
	await expect( page.getByText( email ) ).toBeVisible();
	await screenshot( page, info, 375 );
} );
