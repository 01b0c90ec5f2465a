/**
 * Immo Wizards → Import: an administrator uploads a small OpenImmo ZIP, watches the background
 * import finish with its counts and opens the new listing. Screenshots of the screen at 1280 px and
 * 375 px are attached to the report.
 */
/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expectNoViolations } from './support/axe';
import { logIn, screenshot } from './support/admin';
import { importInAdmin, openImmoZip } from './support/openimmo';

const EXTERN = `E2E-${ Date.now() }`;

test.setTimeout( 150_000 );

test( 'an administrator imports an OpenImmo ZIP and opens the listing', async ( {
	page,
}, info ) => {
	await logIn( page, 'admin', 'password' );
	await importInAdmin(
		page,
		openImmoZip( info, [
			{
				extern: EXTERN,
				title: 'Helle Altbauwohnung am Altmarkt',
				price: 250000,
			},
		] ),
		1
	);
	const counts = page.getByRole( 'table', { name: 'Objekte' } );
	await expect(
		counts.getByRole( 'row', { name: 'Neu angelegt 1' } )
	).toBeVisible();
	await expect(
		counts.getByRole( 'row', { name: 'Fehlgeschlagen 0' } )
	).toBeVisible();
	await expect(
		page.getByRole( 'button', { name: 'Import von export.zip anzeigen' } )
	).toBeVisible();
	await expectNoViolations( page, 'import, done' );
	await screenshot( page, info, 1280 );
	await screenshot( page, info, 375 );
	await page.setViewportSize( { width: 1280, height: 900 } );

	await page.goto( '/wp-admin/edit.php?post_type=immo_property' );
	await page
		.getByRole( 'link', { name: 'Helle Altbauwohnung am Altmarkt' } )
		.first()
		.click();
	await expect( page ).toHaveURL( /post\.php\?post=\d+&action=edit/ );
	// The block editor's document sidebar has the listing's facts from the file.
	const welcome = page.getByRole( 'dialog', { name: /Welcome/ } );
	const guided = await welcome.waitFor( { timeout: 10_000 } ).then(
		() => true,
		() => false
	);
	if ( guided ) {
		await welcome.getByRole( 'button', { name: 'Close' } ).click();
	}
	const panel = page.getByRole( 'button', { name: 'Objektdaten' } );
	await expect( panel ).toBeVisible();
	if ( ( await panel.getAttribute( 'aria-expanded' ) ) === 'false' ) {
		await panel.click();
	}
	await expect(
		page.getByRole( 'textbox', { name: 'Objektnummer' } )
	).toHaveValue( EXTERN );
	await screenshot( page, info, 1280 );
} );
