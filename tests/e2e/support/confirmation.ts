/**
 * The double opt-in as a visitor goes through it: the key link in a mail, and the confirmation with
 * the agency's notification.
 */

/**
 * External dependencies
 */
import { expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import type { Mail } from './mail-parser';
import { ADMIN_EMAIL, CONFIRMED } from './screen';
import { findMail } from './smtp-sink';

/**
 * The first link with a key `k` in a mail (text part preferred, else HTML): in its fragment, or in
 * the query string of links sent before.
 *
 * @param mail      Decoded mail.
 * @param mail.text Text part.
 * @param mail.html HTML part.
 */
export function keyLink( mail: { text: string; html: string } ): string {
	for ( const body of [ mail.text, mail.html ] ) {
		const match = /https?:\/\/[^\s"'<>]+[?&#](?:amp;)?k=[^\s"'<>&]+/.exec(
			body
		);
		if ( match ) {
			return match[ 0 ].replace( /&amp;/g, '&' );
		}
	}
	throw new Error(
		`No link with #k= in the mail:\n${ mail.text || mail.html }`
	);
}

/**
 * The double opt-in after a submit: finds the confirmation mail to the visitor (received since
 * `since`), opens its link, expects the thank-you text, and returns both mails — the confirmation and
 * the agency notification sent on confirmation.
 *
 * @param page  Page.
 * @param email Visitor's address.
 * @param since When the request was sent (ms epoch).
 */
export async function confirmByMail(
	page: Page,
	email: string,
	since: number
): Promise< { confirmation: Mail; notification: Mail; body: string } > {
	const confirmation = await findMail( { to: email, since } );
	const link = keyLink( confirmation );
	// The key rides in the fragment: no server log or analytics sees it.
	expect( link ).toMatch( /#k=[^&]+$/ );

	const confirmedAt = Date.now();
	const key = link.slice( link.indexOf( '#k=' ) + 3 );
	const requested: string[] = [];
	const note = ( request: { url: () => string } ) =>
		requested.push( request.url() );
	page.on( 'request', note );
	await page.goto( link );
	await expect( page.getByText( CONFIRMED ) ).toBeVisible();
	page.off( 'request', note );
	// No request sent the key in its address (browsers never send the fragment: the server logs did
	// not see it), and it left the address bar.
	const sent = requested.map( ( url ) => url.split( '#' )[ 0 ] );
	expect( sent.filter( ( url ) => url.includes( key ) ) ).toEqual( [] );
	expect( page.url() ).not.toContain( key );

	const notification = await findMail( {
		to: ADMIN_EMAIL,
		since: confirmedAt,
		subject: /./,
		contains: email,
	} );
	return {
		confirmation,
		notification,
		body: notification.html || notification.text,
	};
}
