/**
 * Another website cannot drive the plugin's routes through its visitors' browsers: the browser
 * sends the page's origin, and the plugin answers 403 `immo_cross_site` although WordPress itself
 * answers CORS for any origin.
 */

/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';

/**
 * A page of another origin: the fake upstream server's (another port on the same loopback address, so
 * the browser's local-network checks do not stop the fetch before it reaches the site).
 */
const otherOrigin = () => `${ process.env.IMMO_UPSTREAM_URL }/another-site`;

interface Answer {
	status: number;
	code?: string;
}

/**
 * Calls the plugin's routes from inside `page` with the browser's own fetch (its own Origin and
 * Sec-Fetch-Site headers; no cookies).
 *
 * @param page    A page.
 * @param baseURL The WordPress site.
 */
async function callRoutes( page: Page, baseURL: string ) {
	return page.evaluate( async ( site ) => {
		const call = async (
			route: string,
			init: RequestInit = {}
		): Promise< Answer > => {
			const response = await fetch(
				`${ site }/index.php?rest_route=/immo-wizards/v1/${ route }`,
				{ credentials: 'omit', ...init }
			);
			const body = await response.json().catch( () => ( {} ) );
			return { status: response.status, code: body.code };
		};
		return {
			formToken: await call( 'wizard/form-token&type=lead' ),
			geocoder: await call( 'geocoder&q=Prager%20Stra%C3%9Fe' ),
			// A newsletter subscription as a "simple" form POST (no preflight): the classic CSRF.
			newsletter: await call( 'wizard/contact', {
				method: 'POST',
				body: new URLSearchParams( {
					type: 'newsletter',
					requestId: crypto.randomUUID(),
					formToken: '1700000000.' + '0'.repeat( 64 ),
					'contact[firstname]': 'Vera',
					'contact[lastname]': 'Victim',
					'contact[email]': 'victim@example.de',
					'contact[customFields][dataPrivacy]': 'true',
					'contact[customFields][acceptContact]': 'true',
				} ),
			} ),
		};
	}, baseURL );
}

test( 'a page of another origin is turned away, the site itself is not', async ( {
	page,
	baseURL,
} ) => {
	const site = baseURL as string;
	await page.goto( otherOrigin() );
	const forbidden = { status: 403, code: 'immo_cross_site' };
	expect( await callRoutes( page, site ) ).toEqual( {
		formToken: forbidden,
		geocoder: forbidden,
		newsletter: forbidden,
	} );

	await page.goto( '/lead-wizard-block/' );
	const own = await callRoutes( page, site );
	expect( own.formToken.status ).toBe( 200 );
	expect( own.geocoder.status ).toBe( 200 );
	// Passes the origin check and fails on its forged content instead.
	expect( own.newsletter.status ).toBe( 400 );
	expect( own.newsletter.code ).not.toBe( 'immo_cross_site' );
} );
