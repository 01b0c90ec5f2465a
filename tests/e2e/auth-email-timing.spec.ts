/**
 * Who has a portal account must not be measurable: with a mail server that takes a second for every
 * mail, `/auth/email` answers a portal user's address as fast as an unknown one (the login mail is
 * sent after the response, by the outbox's runner), whichever case the route is spelt in (WordPress
 * matches routes case-insensitively). PHP's built-in server cannot end a response early, which is
 * where a mail sent inside the request showed.
 */

/**
 * External dependencies
 */
import { test, expect, type APIRequestContext } from '@playwright/test';

/**
 * Internal dependencies
 */
import { keyLink } from './support/confirmation';
import { setTestState } from './support/environment';
import { sendSavedSearch } from './support/requests';
import { CONFIRMED, uniqueEmail } from './support/screen';
import { startSlowSmtp, type SlowSmtp } from './support/slow-smtp';
import { findMail } from './support/smtp-sink';

const state = ( smtpPort: number ) =>
	setTestState(
		process.env.WP_BASE_URL as string,
		process.env.IMMO_TEST_TOKEN as string,
		{ smtpPort }
	);

/**
 * Milliseconds `/auth/email` takes for an address.
 *
 * @param client  HTTP client.
 * @param route   The route as spelt.
 * @param address The address.
 */
async function timed(
	client: APIRequestContext,
	route: string,
	address: string
): Promise< number > {
	const started = performance.now();
	const answer = await client.post( `/wp-json${ route }`, {
		data: { email: address },
	} );
	const took = performance.now() - started;
	expect( await answer.json() ).toEqual( { sent: true } );
	return took;
}

// The fastest of several answers: a busy machine only ever adds time, so the minimum is what the
// request itself costs.
const fastest = ( values: number[] ) => Math.min( ...values );

test.describe.configure( { timeout: 180_000 } );

let slow: SlowSmtp | undefined;
test.afterAll( async () => {
	await state( 0 );
	await slow?.close();
} );

test( 'a portal user and an unknown address take the same time, however the route is spelt', async ( {
	browser,
	request,
} ) => {
	// Six portal users (a confirmed saved search each, in a browser of its own): one login mail each
	// may be measured.
	const users: string[] = [];
	for ( let i = 0; i < 6; i++ ) {
		const email = uniqueEmail( `timing-${ i }` );
		const since = Date.now();
		await sendSavedSearch( request, email );
		const context = await browser.newContext();
		const page = await context.newPage();
		await page.goto( keyLink( await findMail( { to: email, since } ) ) );
		await expect( page.getByText( CONFIRMED ) ).toBeVisible();
		await context.close();
		users.push( email );
	}

	slow = await startSlowSmtp( 1000 );
	await state( slow.port );
	const sinkServer = slow;
	for ( const route of [
		'/immo-wizards/Auth/email',
		'/immo-wizards/auth/email',
	] ) {
		const known: number[] = [];
		const unknown: number[] = [];
		for ( const email of users.splice( 0, 3 ) ) {
			known.push( await timed( request, route, email ) );
			// The runner sent it after the response (a second later); nothing else waits for a worker.
			await expect
				.poll( () => sinkServer.received.includes( email ), {
					timeout: 30_000,
				} )
				.toBe( true );
			unknown.push(
				await timed( request, route, uniqueEmail( 'nobody' ) )
			);
		}
		expect(
			Math.abs( fastest( known ) - fastest( unknown ) ),
			`${ route }: known ${ known.map( Math.round ) } ms, unknown ${ unknown.map(
				Math.round
			) } ms`
		).toBeLessThan( 100 );
	}
} );
