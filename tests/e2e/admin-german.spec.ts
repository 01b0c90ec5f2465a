/**
 * wp-admin on a German site without a privacy policy: the Plugins screen describes the plugin in
 * German, the listings' screens speak of properties, administrators are told that the forms have no
 * privacy policy to link to (on the dashboard, in Site Health) until each hides the notice, and the
 * forms' consent text leaves the missing policy out.
 */
/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expectNoViolations } from './support/axe';
import { logIn } from './support/admin';

test.setTimeout( 120_000 );

test( 'the Plugins screen describes the plugin in German', async ( {
	page,
} ) => {
	await logIn( page, 'admin', 'password' );
	await page.goto( '/wp-admin/plugins.php' );
	const row = page.locator( '#the-list tr' ).filter( {
		has: page.locator( '.plugin-title strong', {
			hasText: 'Immo Wizards – Lead-Wizards & Kundenportal',
		} ),
	} );
	await expect( row.locator( '.plugin-description' ) ).toHaveText(
		'Lead-Wizards für Immobilienbüros (Eigentümeranfragen, Suchprofile, Exposé-Anfragen, Kontakt, Newsletter) mit Double-Opt-in, dazu Routenplaner und Kundenportal.'
	);
} );

test( 'the listings screens speak of properties, not posts', async ( {
	page,
} ) => {
	await logIn( page, 'admin', 'password' );
	await page.goto( '/wp-admin/edit.php?post_type=immo_property' );
	await expect(
		page.locator( '.wrap' ).getByRole( 'link', {
			name: 'Immobilie hinzufügen',
		} )
	).toBeVisible();
	await expect(
		page
			.locator( '#adminmenu' )
			.getByRole( 'link', { name: 'Immobilie hinzufügen' } )
	).toHaveCount( 1 );
	await expect( page.locator( '#wpbody' ) ).not.toContainText( /\bPost\b/ );
} );

test( 'without a privacy policy the forms leave it out and administrators are told until they hide it', async ( {
	page,
} ) => {
	// The consent text reads well without the policy: no sentence pointing nowhere.
	await page.goto( '/contact-block/' );
	const consent = page
		.locator( 'label' )
		.filter( { hasText: 'Ich stimme zu, dass meine Angaben' } )
		.first();
	await expect( consent ).toContainText(
		'Diese Einwilligung kann ich jederzeit mit Wirkung für die Zukunft widerrufen.'
	);
	await expect( consent ).not.toContainText( 'Datenschutzerklärung' );

	await logIn( page, 'admin', 'password' );
	await page.goto( '/wp-admin/site-health.php' );
	await expect(
		page.getByRole( 'button', {
			name: /Immo Wizards fehlt eine Datenschutzerklärung/,
		} )
	).toBeVisible( { timeout: 60_000 } );

	await page.goto( '/wp-admin/admin.php?page=immo-wizards' );
	const notice = page.locator( '.immo-wizards-privacy-notice' );
	await expect( notice ).toContainText(
		'Diese Website hat keine veröffentlichte Datenschutzseite'
	);
	await expect(
		notice.getByRole( 'link', { name: 'Datenschutzseite festlegen' } )
	).toHaveAttribute( 'href', /options-privacy\.php$/ );
	await expectNoViolations( page, 'privacy notice' );

	await page.goto( '/wp-admin/index.php' );
	await Promise.all( [
		page.waitForURL( /\/wp-admin\/index\.php$/ ),
		notice.getByRole( 'button', { name: 'Hinweis ausblenden' } ).click(),
	] );
	await expect( page.locator( '#wpbody' ) ).toBeVisible();
	await expect( notice ).toHaveCount( 0 );
	await page.goto( '/wp-admin/admin.php?page=immo-wizards' );
	await expect(
		page.getByRole( 'heading', { name: 'Anfragen', level: 1 } )
	).toBeVisible();
	await expect( notice ).toHaveCount( 0 );
} );
