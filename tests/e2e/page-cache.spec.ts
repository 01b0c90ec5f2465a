/**
 * A wizard page served by a full-page cache: the anonymous HTML is saved, every nonce made until then
 * stops verifying (as a day later), and the browser gets the saved copy instead of a fresh page. The
 * wizard still submits, since it fetches its form token at run time and sends neither the stale REST
 * nonce core's api-fetch printed into the page nor cookies; the confirmation mail arrives in the SMTP
 * sink.
 */

/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import { keyLink } from './support/confirmation';
import { setTestState } from './support/environment';
import { fillUntilContact, openWizard } from './support/lead-wizard';
import { sendRequest, uniqueEmail } from './support/screen';
import { findMail } from './support/smtp-sink';

const SLUG = 'lead-wizard-block';

/**
 * Sets the nonce salt of the test site.
 *
 * @param nonceSalt Mixed into the salt ('' none).
 */
function rotateNonces( nonceSalt: string ): Promise< unknown > {
	return setTestState(
		process.env.WP_BASE_URL || '',
		process.env.IMMO_TEST_TOKEN || '',
		{ nonceSalt }
	);
}

test.afterEach( () => rotateNonces( '' ) );

test( 'a cached copy of a wizard page from before the nonces changed still submits', async ( {
	page,
	request,
	baseURL,
} ) => {
	// What a page cache stores: the HTML an anonymous visitor got.
	const cached = await request.get( `/${ SLUG }/` );
	expect( cached.ok() ).toBe( true );
	const html = await cached.text();
	expect( html ).toContain( 'wp-block-immo-wizards-lead-wizard' );

	await rotateNonces( `stale-${ Date.now() }` );
	const served: string[] = [];
	await page.route( `${ baseURL }/${ SLUG }/`, ( route ) => {
		served.push( route.request().url() );
		return route.fulfill( {
			status: 200,
			contentType: 'text/html; charset=UTF-8',
			body: html,
		} );
	} );

	const lead = {
		category: 'Wohnung',
		phrase: 'Ihrer Wohnung',
		email: uniqueEmail( 'cached' ),
		firstname: 'Carla',
		lastname: 'Cache',
		livingSpace: '80',
	};
	const submits: { nonce?: string; cookie?: string }[] = [];
	page.on( 'request', ( sent ) => {
		if (
			sent.method() === 'POST' &&
			sent.url().includes( 'wizard/lead' )
		) {
			const headers = sent.headers();
			submits.push( {
				nonce: headers[ 'x-wp-nonce' ],
				cookie: headers.cookie,
			} );
		}
	} );
	const since = Date.now();
	await openWizard( page, SLUG );
	await fillUntilContact( page, 'category-first', lead );
	await sendRequest( page, lead, 'Anfrage abschicken' );
	expect( served ).toHaveLength( 1 );
	// Neither the page's stale REST nonce nor cookies rode along (the form token was fetched now).
	expect( submits ).toEqual( [ { nonce: undefined, cookie: undefined } ] );

	// The confirmation mail with its link: the request was stored.
	const mail = await findMail( { to: lead.email, since } );
	expect( keyLink( mail ) ).toMatch( /#k=/ );
} );
