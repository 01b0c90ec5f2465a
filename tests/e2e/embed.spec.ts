/**
 * Another website embeds the plugin's screens with one script tag (`{base}embed.js`): the host page
 * lives on another site (`localhost` vs the WordPress site's `127.0.0.1`, other port), the admin
 * allows its origin in the settings, and a visitor uses the screens inside the frame.
 */

/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { screenshot } from './support/admin';
import {
	allowedHost,
	embedUrls,
	otherHost,
	saveEmbedSettings,
	widgetFrame,
} from './support/embed';
import { fillUntilContact } from './support/lead-wizard';
import { findMail } from './support/smtp-sink';
import { keyLink } from './support/confirmation';
import { CONFIRMED, SENT, sendRequest, uniqueEmail } from './support/screen';
import { LOGIN_FORM } from './support/portal';

test.beforeAll( async ( { browser } ) => {
	await saveEmbedSettings( browser, { origins: [ allowedHost() ] } );
} );

const iframeHeight = ( page: Page ) =>
	page.$eval(
		'#widget iframe',
		( frame ) => frame.getBoundingClientRect().height
	);

test( 'a visitor completes the lead wizard in a frame on another website', async ( {
	page,
	baseURL,
}, info ) => {
	const { hostPage } = embedUrls( baseURL as string );
	// The host then scrolls to the widget at once: a smooth scroll would move the frame under a click.
	await page.emulateMedia( { reducedMotion: 'reduce' } );
	await page.goto(
		hostPage( allowedHost(), 'lead-wizard', {
			'consent-maps': 'true',
			'consent-statistics': 'true',
		} )
	);
	const frame = await widgetFrame( page );
	const body = frame.locator( 'body' );
	await expect(
		body.getByRole( 'heading', { name: /Käufer oder Mieter/ } )
	).toBeVisible();
	// Consent came with the init message: the frame shows no banner of its own.
	await expect(
		body.getByRole( 'button', { name: 'Alle akzeptieren' } )
	).toHaveCount( 0 );

	// The frame is as tall as its content (no inner scrollbar) and follows it.
	const fits = async () => {
		const content = await frame.evaluate(
			() => document.documentElement.scrollHeight
		);
		return Math.abs( content - ( await iframeHeight( page ) ) ) <= 2;
	};
	await expect.poll( fits ).toBe( true );
	for ( const width of [ 390, 1280 ] ) {
		await screenshot( page, info, width );
		await expect.poll( fits ).toBe( true );
	}
	const firstHeight = await iframeHeight( page );

	// The host scrolls up to the widget's top on a step change.
	await page.evaluate( () =>
		window.scrollTo( 0, document.body.scrollHeight )
	);
	const email = uniqueEmail( 'embed' );
	const since = Date.now();
	await fillUntilContact( body, 'category-first', {
		category: 'Haus',
		phrase: 'Ihres Hauses',
		livingSpace: '120',
		email,
		firstname: 'Erika',
		lastname: 'Eingebettet',
	} );
	await expect
		.poll( () =>
			page.$eval( '#widget iframe', ( el ) =>
				Math.round( el.getBoundingClientRect().top )
			)
		)
		.toBeGreaterThanOrEqual( -2 );
	await expect.poll( fits ).toBe( true );
	expect( await iframeHeight( page ) ).not.toBe( firstHeight );

	await sendRequest(
		body,
		{ email, firstname: 'Erika', lastname: 'Eingebettet' },
		'Anfrage abschicken'
	);
	await expect( body.getByText( SENT ) ).toBeVisible();

	// The host page saw the tracking event in its dataLayer and as a DOM event with the route.
	await expect
		.poll( () => page.evaluate( () => window.dataLayer ) )
		.toContainEqual( expect.objectContaining( { event: 'LeadWizard' } ) );
	const seen = await page.evaluate(
		() => ( window as unknown as { seen: unknown[] } ).seen
	);
	expect( seen ).toContainEqual( {
		track: expect.objectContaining( {
			event: 'LeadWizard',
			route: 'lead-wizard',
		} ),
	} );

	// The double opt-in mail reaches the sink; its link confirms the request.
	const mail = await findMail( { to: email, since } );
	await page.goto( keyLink( mail ) );
	await expect( page.getByText( CONFIRMED ) ).toBeVisible();
} );

test( 'a host that is not on the list gets no working frame', async ( {
	page,
	baseURL,
} ) => {
	const { hostPage } = embedUrls( baseURL as string );
	const answer = page.waitForResponse( ( response ) =>
		response.url().includes( '/lead-wizard' )
	);
	await page.goto( hostPage( otherHost(), 'lead-wizard' ) );
	const headers = ( await answer ).headers();
	expect( headers[ 'content-security-policy' ] ).toContain(
		`frame-ancestors 'self' ${ allowedHost() }`
	);
	expect( headers[ 'x-frame-options' ] ).toBeUndefined();
	const element = await page.waitForSelector( '#widget iframe' );
	await expect
		.poll( async () => ( await element.contentFrame() )?.url() )
		.toMatch( /^chrome-error:/ );
} );

test( 'messages from a foreign origin are ignored both ways', async ( {
	page,
	baseURL,
} ) => {
	const { hostPage, plainPage, standalone } = embedUrls( baseURL as string );
	// Host side: a hostile frame on the host page forges height and tracking messages.
	await page.goto(
		hostPage( allowedHost(), 'contact-form-wizard', {
			'consent-statistics': 'true',
		} )
	);
	const frame = await widgetFrame( page );
	await expect(
		frame.getByRole( 'button', { name: 'Anfrage senden' } )
	).toBeVisible();
	const height = await iframeHeight( page );
	await addHostileFrame( page, allowedHost() );
	expect( await iframeHeight( page ) ).toBe( height );
	expect( await page.evaluate( () => window.dataLayer ) ).toEqual( [] );

	// Frame side: the portal waits for its parent's init; a sibling's forged init does not start it.
	await page.goto( plainPage( allowedHost(), standalone( 'login' ) ) );
	const portal = await widgetFrame( page );
	await addHostileFrame( page, new URL( baseURL as string ).origin );
	await expect( portal.getByRole( 'heading', LOGIN_FORM ) ).not.toBeVisible();
	await page.evaluate( () =>
		( window as unknown as { sendInit: ( m: unknown ) => void } ).sendInit(
			{ type: 'immo-wizards:init' }
		)
	);
	await expect( portal.getByRole( 'heading', LOGIN_FORM ) ).toBeVisible();
} );

/**
 * Adds a frame of another origin that posts forged messages to its parent and siblings, and waits
 * until it has sent them.
 *
 * @param page   Host page.
 * @param target Target origin the forged init is addressed to.
 */
async function addHostileFrame( page: Page, target: string ) {
	const src = `${ otherHost() }/host/hostile?target=${ encodeURIComponent(
		target
	) }`;
	await page.evaluate( ( url ) => {
		const frame = document.createElement( 'iframe' );
		frame.id = 'hostile';
		frame.src = url;
		document.body.append( frame );
	}, src );
	const hostile = await (
		await page.waitForSelector( '#hostile' )
	).contentFrame();
	await expect.poll( () => hostile?.title() ).toBe( 'sent' );
	// Messages are delivered asynchronously: give them a turn of the event loop.
	await page.evaluate(
		() => new Promise( ( resolve ) => setTimeout( resolve, 200 ) )
	);
}
