/**
 * Page helpers for the customer portal: the portal page, the login link by e-mail, the tabs and the
 * cards, and a saved search sent with the wizard and confirmed from its mail (which opens the
 * portal logged in).
 */

/**
 * External dependencies
 */
import {
	expect,
	test,
	type Browser,
	type BrowserContext,
	type Locator,
	type Page,
} from '@playwright/test';

/**
 * Internal dependencies
 */
import { keyLink } from './confirmation';
import {
	answerCookieBanner,
	button,
	choice,
	openScreen,
	sendRequest,
	uniqueEmail,
} from './screen';
import { findMail } from './smtp-sink';

/** The portal page the plugin created on activation. */
export const PORTAL = '/kundenportal/';

/** Subject of the login mail (German site). */
export const LOGIN_SUBJECT = /Anmeld|Login|Link/i;

/** The login form's heading. */
export const LOGIN_FORM = { name: 'Anmeldung' };

/** Who sends the saved searches of sendSavedSearch(). */
const SEARCHER = {
	firstname: 'Sabine',
	lastname: 'Suchende',
	phone: '0351 111111',
};

/**
 * A browser of its own (cookies, storage), like a second device.
 *
 * @param browser The browser.
 */
export async function newBrowser(
	browser: Browser
): Promise< { context: BrowserContext; page: Page } > {
	const context = await browser.newContext( {
		baseURL: process.env.WP_BASE_URL,
		locale: 'de-DE',
	} );
	return { context, page: await context.newPage() };
}

/**
 * Collects what a visitor must never get while the page works: errors in the console, requests
 * that failed and answers with an error status (4xx, 5xx). Read `problems` when the page is done.
 *
 * @param page Page.
 */
export function watchProblems( page: Page ): { problems: string[] } {
	const problems: string[] = [];
	page.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			problems.push( message.text() );
		}
	} );
	page.on( 'requestfailed', ( request ) =>
		problems.push( `${ request.url() }: ${ request.failure()?.errorText }` )
	);
	page.on( 'response', ( response ) => {
		if ( response.status() >= 400 ) {
			problems.push(
				`${ response.request().method() } ${ response.url() }: ${ response.status() }`
			);
		}
	} );
	return { problems };
}

/**
 * Answers the cookie banner when it is shown (a fresh browser), so it covers nothing.
 *
 * @param page Page.
 */
export async function acceptCookiesIfAsked( page: Page ): Promise< void > {
	const accept = page.getByRole( 'button', { name: 'Alle akzeptieren' } );
	if ( await accept.isVisible() ) {
		await answerCookieBanner( page, true );
	}
}

/**
 * The portal's container.
 *
 * @param page Page.
 */
export function portal( page: Page ): Locator {
	return page.locator( '.wp-block-immo-wizards-portal' ).first();
}

/**
 * Opens a link to the portal (or the portal page) and waits until it has started: logged in (the
 * tabs) or logged out (the login form).
 *
 * @param page Page.
 * @param url  The link.
 */
export async function openPortal( page: Page, url = PORTAL ): Promise< void > {
	await page.goto( url );
	await expect(
		page
			.getByRole( 'tablist', { name: 'Kundenportal' } )
			.or( page.getByRole( 'heading', { name: 'Anmeldung' } ) )
	).toBeVisible();
	await acceptCookiesIfAsked( page );
}

/**
 * A tab of the logged-in portal.
 *
 * @param page Page, or a locator of the frame's body when the portal is embedded.
 * @param name 'Anfragen', 'Suchprofile' or 'Mein Konto'.
 */
export function portalTab( page: Page | Locator, name: string ): Locator {
	return page.getByRole( 'tab', { name, exact: true } );
}

/**
 * The card with this title (saved search or inquiry).
 *
 * @param page  Page.
 * @param title Card title.
 */
export function card( page: Page, title: string ): Locator {
	return page.locator( 'article' ).filter( {
		has: page.getByRole( 'heading', { name: title, exact: true } ),
	} );
}

/**
 * Asks for a login link with the login form on the page; the answer is the same for every address.
 *
 * @param page  Page (logged out, on the portal).
 * @param email Address.
 */
export async function askForLoginLink(
	page: Page,
	email: string
): Promise< void > {
	await page.getByRole( 'textbox', { name: /^E-Mail/ } ).fill( email );
	await button( page, 'E-Mail verschicken' ).click();
	await expect(
		page.getByText( 'Die E-Mail wurde verschickt.' )
	).toBeVisible();
}

/**
 * Asks for a login link on the portal page and returns it from the mail.
 *
 * @param page  Page (logged out).
 * @param email Address.
 */
export async function requestLoginLink(
	page: Page,
	email: string
): Promise< string > {
	await openPortal( page );
	const since = Date.now();
	await askForLoginLink( page, email );
	return keyLink( await findMail( { to: email, since } ) );
}

/**
 * Sends a saved search for a flat (price range) with the wizard as `email` and returns the link of
 * its confirmation mail.
 *
 * @param page       Page.
 * @param email      Address.
 * @param price      Price range.
 * @param price.to   Upper price.
 * @param price.from Lower price.
 * @param site       Another site than the test environment's.
 * @param site.url   Its page with the saved-search wizard.
 * @param site.mail  Its SMTP sink's folder.
 */
export async function sendSavedSearch(
	page: Page,
	email: string,
	price: { from: string; to: string },
	site: { url: string; mail?: string } = { url: '/saved-search-block/' }
): Promise< string > {
	const since = Date.now();
	const wizard = await openScreen(
		page,
		site.url,
		'saved-search-wizard',
		null
	);
	await acceptCookiesIfAsked( page );
	await button( wizard, 'Details eingeben' ).click();
	await choice( wizard, 'Wohnung' ).click();
	const range = wizard.getByRole( 'group', { name: /Kaufpreis/ } );
	await range.getByLabel( 'von' ).fill( price.from );
	await range.getByLabel( 'bis' ).fill( price.to );
	await button( wizard, 'Kontaktdaten eingeben' ).click();
	await sendRequest( wizard, { ...SEARCHER, email }, 'Suchprofil erstellen' );
	return keyLink( await findMail( { to: email, since, dir: site.mail } ) );
}

/**
 * A browser of its own in which `email` sent a saved search for a flat and confirmed it from the mail:
 * the portal is open, logged in, with the flat's card.
 *
 * @param browser    The browser.
 * @param email      Address.
 * @param price      Price range.
 * @param price.to   Upper price.
 * @param price.from Lower price.
 */
export async function signedInBrowser(
	browser: Browser,
	email: string,
	price: { from: string; to: string }
): Promise< { context: BrowserContext; page: Page } > {
	const signedIn = await newBrowser( browser );
	await signedIn.page.goto(
		await sendSavedSearch( signedIn.page, email, price )
	);
	await expect( card( signedIn.page, 'Wohnung kaufen' ) ).toBeVisible();
	return signedIn;
}

/**
 * For the tests of a serial describe: one browser, signed in as a new visitor whose confirmed saved
 * search is a flat for 200.000 € – 450.000 €. Call it in the describe; `page()` inside the tests.
 */
export function signInForAll(): { email: string; page: () => Page } {
	const email = uniqueEmail( 'portal' );
	let signedIn: { context: BrowserContext; page: Page } | undefined;
	test.beforeAll( async ( { browser } ) => {
		signedIn = await signedInBrowser( browser, email, {
			from: '200000',
			to: '450000',
		} );
	} );
	test.afterAll( async () => {
		await signedIn?.context.close();
	} );
	return {
		email,
		page: () => {
			if ( ! signedIn ) {
				throw new Error( 'The signed-in browser did not start.' );
			}
			return signedIn.page;
		},
	};
}

/**
 * Calls the portal's REST API in the page as the logged-in user (api-fetch sends the session's
 * nonce). For what the screens do not offer, e.g. pausing a saved search (the alerts' link does
 * that later). Resolves to the answer or the error body.
 *
 * @param page           Page.
 * @param options        api-fetch options.
 * @param options.path
 * @param options.method
 * @param options.data
 */
export function callApi(
	page: Page,
	options: { path: string; method?: string; data?: unknown }
): Promise< unknown > {
	return page.evaluate(
		( request ) =>
			(
				window as unknown as {
					wp: { apiFetch: ( o: unknown ) => Promise< unknown > };
				}
			 ).wp
				.apiFetch( request )
				.catch( ( error: unknown ) => error ),
		options
	);
}
