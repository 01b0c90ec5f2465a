/**
 * Issue 22, buyers waiting for this home: an owner who lets her house in Dresden-Seevorstadt sees
 * nothing while two confirmed search profiles match it, and the count once a third does — before
 * her contact details and on the success screen. After she confirms, the agency's mail carries the
 * count and the inbox detail lists the three people behind it. Screenshots of the contact step with
 * the count (390 px, 1280 px) and of the inbox detail are attached.
 */
/**
 * External dependencies
 */
import { test, expect, type Browser, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expectNoViolations } from './support/axe';
import { logIn, screenshot } from './support/admin';
import { confirmByMail } from './support/confirmation';
import {
	fillUntilContact,
	houseSeller,
	openWizard,
} from './support/lead-wizard';
import { sendSavedSearch } from './support/requests';
import { sendRequest, uniqueEmail } from './support/screen';

/** Houses to rent in Seevorstadt (region 13, where Prager Straße 10 lies): only this spec searches for them. */
const HOUSE_TO_RENT = {
	categoryId: 22332,
	marketingType: 'rent',
	locations: [ { locationId: 13 } ],
};

const SENTENCE =
	'Für Immobilien wie Ihre haben bereits 3 vorgemerkte Interessenten ein Suchprofil bei uns.';

test.setTimeout( 180_000 );

/**
 * A new owner (a browser of her own) opens the letting page's wizard and walks to the contact step.
 *
 * @param browser Browser.
 * @param email   The owner's address.
 * @return Her page and the count route's answer.
 */
async function ownerAtContactStep(
	browser: Browser,
	email: string
): Promise< { owner: Page; answer: { count: number | null } } > {
	const owner = await ( await browser.newContext() ).newPage();
	const answer = owner.waitForResponse( ( response ) =>
		response.url().includes( 'market/buyers' )
	);
	await openWizard( owner, 'lead-wizard-rent' );
	await fillUntilContact( owner, 'category-first', houseSeller( email ) );
	return { owner, answer: await ( await answer ).json() };
}

test( 'an owner sees the buyers waiting from three on; the agency sees who they are', async ( {
	page,
	browser,
	request,
}, info ) => {
	const buyers = [ 1, 2, 3 ].map( () => uniqueEmail( 'buyer' ) );
	for ( const email of buyers.slice( 0, 2 ) ) {
		const since = Date.now();
		await sendSavedSearch( request, email, HOUSE_TO_RENT );
		await confirmByMail( page, email, since );
	}

	// Two: no count at all, not even from the route.
	const first = await ownerAtContactStep( browser, uniqueEmail( 'owner' ) );
	expect( first.answer ).toEqual( { count: null, text: null } );
	await expect(
		first.owner.getByText( /vorgemerkte Interessenten/ )
	).toHaveCount( 0 );

	const since = Date.now();
	await sendSavedSearch( request, buyers[ 2 ], HOUSE_TO_RENT );
	await confirmByMail( page, buyers[ 2 ], since );

	const owner = houseSeller( uniqueEmail( 'owner' ) );
	const third = await ownerAtContactStep( browser, owner.email );
	expect( third.answer.count ).toBe( 3 );
	await expect( third.owner.getByText( SENTENCE ) ).toBeVisible();
	await expectNoViolations(
		third.owner,
		'lead wizard, contact step with the count'
	);
	for ( const width of [ 390, 1280 ] ) {
		await screenshot( third.owner, info, width );
	}
	const sent = Date.now();
	await sendRequest( third.owner, owner, 'Anfrage abschicken' );
	await expect( third.owner.getByText( SENTENCE ) ).toBeVisible();

	const { notification } = await confirmByMail(
		third.owner,
		owner.email,
		sent
	);
	expect( notification.text ).toContain( 'Passende Suchprofile: 3' );

	await page.context().clearCookies();
	await logIn( page, 'admin', 'password' );
	await page
		.locator( '#adminmenu' )
		.getByRole( 'link', { name: /^Immo Wizards/ } )
		.first()
		.click();
	await page
		.getByRole( 'searchbox', { name: 'Name oder E-Mail suchen' } )
		.fill( owner.email );
	const name = `${ owner.firstname } ${ owner.lastname }`;
	await page
		.getByRole( 'row' )
		.filter( { hasText: owner.email } )
		.getByText( name )
		.click();
	const waiting = page.locator( 'section' ).filter( {
		has: page.getByRole( 'heading', {
			name: 'Vorgemerkte Interessenten für diese Immobilie: 3 Suchprofile',
		} ),
	} );
	for ( const email of buyers ) {
		await expect(
			waiting.getByRole( 'link', { name: email } )
		).toBeVisible();
	}
	await expectNoViolations( page, 'inbox, request detail with buyers' );
	for ( const width of [ 1280, 390 ] ) {
		await screenshot( page, info, width );
	}
} );
