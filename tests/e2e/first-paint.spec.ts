/**
 * Server-rendered first steps (includes/Blocks/Ssr/): every screen whose first step the server
 * prints paints it before any script ran, and React hydrates exactly that markup — no mismatch
 * (React would report one and render anew), nothing changed once the app runs. The cookie banner is
 * part of it; a returning visitor's decision hides it before the scripts run.
 */

/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';

/** Where the visitor's cookie banner decision is kept (src/host/consent.ts). */
const CONSENT_KEY = 'immoWizardsConsent';

/** Demo pages (tests/env) of the screens the server renders, and a text of their first step. */
const SCREENS: { path: string; text: string }[] = [
	{ path: '/kundenportal/', text: 'Anmeldung' },
	{ path: '/lead-wizard-block/', text: 'Wohnung' },
	{ path: '/lead-wizard-shortcode/', text: 'Wohnung' },
	{ path: '/lead-wizard-address-first/', text: 'Wie lautet die Adresse?' },
	{ path: '/saved-search-block/', text: 'Alle Regionen ausgewählt' },
	{ path: '/saved-search-shortcode/', text: 'Alle Regionen ausgewählt' },
	{ path: '/contact-block/', text: 'Nachricht' },
	{ path: '/contact-shortcode/', text: 'Nachricht' },
	{ path: '/newsletter-block/', text: 'Newsletter per E-Mail' },
	{ path: '/newsletter-shortcode/', text: 'Newsletter per E-Mail' },
	{
		path: '/expose-inquiry-block/',
		text: 'Zu dieser Anfrage fehlt die Immobilie.',
	},
	{
		path: '/expose-inquiry-shortcode/?objectId=4711&customObjectId=ABC-12',
		text: 'Bevorzugte Kontaktart',
	},
	{ path: '/route-planner-block/', text: 'Ihr Weg zu uns' },
	{ path: '/route-planner-shortcode/', text: 'Ihr Weg zu uns' },
	{
		path: '/lead-wizard-address-first-shortcode/',
		text: 'Die Funktion wurde deaktiviert.',
	},
];

const CONTAINER = '[data-immo-wizards-ssr]';
const BANNER = '.immo-wizards-cookie-banner';

/**
 * The container's markup as DOM-serialised HTML without React's text separators, so the server's
 * and the client's serialisations compare.
 *
 * @param page Page.
 * @param html Raw HTML of the page; the live page's container when omitted.
 */
async function containerMarkup( page: Page, html?: string ): Promise< string > {
	return page.evaluate(
		( [ source, selector ] ) => {
			const doc = source
				? new DOMParser().parseFromString( source, 'text/html' )
				: document;
			const element = doc.querySelector( selector );
			if ( ! element ) {
				return '';
			}
			const copy = element.cloneNode( true ) as HTMLElement;
			const walker = doc.createTreeWalker(
				copy,
				NodeFilter.SHOW_COMMENT
			);
			const comments: Node[] = [];
			while ( walker.nextNode() ) {
				comments.push( walker.currentNode );
			}
			comments.forEach( ( node ) =>
				node.parentNode?.removeChild( node )
			);
			copy.normalize();
			return copy.innerHTML;
		},
		[ html ?? '', CONTAINER ] as const
	);
}

/**
 * Hydration mismatches React reported on the page (see renderFrontend).
 * @param page
 */
function hydrationErrors( page: Page ): Promise< string[] > {
	return page.evaluate(
		() =>
			(
				window as unknown as {
					immoWizardsPage?: { hydrationErrors?: string[] };
				}
			 ).immoWizardsPage?.hydrationErrors ?? []
	);
}

for ( const screen of SCREENS ) {
	test( `first paint: ${ screen.path } is rendered by the server and hydrated unchanged`, async ( {
		page,
	} ) => {
		const errors: string[] = [];
		page.on( 'console', ( message ) => {
			if ( message.type() === 'error' ) {
				errors.push( message.text() );
			}
		} );
		const raw = await ( await page.request.get( screen.path ) ).text();

		// Without the plugin's scripts the first step and the banner are there.
		await page.route(
			/\/wp-content\/plugins\/[^/]+\/build\/.*\.js/,
			( route ) => route.abort()
		);
		await page.goto( screen.path );
		const container = page.locator( CONTAINER );
		await expect(
			container.getByText( screen.text ).first()
		).toBeVisible();
		await expect( page.locator( BANNER ) ).toBeVisible();

		// With them, React takes the same markup over.
		await page.unrouteAll();
		await page.goto( screen.path );
		await expect( container ).toHaveAttribute(
			'data-immo-wizards-mounted',
			'true'
		);
		await page.waitForLoadState( 'networkidle' );
		expect( await hydrationErrors( page ) ).toEqual( [] );
		const server = await containerMarkup( page, raw );
		expect( server ).not.toBe( '' );
		expect( await containerMarkup( page ) ).toBe( server );
		expect(
			errors.filter( ( text ) => /hydrat|did not match/i.test( text ) )
		).toEqual( [] );
	} );
}

test( 'first paint: a returning visitor does not see the banner, before or after the scripts ran', async ( {
	page,
} ) => {
	await page.addInitScript( ( key ) => {
		window.localStorage.setItem(
			key,
			JSON.stringify( { value: 'declined', time: Date.now() } )
		);
	}, CONSENT_KEY );
	await page.route(
		/\/wp-content\/plugins\/[^/]+\/build\/.*\.js/,
		( route ) => route.abort()
	);
	await page.goto( SCREENS[ 0 ].path );
	await expect( page.locator( CONTAINER ) ).toBeVisible();
	await expect( page.locator( BANNER ) ).toBeHidden();

	await page.unrouteAll();
	await page.goto( SCREENS[ 0 ].path );
	await expect( page.locator( CONTAINER ) ).toHaveAttribute(
		'data-immo-wizards-mounted',
		'true'
	);
	await expect( page.locator( BANNER ) ).toHaveCount( 0 );
	expect( await hydrationErrors( page ) ).toEqual( [] );
} );
