/**
 * Immo Wizards → Webhooks: the administrator points an endpoint at a local receiver for
 * "request.created"; a visitor sends a contact message; the receiver fails the first delivery (HTTP 500)
 * and accepts the retry, and the delivery log shows it sent after two attempts. The receiver checks the
 * X-Immo-Signature (HMAC-SHA256 over "<t>.<body>") with the secret the screen showed once.
 */
/**
 * External dependencies
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expectNoViolations } from './support/axe';
import { logIn } from './support/admin';
import { setTestState } from './support/environment';
import { runCron } from './support/openimmo';
import { button, fillContact, openScreen, uniqueEmail } from './support/screen';

type Delivery = { headers: http.IncomingHttpHeaders; body: string };

/**
 * A receiver on 127.0.0.1 that answers 500 to the first POST and 200 to every later one.
 */
async function startReceiver(): Promise< {
	url: string;
	host: string;
	received: Delivery[];
	close: () => Promise< void >;
} > {
	const received: Delivery[] = [];
	const server = http.createServer( ( request, response ) => {
		let body = '';
		request.setEncoding( 'utf8' );
		request.on( 'data', ( chunk ) => ( body += chunk ) );
		request.on( 'end', () => {
			received.push( { headers: request.headers, body } );
			response.writeHead( received.length === 1 ? 500 : 200, {
				'Content-Type': 'text/plain',
			} );
			response.end( received.length === 1 ? 'not yet' : 'ok' );
		} );
	} );
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', resolve )
	);
	const host = `127.0.0.1:${ ( server.address() as AddressInfo ).port }`;
	return {
		url: `http://${ host }/immo-hook`,
		host,
		received,
		close: () =>
			new Promise( ( resolve ) => {
				server.closeAllConnections();
				server.close( () => resolve() );
			} ),
	};
}

/**
 * Whether a delivery carries a valid signature of its body with the secret.
 *
 * @param delivery Received delivery.
 * @param secret   Endpoint secret.
 */
function signedWith( delivery: Delivery, secret: string ): boolean {
	const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(
		String( delivery.headers[ 'x-immo-signature' ] )
	);
	if ( ! match ) {
		return false;
	}
	const expected = crypto
		.createHmac( 'sha256', secret )
		.update( `${ match[ 1 ] }.${ delivery.body }` )
		.digest( 'hex' );
	return crypto.timingSafeEqual(
		Buffer.from( expected ),
		Buffer.from( match[ 2 ] )
	);
}

/**
 * The delivery log's row of the receiver, after reading the screen again.
 *
 * @param page Page of the administrator on the webhooks screen.
 * @param url  Receiver URL.
 */
async function logRow( page: Page, url: string ) {
	await page.reload();
	return page.getByRole( 'row' ).filter( { hasText: url } );
}

/**
 * How long to drive cron: a cron run a page load spawned and the server dropped holds core's cron lock
 * for up to a minute (WP_CRON_LOCK_TIMEOUT), and wp-cron.php does nothing until it expires.
 */
const CRON_WAIT = { timeout: 90_000, intervals: [ 2_000 ] };

const receivers: Awaited< ReturnType< typeof startReceiver > >[] = [];

test.afterEach( async () => {
	await setTestState(
		process.env.WP_BASE_URL!,
		process.env.IMMO_TEST_TOKEN!,
		{
			webhookReceiver: '',
		}
	);
	await Promise.all( receivers.splice( 0 ).map( ( r ) => r.close() ) );
} );

test( 'a webhook to a local receiver fails once, is retried and logged as sent', async ( {
	page,
	browser,
} ) => {
	test.setTimeout( 240_000 );
	const receiver = await startReceiver();
	receivers.push( receiver );
	await setTestState(
		process.env.WP_BASE_URL!,
		process.env.IMMO_TEST_TOKEN!,
		{
			webhookReceiver: receiver.host,
		}
	);

	await logIn( page, 'admin', 'password' );
	const menu = page.locator( '#adminmenu' );
	await menu
		.getByRole( 'link', { name: /^Immo Wizards/ } )
		.first()
		.click();
	await menu.getByRole( 'link', { name: 'Webhooks', exact: true } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Webhooks', level: 1 } )
	).toBeVisible();
	await button( page, 'Endpunkt hinzufügen' ).click();
	const card = page.locator( '.immo-wizards-webhooks__endpoint' ).last();
	await card.getByLabel( /^URL von Endpunkt/ ).fill( receiver.url );
	for ( const other of [
		'Anfrage bestätigt',
		'Suchauftrag geändert',
		'Kontakt gelöscht',
	] ) {
		await card.getByRole( 'checkbox', { name: other } ).uncheck();
	}
	await expect(
		card.getByRole( 'checkbox', { name: 'Anfrage eingegangen' } )
	).toBeChecked();
	await button( page, 'Endpunkte speichern' ).click();
	await expect(
		page
			.locator( '#wpbody-content' )
			.getByText( 'Die Endpunkte wurden gespeichert.' )
	).toBeVisible();
	// Shown once, right after the save that made it.
	const secret = ( await card.locator( 'code' ).textContent() ) || '';
	expect( secret ).toMatch( /^[0-9a-f]{64}$/ );
	await expectNoViolations( page, 'webhooks, endpoint saved' );

	// A visitor (no login) sends a contact message: request.created is queued for the receiver.
	const visitor = await browser.newPage( {
		baseURL: process.env.WP_BASE_URL,
		locale: 'de-DE',
	} );
	const email = uniqueEmail( 'webhook' );
	await openScreen( visitor, '/contact-block/', 'contact-form' );
	await fillContact( visitor, {
		email,
		firstname: 'Wera',
		lastname: 'Webhook',
	} );
	await button( visitor, 'Anfrage senden' ).click();
	await expect(
		visitor.getByText( 'Ihre Nachricht wurde erfolgreich verschickt.' )
	).toBeVisible();
	await visitor.context().close();

	// The first attempt (the runner is woken after the submit; cron is its fallback) gets HTTP 500.
	await expect
		.poll( async () => {
			await runCron( page );
			return receiver.received.length;
		}, CRON_WAIT )
		.toBeGreaterThanOrEqual( 1 );
	let row = await logRow( page, receiver.url );
	await expect( row ).toContainText( 'Anfrage eingegangen' );
	await expect( row ).toContainText( 'HTTP 500' );
	await expect(
		row.getByRole( 'cell' ).filter( { hasText: /^1$/ } )
	).toHaveCount( 1 );

	// The backoff is over (the test does not wait out the minute); the background work retries.
	await setTestState(
		process.env.WP_BASE_URL!,
		process.env.IMMO_TEST_TOKEN!,
		{
			retriesDue: true,
		}
	);
	await expect
		.poll( async () => {
			await runCron( page );
			return receiver.received.length;
		}, CRON_WAIT )
		.toBe( 2 );
	row = await logRow( page, receiver.url );
	await expect( row ).toContainText( 'Gesendet' );
	await expect( row ).toContainText( 'HTTP 200' );
	await expectNoViolations( page, 'webhooks, delivery log' );
	await expect(
		row.getByRole( 'cell' ).filter( { hasText: /^2$/ } )
	).toHaveCount( 1 );

	// Both attempts: the same delivery, the event, the visitor's data, signed with the secret.
	const [ first, second ] = receiver.received;
	expect( second.headers[ 'x-immo-delivery' ] ).toBe(
		first.headers[ 'x-immo-delivery' ]
	);
	for ( const delivery of receiver.received ) {
		expect( delivery.headers[ 'x-immo-event' ] ).toBe( 'request.created' );
		expect( delivery.body ).toContain( email );
		expect( signedWith( delivery, secret ) ).toBe( true );
	}
	expect( signedWith( second, 'x'.repeat( 64 ) ) ).toBe( false );

	// Leave no endpoint behind for the specs that follow.
	await card.getByRole( 'button', { name: 'Entfernen' } ).click();
	await button( page, 'Endpunkte speichern' ).click();
	await expect(
		page
			.locator( '#wpbody-content' )
			.getByText( 'Die Endpunkte wurden gespeichert.' )
	).toBeVisible();
} );
