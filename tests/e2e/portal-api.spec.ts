/**
 * The portal's server over real HTTP: what PHPUnit can only mimic (auth cookies, core's cookie and
 * nonce check, admin-ajax's session nonce, response headers, the login mail sent after the response).
 * The portal's screens are covered by portal.spec.ts, portal-saved-searches.spec.ts,
 * portal-account.spec.ts and portal-inquiries.spec.ts.
 */

/**
 * External dependencies
 */
import {
	test,
	expect,
	request as requests,
	type APIRequestContext,
} from '@playwright/test';

/**
 * Internal dependencies
 */
import { sendSavedSearch } from './support/requests';
import { findMail } from './support/smtp-sink';
import { uniqueEmail } from './support/screen';

const REST = '/wp-json/immo-wizards';

/**
 * A browser of its own (cookie jar), like a second device.
 */
function browser(): Promise< APIRequestContext > {
	return requests.newContext( { baseURL: process.env.WP_BASE_URL } );
}

/**
 * The key of the portal link in a mail.
 *
 * @param text Mail text.
 */
function keyIn( text: string ): string {
	const match = /[?&#]k=([0-9a-f]{64})/.exec( text );
	expect( match, 'portal link with a key' ).not.toBeNull();
	return ( match as RegExpExecArray )[ 1 ];
}

/**
 * Sends a saved search for `email`, confirms it from the mail and returns the confirm answer.
 *
 * @param client A browser.
 * @param email  Address.
 */
async function confirmedContact(
	client: APIRequestContext,
	email: string
): Promise< { loginKey: string; confirmKey: string } > {
	await sendSavedSearch( client, email );
	const confirmKey = keyIn( ( await findMail( { to: email } ) ).text );
	const confirm = await client.post( `${ REST }/v1/wizard/confirm`, {
		data: { k: confirmKey },
	} );
	expect( confirm.status() ).toBe( 200 );
	const answer = await confirm.json();
	expect( answer.opcode ).toBe( 'Contact' );
	return { loginKey: answer.loginKey, confirmKey };
}

/**
 * /auth/login then /auth/login/nonce in one browser; returns the nonce.
 *
 * @param client A browser.
 * @param key    Login key.
 */
async function logIn(
	client: APIRequestContext,
	key: string
): Promise< string > {
	const login = await client.post( `${ REST }/auth/login`, {
		data: { k: key },
	} );
	expect( login.status() ).toBe( 200 );
	expect( ( await login.json() ).login ).toBe( true );
	const nonce = await client.post( `${ REST }/auth/login/nonce`, {
		data: { k: key },
	} );
	expect( nonce.status() ).toBe( 200 );
	return ( await nonce.json() ).nonce;
}

/**
 * GET /auth/me with a nonce; the status.
 *
 * @param client A browser.
 * @param nonce  Nonce (none: no header).
 */
async function me(
	client: APIRequestContext,
	nonce?: string
): Promise< number > {
	const response = await client.get( `${ REST }/auth/me`, {
		headers: nonce ? { 'X-WP-Nonce': nonce } : {},
	} );
	return response.status();
}

test.describe( 'portal server (HTTP)', () => {
	test( 'the portal page keeps keys and data out of referrers, indexes and caches', async () => {
		const client = await browser();
		const page = await client.get(
			`/kundenportal/?k=${ 'a'.repeat( 64 ) }`
		);
		expect( page.status() ).toBe( 200 );
		const headers = page.headers();
		expect( headers[ 'referrer-policy' ] ).toBe( 'no-referrer' );
		expect( headers[ 'x-robots-tag' ] ).toBe( 'noindex' );
		expect( headers[ 'cache-control' ] ).toContain( 'no-store' );
		const html = await page.text();
		expect( html ).toContain(
			'<meta name="referrer" content="no-referrer">'
		);
		expect( html ).toMatch( /<meta name='robots' content='[^']*noindex/ );
	} );

	test( 'a confirmation link logs in; the session and its nonce belong together', async () => {
		const first = await browser();
		const email = uniqueEmail( 'portal-api' );
		const { loginKey, confirmKey } = await confirmedContact( first, email );

		const again = await first.post( `${ REST }/v1/wizard/confirm`, {
			data: { k: confirmKey },
		} );
		expect( again.status() ).toBe( 409 );
		expect( ( await again.json() ).code ).toBe( 'immo_already_confirmed' );

		const nonce = await logIn( first, loginKey );
		expect( await me( first, nonce ) ).toBe( 200 );
		const contact = await first.get( `${ REST }/v1/contact`, {
			headers: { 'X-WP-Nonce': nonce },
		} );
		expect( ( await contact.json() ).email ).toBe( email );
		// The cookie alone is not enough; a wrong nonce neither.
		expect( ( await first.get( `${ REST }/v1/contact` ) ).status() ).toBe(
			401
		);
		expect( await me( first, 'garbage' ) ).toBe( 403 );
		// After a reload the page gets its session's nonce from core.
		const fresh = await first.get(
			'/wp-admin/admin-ajax.php?action=rest-nonce'
		);
		expect( await me( first, ( await fresh.text() ).trim() ) ).toBe( 200 );

		// The used link opens nothing in another browser.
		const second = await browser();
		const reuse = await second.post( `${ REST }/auth/login`, {
			data: { k: loginKey },
		} );
		expect( reuse.status() ).toBe( 403 );
		expect( ( await reuse.json() ).code ).toBe( 'immo_invalid_key' );
		// A nonce without its session counts as no nonce (as a cached page's stale one does, see
		// Rest\Stale_Nonce): the browser is simply not logged in.
		expect( await me( second, nonce ) ).toBe( 401 );

		// Logout ends exactly this session.
		const other = await browser();
		const otherNonce = await logIn(
			other,
			keyIn( ( await requestLink( other, email ) ).text )
		);
		const out = await first.delete( `${ REST }/v1/auth/me`, {
			headers: { 'X-WP-Nonce': nonce },
		} );
		expect( await out.json() ).toEqual( { loggedOut: true } );
		expect( await me( first, nonce ) ).toBe( 401 );
		expect( await me( first ) ).toBe( 401 );
		expect( await me( other, otherNonce ) ).toBe( 200 );

		// Deleting the account ends every session.
		const deleted = await other.delete( `${ REST }/v1/contact`, {
			headers: { 'X-WP-Nonce': otherNonce },
		} );
		expect( await deleted.json() ).toEqual( { deleted: true } );
		expect( await me( other, otherNonce ) ).toBe( 401 );
	} );

	test( 'a login link is mailed only to portal users, with the same answer for everyone', async () => {
		const client = await browser();
		const email = uniqueEmail( 'portal-link' );
		await confirmedContact( client, email );
		const answers = await Promise.all(
			[ email, uniqueEmail( 'nobody' ), 'admin@example.com' ].map(
				async ( address ) => {
					const response = await client.post(
						`${ REST }/auth/email`,
						{
							data: { email: address },
						}
					);
					return [ response.status(), await response.text() ];
				}
			)
		);
		expect( answers ).toEqual(
			Array( 3 ).fill( [ 200, JSON.stringify( { sent: true } ) ] )
		);
		const mail = await findMail( {
			to: email,
			subject: /Kundenportal/,
			timeoutMs: 10000,
		} );
		expect( mail.text ).toContain( '20 Minuten' );
		const nonce = await logIn( await browser(), keyIn( mail.text ) );
		expect( nonce ).toMatch( /^[0-9a-f]{10}$/ );
	} );
} );

/**
 * Asks for a login link for `email` and waits for it.
 *
 * @param client A browser.
 * @param email  Address.
 */
async function requestLink( client: APIRequestContext, email: string ) {
	const since = Date.now();
	const response = await client.post( `${ REST }/auth/email`, {
		data: { email },
	} );
	expect( await response.json() ).toEqual( { sent: true } );
	return findMail( { to: email, subject: /Kundenportal/, since } );
}
