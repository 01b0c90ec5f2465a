/**
 * Many requests at once (a newsletter, a TV spot): beyond the site's submit budget the browser solves
 * a proof-of-work challenge by itself and the request is stored; the solver is loaded only then.
 */

/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import { setTestState } from './support/environment';
import { confirmByMail } from './support/confirmation';
import { button, fillContact, openScreen, uniqueEmail } from './support/screen';

const state = ( submitBudget: number | null ) =>
	setTestState(
		process.env.WP_BASE_URL as string,
		process.env.IMMO_TEST_TOKEN as string,
		{ submitBudget }
	);

test.afterEach( () => state( null ) );

test( 'under pressure the browser proves work on submit and the request is stored', async ( {
	page,
} ) => {
	const solver: string[] = [];
	page.on( 'request', ( request ) => {
		if ( /work-proof/.test( request.url() ) ) {
			solver.push( request.url() );
		}
	} );
	const challenges: number[] = [];
	page.on( 'response', ( response ) => {
		if ( response.url().includes( '/wizard/contact' ) ) {
			challenges.push( response.status() );
		}
	} );
	await openScreen( page, '/contact-block/', 'contact-form', false );
	expect( solver ).toEqual( [] );

	await state( 0 );
	const email = uniqueEmail( 'burst' );
	const since = Date.now();
	await fillContact( page, { email, firstname: 'Berta', lastname: 'Burst' } );
	await button( page, 'Anfrage senden' ).click();
	await expect(
		page.getByText( 'Ihre Nachricht wurde erfolgreich verschickt.' )
	).toBeVisible();
	expect( challenges ).toEqual( [ 428, 201 ] );
	expect( solver.length ).toBeGreaterThan( 0 );
	await confirmByMail( page, email, since );
} );
