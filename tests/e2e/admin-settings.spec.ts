/**
 * Immo Wizards → Settings: an administrator sees the tabs, gets the server's message at a field with
 * a bad value, saves a good one, and tests the geocoder against the fake upstream. Screenshots of
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

async function screenshot(
	page: Page,
	info: TestInfo,
	width: number,
	name: string
) {
	await page.setViewportSize( { width, height: 900 } );
	const path = info.outputPath( `${ name }-${ width }.png` );
	await page.screenshot( { path, fullPage: true } );
	await info.attach( `${ name }-${ width }`, {
		path,
		contentType: 'image/png',
	} );
}

test.setTimeout( 120_000 );

test( 'an administrator edits and tests the settings', async ( {
	page,
}, info ) => {
	await logIn( page, 'admin', 'password' );
	await page.goto( '/wp-admin/admin.php?page=immo-wizards-settings' );
	const name = page.getByLabel( 'Name des Büros' );
	await expect( name ).toBeVisible();
	await expectNoViolations( page, 'settings, office' );
	await screenshot( page, info, 1280, 'office' );
	await screenshot( page, info, 375, 'office' );
	await page.setViewportSize( { width: 1280, height: 900 } );

	const zoom = page.getByLabel( 'Kartenzoom (6–20)' );
	// A value other than the stored one (a retry finds what the first attempt saved).
	const next = ( await zoom.inputValue() ) === '13' ? '14' : '13';
	await zoom.fill( '25' );
	await page
		.getByRole( 'button', { name: 'Einstellungen speichern' } )
		.click();
	await expect(
		page.getByRole( 'alert' ).filter( { hasText: 'Kartenzoom' } )
	).toBeVisible();
	await screenshot( page, info, 1280, 'field-error' );
	await expectNoViolations( page, 'settings, field error' );
	await zoom.fill( next );
	await page
		.getByRole( 'button', { name: 'Einstellungen speichern' } )
		.click();
	await expect(
		page
			.locator( '.components-notice' )
			.filter( { hasText: 'Einstellungen gespeichert.' } )
	).toBeVisible();
	await page.reload();
	await expect( page.getByLabel( 'Kartenzoom (6–20)' ) ).toHaveValue( next );

	await page.getByRole( 'tab', { name: 'Dienste' } ).click();
	await page
		.getByLabel( 'URL des Geocoders (Photon)' )
		.fill( String( process.env.IMMO_UPSTREAM_URL ) );
	await page
		.getByRole( 'button', { name: 'Verbindung testen' } )
		.first()
		.click();
	await expect(
		page.getByText( 'Der Dienst hat geantwortet.' )
	).toBeVisible();
	await expect( page.getByText( /HTTP 200 in \d+ ms/ ) ).toBeVisible();
	await expectNoViolations( page, 'settings, services' );
	await screenshot( page, info, 1280, 'services' );
	await screenshot( page, info, 375, 'services' );
	for ( const tab of [ 'E-Mail', 'Datenschutz' ] ) {
		await page.setViewportSize( { width: 1280, height: 900 } );
		await page.getByRole( 'tab', { name: tab } ).click();
		await expectNoViolations( page, `settings, ${ tab }` );
		await screenshot(
			page,
			info,
			1280,
			tab === 'E-Mail' ? 'mail' : 'privacy'
		);
	}
} );
