/**
 * The CSRF exploit of the security review, end to end: an Author publishes a contact form whose submit
 * URL is core's user route (and a forged container with the same config); a logged-in admin sends the
 * form. The submit must go to the plugin's route without cookies and nonce, and nobody gets promoted.
 */

/**
 * External dependencies
 */
import {
	test,
	expect,
	type APIRequestContext,
	type Page,
	type Request,
} from '@playwright/test';

/**
 * Internal dependencies
 */
import { logIn } from './support/admin';
import {
	button,
	field,
	fillContact,
	openScreen,
	uniqueEmail,
} from './support/screen';

/**
 * Calls core's REST API with the session of `page` (cookies + nonce).
 *
 * @param page   Logged-in page.
 * @param method HTTP method.
 * @param route  Route, e.g. `/wp/v2/users`.
 * @param data   JSON body.
 */
async function coreApi(
	page: Page,
	method: string,
	route: string,
	data?: object
) {
	const request: APIRequestContext = page.request;
	const nonce = (
		await (
			await request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
		).text()
	).trim();
	const response = await request.fetch( `/wp-json${ route }`, {
		method,
		headers: { 'X-WP-Nonce': nonce },
		data,
	} );
	expect( response.ok(), await response.text() ).toBe( true );
	return response.json();
}

/**
 * Creates a user; returns its id.
 *
 * @param page     Admin page.
 * @param role     Role.
 * @param password Password.
 */
async function createUser( page: Page, role: string, password: string ) {
	const name = `${ role }${ Date.now() }${ Math.floor( Math.random() * 1e6 ) }`;
	const user = await coreApi( page, 'POST', '/wp/v2/users', {
		username: name,
		email: `${ name }@example.com`,
		password,
		roles: [ role ],
	} );
	return { id: user.id as number, name };
}

test( "an author's contact form cannot promote a user when an admin sends it", async ( {
	page,
	browser,
} ) => {
	await logIn( page, 'admin', 'password' );
	const password = `Pw-${ Date.now() }-secret`;
	const victim = await createUser( page, 'subscriber', password );
	const control = await createUser( page, 'subscriber', password );
	const author = await createUser( page, 'author', password );
	const exploit = `/wp-json/wp/v2/users/${ victim.id }?roles=administrator`;

	// The exploit URL is real: the admin's session promotes with it.
	await coreApi( page, 'POST', `/wp/v2/users/${ control.id }?roles=editor` );
	expect(
		(
			await coreApi(
				page,
				'GET',
				`/wp/v2/users/${ control.id }?context=edit`
			)
		).roles
	).toEqual( [ 'editor' ] );

	// The author publishes the block and a forged container (data-* attributes survive kses).
	const authorContext = await browser.newContext();
	const authorPage = await authorContext.newPage();
	await logIn( authorPage, author.name, password );
	const forged = JSON.stringify( {
		submitUrl: exploit,
		privacyUrl: 'javascript:alert(document.cookie)',
	} ).replace( /"/g, '&quot;' );
	const post = await coreApi( authorPage, 'POST', '/wp/v2/posts', {
		title: 'Kontakt',
		status: 'publish',
		content:
			`<!-- wp:immo-wizards/contact-form ${ JSON.stringify( { submitUrl: exploit } ) } /-->\n` +
			`<!-- wp:html --><div class="wp-block-immo-wizards-contact-form" data-immo-wizards-config="${ forged }" data-immo-wizards-token="${ '0'.repeat( 32 ) }"><p>Gefälschter Container</p></div><!-- /wp:html -->`,
	} );
	await authorContext.close();

	// The admin opens the post and sends the form.
	const sent: Request[] = [];
	page.on( 'request', ( request ) => {
		if ( request.method() === 'POST' ) {
			sent.push( request );
		}
	} );
	await openScreen( page, post.link, 'contact-form' );
	const forgedBox = page.locator( '.wp-block-immo-wizards-contact-form', {
		hasText: 'Gefälschter Container',
	} );
	await expect( forgedBox ).toBeVisible();
	await expect( forgedBox.getByRole( 'textbox' ) ).toHaveCount( 0 );

	const form = page.locator(
		'.wp-block-immo-wizards-contact-form[data-immo-wizards-mounted]'
	);
	await expect( form ).toHaveCount( 1 );
	await field( form, /^Nachricht/ ).fill( 'Bitte rufen Sie mich an.' );
	await fillContact( form, {
		email: uniqueEmail( 'csrf' ),
		firstname: 'Ada',
		lastname: 'Admin',
	} );
	await button( form, 'Anfrage senden' ).click();
	await expect(
		page.getByText( 'Ihre Nachricht wurde erfolgreich verschickt.' )
	).toBeVisible();

	const submits = sent.filter( ( request ) =>
		/wizard\/contact|wp\/v2\/users/.test(
			decodeURIComponent( request.url() )
		)
	);
	expect( submits ).toHaveLength( 1 );
	expect( decodeURIComponent( submits[ 0 ].url() ) ).toMatch(
		/immo-wizards\/v1\/wizard\/contact$/
	);
	const headers = await submits[ 0 ].allHeaders();
	expect( headers ).not.toHaveProperty( 'x-wp-nonce' );
	expect( headers ).not.toHaveProperty( 'cookie' );

	const user = await coreApi(
		page,
		'GET',
		`/wp/v2/users/${ victim.id }?context=edit`
	);
	expect( user.roles ).toEqual( [ 'subscriber' ] );
} );
