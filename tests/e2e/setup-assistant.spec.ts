/**
 * The first run: a new administrator activates the plugin, lands once on Immo Wizards → Einrichtung
 * and goes through every step (the office from the geocoder, a recipient, the privacy and portal
 * pages, the page "Immobilie bewerten", a test mail, the embed snippet) in under 5 minutes, counting
 * the clicks. The dashboard names what is missing until then. A visitor then sends a lead on the new
 * page, and the mail log shows its confirmation mail. Every step is checked with axe and shot at
 * 390 and 1280 px.
 */
/**
 * External dependencies
 */
import { test, expect, type Locator, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { logIn } from './support/admin';
import { expectNoViolations } from './support/axe';
import { houseSeller, sendLeadOn } from './support/lead-wizard';
import { findMail } from './support/smtp-sink';
import { ADMIN_EMAIL, searchAddress, uniqueEmail } from './support/screen';

test.setTimeout( 300_000 );

const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * Creates an administrator through Users → Add New, as the site's admin.
 *
 * @param page Page (logged in as admin).
 * @return The new user's login (password `Setup-Admin-2026!`).
 */
async function createAdministrator( page: Page ): Promise< string > {
	const login = `einrichtung${ Date.now() }`;
	await page.goto( '/wp-admin/user-new.php' );
	await page.locator( '#user_login' ).fill( login );
	await page.locator( '#email' ).fill( `${ login }@example.com` );
	await page.locator( '#pass1' ).fill( 'Setup-Admin-2026!' );
	await page.locator( '#role' ).selectOption( 'administrator' );
	await page.locator( '#createusersub' ).click();
	await expect( page.locator( '#message' ) ).toBeVisible();
	return login;
}

test( 'a new administrator activates the plugin and sets it up; a visitor sends a lead on the new page', async ( {
	page,
	browser,
}, info ) => {
	let clicks = 0;
	const click = async ( target: Locator ) => {
		clicks++;
		await target.click();
	};
	const shoot = async ( name: string ) => {
		await expectNoViolations( page, `setup assistant, ${ name }` );
		for ( const width of [ 390, 1280 ] ) {
			await page.setViewportSize( { width, height: 900 } );
			const path = info.outputPath( `setup-${ name }-${ width }.png` );
			await page.screenshot( { path, fullPage: true } );
			await info.attach( `setup-${ name }-${ width }`, {
				path,
				contentType: 'image/png',
			} );
		}
	};
	const next = () =>
		click( page.getByRole( 'button', { name: 'Speichern und weiter' } ) );
	const heading = ( name: string ) =>
		expect( page.getByRole( 'heading', { name } ) ).toBeVisible();

	await logIn( page, 'admin', 'password' );
	const login = await createAdministrator( page );
	await page.context().clearCookies();
	await logIn( page, login, 'Setup-Admin-2026!' );
	await page.goto( '/wp-admin/plugins.php' );
	const pluginRow = ( state: string ) =>
		page.locator( `tr.${ state }[data-plugin]` ).filter( {
			has: page.locator( '.plugin-title strong', {
				hasText: /^Immo Wizards/,
			} ),
		} );
	await pluginRow( 'active' ).locator( '.row-actions .deactivate a' ).click();
	await expect( pluginRow( 'inactive' ) ).toBeVisible();

	// From here: the agency's first run.
	const started = Date.now();
	await click(
		pluginRow( 'inactive' ).locator( '.row-actions .activate a' )
	);
	await expect( page ).toHaveURL( /page=immo-wizards-setup/ );
	await heading( 'Immo Wizards einrichten' );
	await heading( 'Büro und Adresse' );

	// Until the setup is done, the dashboard says what is missing.
	const dashboard = await page.context().newPage();
	await dashboard.goto( '/wp-admin/index.php' );
	const reminder = dashboard.locator( '.immo-wizards-setup-missing' );
	await expect( reminder ).toContainText(
		'Die Einrichtung ist noch nicht abgeschlossen.'
	);
	await expect( reminder ).toContainText( 'Test-E-Mail' );
	await expect(
		reminder.getByRole( 'link', { name: 'Einrichtung fortsetzen' } )
	).toHaveAttribute( 'href', /page=immo-wizards-setup/ );

	// 1. Office: name typed, address from the geocoder, the pin follows.
	await page.getByLabel( 'Name des Büros' ).fill( 'Muster Immobilien' );
	clicks++;
	await searchAddress( page, 'Prager Straße 10', /Prager Straße 10/ );
	await expect( page.getByLabel( 'Straße', { exact: true } ) ).toHaveValue(
		'Prager Straße'
	);
	await expect( page.getByLabel( 'Stadt', { exact: true } ) ).toHaveValue(
		'Dresden'
	);
	await shoot( 'office' );
	await next();

	// 2. Recipients: the owner leads to their own address.
	await heading( 'E-Mail-Empfänger' );
	await page
		.getByLabel( 'Empfänger der Eigentümeranfragen' )
		.fill( 'bewertung@example.com' );
	await shoot( 'recipients' );
	await next();

	// 3. Privacy policy: a published page of the site.
	await heading( 'Datenschutzerklärung' );
	clicks++;
	await page
		.getByLabel( 'Seite mit der Datenschutzerklärung' )
		.selectOption( { index: 1 } );
	await shoot( 'privacy' );
	await next();

	// 4. Customer portal: activation made the page; it is kept.
	await heading( 'Kundenportal' );
	await expect(
		page.getByLabel( 'Seite des Kundenportals' )
	).not.toHaveValue( '0' );
	await shoot( 'portal' );
	await next();

	// 5. Pages: one click makes "Immobilie bewerten" with the lead wizard.
	await heading( 'Seiten mit Formularen' );
	const create = page.getByRole( 'button', {
		name: 'Seite „Immobilie bewerten“ anlegen',
	} );
	// A retry of this test finds the page of the first attempt.
	if ( await create.isVisible() ) {
		await click( create );
	}
	await expect(
		page
			.locator( '#immo-wizards-setup' )
			.getByText( 'Die Seite „Immobilie bewerten“ ist angelegt.' )
	).toBeVisible();
	const view = page.getByRole( 'link', {
		name: /^Ansehen\s*: Immobilie bewerten$/,
	} );
	const leadPage = String( await view.getAttribute( 'href' ) );
	await shoot( 'pages' );
	await click( page.getByRole( 'button', { name: 'Weiter' } ) );

	// 6. Test mail to the notification address.
	await heading( 'Test-E-Mail' );
	const testSince = Date.now();
	await expect( page.getByLabel( 'Empfänger' ) ).toHaveValue( ADMIN_EMAIL );
	await click( page.getByRole( 'button', { name: 'Test-E-Mail senden' } ) );
	await expect(
		page
			.locator( '#immo-wizards-setup' )
			.getByText( `Die Test-E-Mail an ${ ADMIN_EMAIL } ist unterwegs.` )
	).toBeVisible();
	await findMail( {
		to: ADMIN_EMAIL,
		subject: /Test-E-Mail von Immo Wizards/,
		since: testSince,
	} );
	await shoot( 'test-mail' );
	await click( page.getByRole( 'button', { name: 'Weiter' } ) );

	// 7. Embed snippet (optional), then done.
	await heading( 'Einbinden in andere Websites' );
	await expect( page.getByLabel( 'Code für Ihre Website' ) ).toHaveValue(
		/embed\.js" data-route="lead-wizard"/
	);
	await shoot( 'embed' );
	await click(
		page.getByRole( 'button', { name: 'Einrichtung abschließen' } )
	);
	await heading( 'Die Einrichtung ist abgeschlossen' );
	await shoot( 'done' );
	const setupMs = Date.now() - started;

	await dashboard.reload();
	await expect(
		dashboard.getByRole( 'heading', { name: /Immo Wizards/ } ).first()
	).toBeVisible();
	await expect( reminder ).toHaveCount( 0 );
	await dashboard.close();

	// A visitor sends a lead on the new page.
	const visitor = await browser.newContext( { locale: 'de-DE' } );
	const visitorPage = await visitor.newPage();
	const lead = houseSeller( uniqueEmail( 'setup' ) );
	await sendLeadOn( visitorPage, leadPage, lead );
	await visitor.close();

	// The mail log shows its confirmation mail.
	await page.goto( '/wp-admin/admin.php?page=immo-wizards-mails' );
	await page.getByRole( 'searchbox' ).fill( lead.email );
	const row = page.getByRole( 'row' ).filter( { hasText: lead.email } );
	await expect( row ).toHaveCount( 1 );
	await expect( row ).toContainText( 'Bestätigungsanfrage' );
	const totalMs = Date.now() - started;

	// eslint-disable-next-line no-console -- the issue asks for the count and the time in the report.
	console.log(
		`setup assistant: ${ clicks } clicks, setup ${ Math.round(
			setupMs / 1000
		) } s, with the visitor's lead ${ Math.round( totalMs / 1000 ) } s`
	);
	expect( setupMs ).toBeLessThan( FIVE_MINUTES );
} );
