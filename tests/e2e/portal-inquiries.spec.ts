/**
 * The customer portal with more than one person: an exposé inquiry shows up under Anfragen; two users
 * in two browsers never see each other's data; 'Konto löschen' removes everything.
 */

/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expectNoViolations } from './support/axe';
import { keyLink } from './support/confirmation';
import { findMail } from './support/smtp-sink';
import {
	CONFIRMED,
	button,
	openScreen,
	sendRequest,
	uniqueEmail,
} from './support/screen';
import {
	LOGIN_FORM,
	acceptCookiesIfAsked,
	askForLoginLink,
	callApi,
	card,
	newBrowser,
	portalTab,
	requestLoginLink,
	signedInBrowser,
} from './support/portal';

test.describe
	.serial( 'customer portal: inquiries, two users, account deletion', () => {
	const inquirer = uniqueEmail( 'portal-inquiry' );
	const searcher = uniqueEmail( 'portal-search' );
	let inquiryLink = '';

	test( 'an exposé inquiry shows up under Anfragen', async ( { page } ) => {
		const since = Date.now();
		await openScreen(
			page,
			'/expose-inquiry-block/?objectId=4711&customObjectId=ABC-12',
			'expose-inquiry'
		);
		await sendRequest(
			page,
			{
				email: inquirer,
				firstname: 'Ingo',
				lastname: 'Interessent',
			},
			'Anfrage senden'
		);
		inquiryLink = keyLink( await findMail( { to: inquirer, since } ) );

		await page.goto( inquiryLink );
		await expect( page.getByText( CONFIRMED ) ).toBeVisible();
		await acceptCookiesIfAsked( page );
		// The portal opens on the tab that holds what was just confirmed.
		await expect( portalTab( page, 'Anfragen' ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		const inquiry = card( page, 'Objekt ABC-12' );
		const expose = inquiry.getByRole( 'link', { name: 'Exposé' } );
		await expect( expose ).toHaveAttribute( 'target', '_blank' );
		await expectNoViolations( page, 'portal, Anfragen' );
		await expect( expose ).toHaveAttribute(
			'href',
			/\/expose-inquiry-block\/\?objectId=4711/
		);
	} );

	test( 'two users in two browsers never see each other’s data', async ( {
		browser,
	} ) => {
		const one = await signedInBrowser( browser, searcher, {
			from: '100000',
			to: '300000',
		} );

		const two = await newBrowser( browser );
		await two.page.goto( await requestLoginLink( two.page, inquirer ) );
		await expect(
			two.page.getByText( `Angemeldet als ${ inquirer }` )
		).toBeVisible();
		await expect(
			two.page.getByText( 'Sie haben noch keine Suchprofile.' )
		).toBeVisible();

		await one.page.reload();
		await portalTab( one.page, 'Anfragen' ).click();
		await expect(
			one.page.getByText( 'Sie haben noch keine Anfragen gesendet.' )
		).toBeVisible();
		await portalTab( one.page, 'Mein Konto' ).click();
		await expect(
			one.page.getByRole( 'textbox', { name: /^E-Mail/ } )
		).toHaveValue( searcher );

		// Another user's saved search is as unknown as one that does not exist.
		const [ theirs ] = ( await callApi( one.page, {
			path: 'immo-wizards/v1/saved-search',
		} ) ) as { uuid: string }[];
		for ( const method of [ 'PUT', 'DELETE' ] ) {
			const answer = ( await callApi( two.page, {
				path: `immo-wizards/v1/saved-search/${ theirs.uuid }`,
				method,
				data:
					method === 'PUT'
						? {
								objectType: 'LIVING',
								categoryId: 30225,
								marketingType: 'buy',
								locations: [ { locationId: 11 } ],
								fields: [],
							}
						: undefined,
			} ) ) as { code?: string };
			expect( answer.code ).toBe( 'immo_not_found' );
		}
		await one.page.reload();
		await portalTab( one.page, 'Suchprofile' ).click();
		await expect( card( one.page, 'Wohnung kaufen' ) ).toBeVisible();
		await one.context.close();
		await two.context.close();
	} );

	test( 'Konto löschen removes the account and everything in it', async ( {
		page,
	} ) => {
		await page.goto( await requestLoginLink( page, inquirer ) );
		await portalTab( page, 'Mein Konto' ).click();
		await button( page, 'Konto löschen' ).click();
		const dialog = page.getByRole( 'dialog', { name: 'Konto löschen' } );
		await expect( dialog ).toContainText(
			'Möchten Sie Ihr Konto mit allen Daten wirklich löschen?'
		);
		await expectNoViolations( page, 'portal, Konto löschen dialog' );
		await button( dialog, 'OK' ).click();
		await expect(
			page.getByText( 'Ihr Konto wurde gelöscht.' )
		).toBeVisible();
		await expect( page.getByRole( 'heading', LOGIN_FORM ) ).toBeVisible();
		await page.reload();
		await expect( page.getByRole( 'heading', LOGIN_FORM ) ).toBeVisible();

		// No account: the same answer as for anyone, but no mail.
		const since = Date.now();
		await askForLoginLink( page, inquirer );
		await expect(
			findMail( { to: inquirer, since, timeoutMs: 4000 } )
		).rejects.toThrow( /No mail/ );

		// The old confirmation link leads nowhere.
		await page.goto( inquiryLink );
		await expect(
			page.getByText( 'Es ist ein Fehler aufgetreten.' )
		).toBeVisible();
		await expect( page.getByRole( 'tab' ) ).toHaveCount( 0 );
	} );
} );
