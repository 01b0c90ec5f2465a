/**
 * The customer portal embedded in another website: a mail link opens it in the frame on the host page
 * and logs in there; opened on its own standalone page it keeps ordinary first-party cookies.
 */

/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	allowedHost,
	embedUrls,
	saveEmbedSettings,
	widgetFrame,
} from './support/embed';
import { findMail } from './support/smtp-sink';
import { keyLink } from './support/confirmation';
import { CONFIRMED, button, fillContact, uniqueEmail } from './support/screen';
import { portalTab } from './support/portal';

test.beforeAll( async ( { browser } ) => {
	await saveEmbedSettings( browser, { origins: [ allowedHost() ] } );
} );

test( 'the portal logs in by the mail link inside the frame, and stays logged in', async ( {
	page,
	browser,
	baseURL,
} ) => {
	const { hostPage } = embedUrls( baseURL as string );
	const portalPage = hostPage( allowedHost(), 'login', {
		'consent-maps': 'true',
	} );
	await saveEmbedSettings( browser, { portalUrl: portalPage } );
	try {
		// A request sent in a frame on the host page; its confirmation mail links to the portal there.
		// The host's app config reaches the frame with the init message (spec: defaultMessage).
		await page.goto(
			hostPage( allowedHost(), 'contact-form-wizard', {
				'consent-maps': 'true',
				'default-message': 'Bitte rufen Sie mich an.',
			} )
		);
		const form = ( await widgetFrame( page ) ).locator( 'body' );
		await expect( form.getByLabel( /^Nachricht/ ) ).toHaveValue(
			'Bitte rufen Sie mich an.'
		);
		const email = uniqueEmail( 'embed-portal' );
		const since = Date.now();
		await fillContact( form, {
			email,
			firstname: 'Paula',
			lastname: 'Portal',
		} );
		await button( form, 'Anfrage senden' ).click();
		await expect(
			form.getByText( 'Ihre Nachricht wurde erfolgreich verschickt.' )
		).toBeVisible();
		const link = keyLink( await findMail( { to: email, since } ) );
		expect( link.startsWith( `${ allowedHost() }/host/page?` ) ).toBe(
			true
		);

		await page.goto( link );
		const portal = await widgetFrame( page );
		await expect( portal.getByText( CONFIRMED ) ).toBeVisible();
		await expect(
			portalTab( portal.locator( 'body' ), 'Mein Konto' )
		).toBeVisible();
		// The key left the host page's address; the frame's session outlives a reload.
		expect( page.url() ).not.toContain( 'k=' );
		await page.reload();
		const again = await widgetFrame( page );
		await expect(
			portalTab( again.locator( 'body' ), 'Anfragen' )
		).toBeVisible();
	} finally {
		await saveEmbedSettings( browser, { portalUrl: '' } );
	}
} );

test( 'the portal opened at top level on its standalone page keeps ordinary first-party cookies', async ( {
	page,
	browser,
	baseURL,
} ) => {
	const { standalone } = embedUrls( baseURL as string );
	await page.goto( standalone( 'contact-form-wizard' ) );
	await page.getByRole( 'button', { name: 'Ablehnen' } ).click();
	await page.getByLabel( /^Nachricht/ ).fill( 'Bitte rufen Sie mich an.' );
	const email = uniqueEmail( 'top-level-portal' );
	const since = Date.now();
	await fillContact( page, {
		email,
		firstname: 'Toni',
		lastname: 'Oben',
	} );
	await button( page, 'Anfrage senden' ).click();
	await expect(
		page.getByText( 'Ihre Nachricht wurde erfolgreich verschickt.' )
	).toBeVisible();
	const link = new URL( keyLink( await findMail( { to: email, since } ) ) );
	const key = new URLSearchParams( link.hash.slice( 1 ) ).get(
		'k'
	) as string;

	const context = await browser.newContext( { locale: 'de-DE' } );
	const portal = await context.newPage();
	await portal.goto( `${ standalone( 'login' ) }?k=${ key }` );
	await expect( portal.getByText( CONFIRMED ) ).toBeVisible();
	await expect( portalTab( portal, 'Mein Konto' ) ).toBeVisible();
	const session = ( await context.cookies() ).filter( ( cookie ) =>
		cookie.name.startsWith( 'wordpress_logged_in_' )
	);
	expect( session ).toHaveLength( 1 );
	expect( session[ 0 ].sameSite ).not.toBe( 'None' );
	await context.close();
} );
