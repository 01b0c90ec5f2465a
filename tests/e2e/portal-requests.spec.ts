/**
 * Anfragen holds every request a visitor confirmed: an owner lead confirmed from its mail opens the
 * portal on Anfragen with the lead's address (and the login causes no refused call); a contact
 * message and an exposé inquiry of the same visitor join it, newest first; the progress bar covers
 * none of it.
 */

/**
 * External dependencies
 */
import { test, expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expectNoViolations } from './support/axe';
import { keyLink } from './support/confirmation';
import { fillUntilContact, openWizard } from './support/lead-wizard';
import {
	acceptCookiesIfAsked,
	newBrowser,
	portalTab,
	watchProblems,
} from './support/portal';
import {
	CONFIRMED,
	button,
	fillContact,
	openScreen,
	sendRequest,
	uniqueEmail,
} from './support/screen';
import { findMail } from './support/smtp-sink';

const OWNER = { firstname: 'Olga', lastname: 'Eigentümer' };

/** The lead's address as its card shows it (the fake geocoder's Prager Straße 10). */
const ADDRESS = /^Prager Straße 10, 01069 Dresden/;

/** Today as the cards show it. */
const today = () =>
	new Intl.DateTimeFormat( 'de-DE', {
		day: '2-digit',
		month: '2-digit',
		year: 'numeric',
	} ).format( new Date() );

/** The confirmation links this spec opened: a mail that arrived just before `since` is not the new one. */
const opened = new Set< string >();

/**
 * Opens the confirmation link of the newest mail to `email` (sent since `since`) that was not opened
 * before, and waits for the portal's thanks.
 *
 * @param page  Page.
 * @param email Address.
 * @param since When the request was sent (ms epoch).
 */
async function confirmFromMail(
	page: Page,
	email: string,
	since: number
): Promise< void > {
	let link = '';
	await expect
		.poll(
			async () => {
				link = keyLink( await findMail( { to: email, since } ) );
				return opened.has( link );
			},
			{ timeout: 15_000 }
		)
		.toBe( false );
	opened.add( link );
	await page.goto( link );
	await expect( page.getByText( CONFIRMED ) ).toBeVisible();
	await acceptCookiesIfAsked( page );
}

test.describe.serial( 'customer portal: Anfragen of every type', () => {
	const email = uniqueEmail( 'portal-requests' );
	let context: BrowserContext;
	let page: Page;

	test.beforeAll( async ( { browser } ) => {
		( { context, page } = await newBrowser( browser ) );
	} );

	test.afterAll( async () => {
		await context.close();
	} );

	test( 'an owner lead confirmed by its mail opens the portal on Anfragen with its address', async () => {
		const since = Date.now();
		await openWizard( page, 'lead-wizard-block' );
		await fillUntilContact( page, 'category-first', {
			...OWNER,
			email,
			category: 'Haus',
			phrase: 'Ihres Hauses',
			livingSpace: '140',
		} );
		await sendRequest( page, { ...OWNER, email }, 'Anfrage abschicken' );

		// Confirming logs in by the link: every call succeeds the first time.
		const { problems } = watchProblems( page );
		await confirmFromMail( page, email, since );
		await expect( portalTab( page, 'Anfragen' ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		const lead = page.getByRole( 'article', { name: ADDRESS } );
		await expect( lead ).toContainText( 'Ihre Immobilie' );
		await expect( lead ).toContainText( 'Haus · Verkaufen' );
		await expect( lead ).toContainText( `Gesendet am ${ today() }` );
		await page.waitForLoadState( 'networkidle' );
		expect( problems ).toEqual( [] );
		await expectNoViolations( page, 'portal, Anfragen with an owner lead' );

		// A reload stays on Anfragen.
		await page.reload();
		await expect(
			page.getByRole( 'article', { name: ADDRESS } )
		).toBeVisible();
	} );

	test( 'a contact message and an exposé inquiry join it, newest first', async () => {
		let since = Date.now();
		await openScreen( page, '/contact-block/', 'contact-form', null );
		await fillContact( page, { ...OWNER, email } );
		await button( page, 'Anfrage senden' ).click();
		await expect(
			page.getByText( 'Ihre Nachricht wurde erfolgreich verschickt.' )
		).toBeVisible();
		await confirmFromMail( page, email, since );
		const message = page.getByRole( 'article', { name: 'Ihre Nachricht' } );
		await expect( message ).toContainText( 'Kontaktanfrage' );
		await expect( message ).toContainText(
			'ich interessiere mich für Ihre Leistungen'
		);

		since = Date.now();
		await openScreen(
			page,
			'/expose-inquiry-block/?objectId=4711&customObjectId=ABC-12',
			'expose-inquiry',
			null
		);
		await sendRequest( page, { ...OWNER, email }, 'Anfrage senden' );
		await confirmFromMail( page, email, since );
		const list = page.getByRole( 'list', { name: 'Anfragen' } );
		await expect( list.getByRole( 'heading' ) ).toHaveText( [
			'Objekt ABC-12',
			'Ihre Nachricht',
			ADDRESS,
		] );
		await expectNoViolations( page, 'portal, Anfragen of three types' );
	} );

	test( 'the progress bar covers no text while the list loads', async () => {
		// The list's answer waits until the page was measured: loading lasts exactly that long.
		let release = () => {};
		const measured = new Promise< void >( ( resolve ) => {
			release = resolve;
		} );
		const list = ( url: URL ) =>
			url.pathname.endsWith( '/immo-wizards/v1/expose-inquiry' );
		await page.route( list, async ( route ) => {
			await measured;
			await route.continue();
		} );
		await page.reload();
		const bar = page.locator( '.immo-wizards-loading.is-overlay' );
		const user = page.getByText( `Angemeldet als ${ email }` );
		await expect( bar ).toBeVisible();
		await expect( user ).toBeVisible();
		const barBox = await bar.boundingBox();
		const userBox = await user.boundingBox();
		release();
		expect( barBox!.y + barBox!.height ).toBeLessThanOrEqual( userBox!.y );
		await expect( bar ).toHaveCount( 0 );
		await expect( page.getByRole( 'article' ) ).toHaveCount( 3 );
		await page.unroute( list );
	} );
} );
