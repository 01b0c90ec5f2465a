/**
 * Every screen runs without a console error or warning: each demo page (block and shortcode pages
 * of every screen, the portal logged out and logged in), the standalone pages under the embed base
 * and the plugin's admin screens, at 390 and 1280 px, on the first visit and once consent is
 * stored. With React's development build (support/console.ts), so React's warnings count too:
 * children without keys, unknown props, hydration mismatches of any kind.
 */

/**
 * External dependencies
 */
import { test, expect, type Browser, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { logIn } from './support/admin';
import { appsStarted, watchConsole } from './support/console';
import { EMBED_BASE } from './support/embed';
import { PORTAL, card, sendSavedSearch } from './support/portal';
import { answerCookieBanner, uniqueEmail } from './support/screen';

/** The demo pages (tests/env/mu-plugins/immo-demo-pages.php), the portal page included. */
const DEMO_PAGES = [
	'/lead-wizard-block/',
	'/lead-wizard-shortcode/',
	'/lead-wizard-address-first/',
	'/lead-wizard-address-first-shortcode/',
	'/lead-wizard-rent/',
	'/saved-search-block/',
	'/saved-search-shortcode/',
	'/expose-inquiry-block/?objectId=4711&customObjectId=ABC-12',
	'/expose-inquiry-shortcode/?objectId=4711&customObjectId=ABC-12',
	'/contact-block/',
	'/contact-shortcode/',
	'/newsletter-block/',
	'/newsletter-shortcode/',
	'/route-planner-block/',
	'/route-planner-shortcode/',
	PORTAL,
];

/** The standalone pages (includes/Embed/class-standalone-router.php). */
const STANDALONE = [
	'lead-wizard',
	'saved-search-wizard',
	'expose-inquiry-wizard?objectId=4711',
	'contact-form-wizard',
	'newsletter-wizard',
	'login',
].map( ( route ) => `/${ EMBED_BASE }/${ route }` );

/** The plugin's admin screens (Immo Wizards menu). */
const ADMIN = [
	'immo-wizards',
	'immo-wizards-settings',
	'immo-wizards-setup',
	'immo-wizards-import',
	'immo-wizards-catalogue',
	'immo-wizards-regions',
	'immo-wizards-webhooks',
	'immo-wizards-mails',
].map( ( slug ) => `/wp-admin/admin.php?page=${ slug }` );

const WIDTHS = [ 390, 1280 ];

const BANNER = '.immo-wizards-cookie-banner';

/** Where the visitor's decision is kept (src/host/consent.ts). */
const CONSENT_KEY = 'immoWizardsConsent';

test.setTimeout( 180_000 );

/**
 * Runs `check` in a browser of its own (no stored consent) at a width, its page watched.
 *
 * @param browser The browser.
 * @param width   Viewport width.
 * @param check   What to do; `problems` is what the page reported so far.
 */
async function inFreshBrowser(
	browser: Browser,
	width: number,
	check: ( page: Page, problems: string[] ) => Promise< void >
): Promise< void > {
	const context = await browser.newContext( {
		baseURL: process.env.WP_BASE_URL,
		locale: 'de-DE',
		viewport: { width, height: 844 },
	} );
	try {
		const page = await context.newPage();
		await check( page, await watchConsole( page ) );
	} finally {
		await context.close();
	}
}

/**
 * Opens (or reloads) a page and expects it to have started without a problem.
 *
 * @param page     Page.
 * @param problems What it reported.
 * @param context  Names the state in the failure message.
 * @param path     Path to open; reloads when omitted.
 */
async function expectClean(
	page: Page,
	problems: string[],
	context: string,
	path?: string
): Promise< void > {
	await ( path ? page.goto( path ) : page.reload() );
	await appsStarted( page );
	expect( problems, context ).toEqual( [] );
}

test( 'console clean: the list holds every demo page', async ( {
	request,
} ) => {
	const pages = ( await (
		await request.get( '/index.php?rest_route=/immo-wizards-demo/v1/pages' )
	).json() ) as { url: string }[];
	const paths = pages.map( ( { url } ) => {
		const parsed = new URL( url );
		return parsed.pathname + parsed.search;
	} );
	expect( [ ...paths ].sort() ).toEqual( [ ...DEMO_PAGES ].sort() );
} );

for ( const path of [ ...DEMO_PAGES, ...STANDALONE ] ) {
	test( `console clean: ${ path }`, async ( { browser } ) => {
		for ( const width of WIDTHS ) {
			await inFreshBrowser( browser, width, async ( page, problems ) => {
				await expectClean(
					page,
					problems,
					`${ path } at ${ width } px, first visit`,
					path
				);
				await answerCookieBanner( page, true );
				await expect( page.locator( BANNER ) ).toHaveCount( 0 );
				await expectClean(
					page,
					problems,
					`${ path } at ${ width } px, consent stored`
				);
			} );
		}
	} );
}

test( 'console clean: the portal logged in', async ( { browser } ) => {
	await inFreshBrowser( browser, 1280, async ( page, problems ) => {
		// Sending and confirming a saved search signs in (and answers the banner on the way).
		const link = await sendSavedSearch( page, uniqueEmail( 'console' ), {
			from: '100000',
			to: '300000',
		} );
		await page.goto( link );
		await expect( card( page, 'Wohnung kaufen' ) ).toBeVisible();
		for ( const width of WIDTHS ) {
			await page.setViewportSize( { width, height: 844 } );
			await expectClean(
				page,
				problems,
				`portal logged in at ${ width } px, consent stored`,
				PORTAL
			);
			await page.evaluate(
				( key ) => window.localStorage.removeItem( key ),
				CONSENT_KEY
			);
			await expectClean(
				page,
				problems,
				`portal logged in at ${ width } px, first visit`
			);
			await answerCookieBanner( page, true );
			await expect( page.locator( BANNER ) ).toHaveCount( 0 );
		}
	} );
} );

test( 'console clean: the admin screens', async ( { browser } ) => {
	for ( const width of WIDTHS ) {
		await inFreshBrowser( browser, width, async ( page, problems ) => {
			await logIn( page, 'admin', 'password' );
			for ( const path of ADMIN ) {
				await expectClean(
					page,
					problems,
					`${ path } at ${ width } px`,
					path
				);
			}
		} );
	}
} );

test.describe( 'console watch', () => {
	/**
	 * Serves `path` with its markup changed, as if the server had printed something else than
	 * React's first render.
	 *
	 * @param page    Page.
	 * @param path    Path.
	 * @param replace Changes the page's HTML.
	 */
	async function tampered(
		page: Page,
		path: string,
		replace: ( html: string ) => string
	): Promise< void > {
		await page.route(
			( url ) => url.pathname === path,
			async ( route ) => {
				const response = await route.fetch();
				route.fulfill( {
					response,
					body: replace( await response.text() ),
				} );
			}
		);
	}

	test( 'sees a hydration mismatch in production React', async ( {
		page,
	} ) => {
		const problems = await watchConsole( page, {
			developmentReact: false,
		} );
		await tampered( page, '/contact-block/', ( html ) =>
			html.replace( '>Nachricht<', '>Ihre Nachricht<' )
		);
		await page.goto( '/contact-block/' );
		await appsStarted( page );
		expect( problems.join( '\n' ) ).toMatch(
			/pageerror: Minified React error #4(18|23|25)/
		);
	} );

	test( 'sees an attribute React did not render, which production React ignores', async ( {
		page,
	} ) => {
		const problems = await watchConsole( page );
		await tampered( page, '/contact-block/', ( html ) =>
			html.replace(
				'class="immo-wizards-cookie-banner"',
				'class="immo-wizards-cookie-banner" data-tampered=""'
			)
		);
		await page.goto( '/contact-block/' );
		await appsStarted( page );
		expect( problems.join( '\n' ) ).toMatch(
			/error: Warning: Extra attributes from the server: .*data-tampered/
		);
	} );
} );
