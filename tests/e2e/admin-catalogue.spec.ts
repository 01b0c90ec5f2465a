/**
 * Immo Wizards → Katalog: an administrator renames a field and sees the new label in the lead
 * wizard, then resets the catalogue. Screenshots of the screen at 1280 px and 375 px are attached
 * to the report.
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
import { chooseCategory, openWizard } from './support/lead-wizard';
import { button, searchAddress } from './support/screen';

const LABEL = 'Wohnfläche (ungefähr)';

async function screenshot( page: Page, info: TestInfo, width: number ) {
	await page.setViewportSize( { width, height: 900 } );
	// The top of the screen, and the fields with the edited one.
	for ( const [ name, locator ] of [
		[ 'top', page.locator( '#wpbody' ) ],
		[ 'fields', page.getByRole( 'group', { name: /^Wohnfläche/ } ) ],
	] as const ) {
		await locator.scrollIntoViewIfNeeded();
		if ( name === 'top' ) {
			await page.evaluate( () => window.scrollTo( 0, 0 ) );
		}
		const path = info.outputPath( `catalogue-${ width }-${ name }.png` );
		await page.screenshot( { path } );
		await info.attach( `catalogue-${ width }-${ name }`, {
			path,
			contentType: 'image/png',
		} );
	}
}

test.setTimeout( 150_000 );

test( 'an administrator renames a field and the lead wizard shows it', async ( {
	page,
	browser,
}, info ) => {
	await logIn( page, 'admin', 'password' );
	await page.goto( '/wp-admin/admin.php?page=immo-wizards-catalogue' );
	await expect(
		page.getByRole( 'heading', { name: 'Katalog: Kategorien und Felder' } )
	).toBeVisible();
	const living = page.getByRole( 'group', { name: /^Wohnfläche/ } );
	await living.getByLabel( 'Bezeichnung' ).fill( LABEL );
	await expect( page.getByText( 'Ungespeicherte Änderungen' ) ).toBeVisible();
	await expectNoViolations( page, 'catalogue' );
	await screenshot( page, info, 1280 );
	await screenshot( page, info, 375 );
	await page.setViewportSize( { width: 1280, height: 900 } );
	await page.getByRole( 'button', { name: 'Katalog speichern' } ).click();
	await expect(
		page.locator( '.components-notice.is-success' )
	).toContainText( 'Katalog gespeichert.' );

	// A visitor (no session) sees the new label in the details step.
	const visitor = await browser.newPage();
	await openWizard( visitor, 'lead-wizard-block' );
	await chooseCategory( visitor, 'Haus' );
	await searchAddress( visitor, 'Prager Straße 10', /Prager Straße 10/ );
	await button( visitor, 'Details eingeben' ).click();
	await expect( visitor.getByLabel( LABEL ) ).toBeVisible();
	await visitor.close();

	page.once( 'dialog', ( dialog ) => dialog.accept() );
	await page
		.getByRole( 'button', { name: 'Auf Standard zurücksetzen' } )
		.click();
	await expect(
		page.locator( '.components-notice.is-success' )
	).toContainText( 'Standard-Kategorien' );
	await expect( living.getByLabel( 'Bezeichnung' ) ).toHaveValue(
		'Wohnfläche'
	);
} );
