/**
 * Signing in to the customer portal, with the real mails in the SMTP sink: a saved search sent with
 * the wizard and confirmed from its mail opens the portal logged in; the link again in another
 * browser asks to log in; a login link by e-mail opens it in a fresh browser, once; logout; a
 * visitor without a session gets the login form without an error in the console.
 */

/**
 * External dependencies
 */
import { test, expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expectNoViolations } from './support/axe';
import { CONFIRMED, button, uniqueEmail } from './support/screen';
import {
	LOGIN_FORM,
	PORTAL,
	card,
	newBrowser,
	openPortal,
	portalTab,
	requestLoginLink,
	sendSavedSearch,
	watchProblems,
} from './support/portal';

const FAILED = 'Es ist ein Fehler aufgetreten.';
const SIGNED_OUT = 'Sie wurden abgemeldet.';

test.describe.serial( 'customer portal: signing in and out', () => {
	let context: BrowserContext;
	let page: Page;
	const email = uniqueEmail( 'portal' );
	let confirmLink = '';

	test.beforeAll( async ( { browser } ) => {
		( { context, page } = await newBrowser( browser ) );
	} );

	test.afterAll( async () => {
		await context.close();
	} );

	test( 'a saved search confirmed from its mail opens the portal on Suchprofile with its card', async () => {
		confirmLink = await sendSavedSearch( page, email, {
			from: '200000',
			to: '450000',
		} );
		// A mail scanner fetching the link changes nothing: only the page's script posts the key.
		const scanned = await page.request.get( confirmLink, {
			headers: { Cookie: '' },
		} );
		expect( scanned.status() ).toBe( 200 );
		expect( scanned.headers()[ 'cache-control' ] ).toContain( 'no-store' );
		expect( scanned.headers()[ 'referrer-policy' ] ).toBe( 'no-referrer' );

		const { problems } = watchProblems( page );
		await page.goto( confirmLink );
		await expect( page.getByText( CONFIRMED ) ).toBeVisible();
		await expect( portalTab( page, 'Suchprofile' ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		const flat = card( page, 'Wohnung kaufen' );
		await expect( flat ).toContainText( 'Wohnen' );
		await expect( flat ).not.toContainText( 'inaktiv' );
		await expect( flat ).toContainText( '200.000 € – 450.000 €' );
		// The key left the address bar.
		expect( page.url() ).not.toContain( 'k=' );
		await expect(
			page.getByText( `Angemeldet als ${ email }` )
		).toBeVisible();
		await expectNoViolations( page, 'portal, Suchprofile' );
		expect( problems ).toEqual( [] );

		// The session continues after a reload, without a link.
		await page.reload();
		await expect( card( page, 'Wohnung kaufen' ) ).toBeVisible();
	} );

	test( 'the confirmation link opened again in another browser shows the login form with a hint', async ( {
		browser,
	} ) => {
		const other = await newBrowser( browser );
		await other.page.goto( confirmLink );
		await expect(
			other.page.getByRole( 'heading', LOGIN_FORM )
		).toBeVisible();
		await expect(
			other.page.getByText(
				'Ihre Anfrage ist bereits bestätigt. Fordern Sie hier einen Link zur Anmeldung an.'
			)
		).toBeVisible();
		await expectNoViolations(
			other.page,
			'portal, logged out with a hint'
		);
		await other.context.close();
	} );

	test( 'a login link by e-mail opens the portal in a fresh browser, and only once', async ( {
		browser,
	} ) => {
		const second = await newBrowser( browser );
		const link = await requestLoginLink( second.page, email );
		// The login's calls (key, session, its nonce) each succeed the first time.
		const { problems } = watchProblems( second.page );
		await second.page.goto( link );
		await expect( card( second.page, 'Wohnung kaufen' ) ).toBeVisible();
		expect( second.page.url() ).not.toContain( 'k=' );
		await second.page.waitForLoadState( 'networkidle' );
		expect( problems ).toEqual( [] );

		const third = await newBrowser( browser );
		await third.page.goto( link );
		await expect( third.page.getByText( FAILED ) ).toBeVisible();
		await expect(
			third.page.getByRole( 'heading', LOGIN_FORM )
		).toBeVisible();
		await expect( third.page.getByRole( 'tab' ) ).toHaveCount( 0 );
		await second.context.close();
		await third.context.close();
	} );

	test( 'logging out ends the session', async () => {
		await openPortal( page );
		await button( page, 'Abmelden' ).click();
		await expect( page.getByText( SIGNED_OUT ) ).toBeVisible();
		await expect( page.getByRole( 'heading', LOGIN_FORM ) ).toBeVisible();
		await expectNoViolations( page, 'portal, signed out' );
		await button( page, 'Seite neu laden' ).click();
		await expect( page.getByRole( 'heading', LOGIN_FORM ) ).toBeVisible();
		await expect( page.getByRole( 'tab' ) ).toHaveCount( 0 );
		await expect( page.getByText( SIGNED_OUT ) ).toHaveCount( 0 );
	} );
} );

test( 'a visitor without a session gets the login form without an error in the console or a failed request', async ( {
	browser,
} ) => {
	const { context, page } = await newBrowser( browser );
	const { problems } = watchProblems( page );
	await page.goto( PORTAL );
	await expect( page.getByRole( 'heading', LOGIN_FORM ) ).toBeVisible();
	await page.waitForLoadState( 'networkidle' );
	expect( problems ).toEqual( [] );
	// The field has the forms' look: its label above a full-width input.
	const input = await page
		.getByRole( 'textbox', { name: /^E-Mail/ } )
		.boundingBox();
	const label = await page
		.locator( 'label', { hasText: 'E-Mail' } )
		.boundingBox();
	expect( input!.y ).toBeGreaterThanOrEqual( label!.y + label!.height );
	expect( input!.height ).toBeGreaterThanOrEqual( 44 );
	await context.close();
} );
