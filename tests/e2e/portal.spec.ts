/**
 * The customer portal as visitors use it, with the real mails in the SMTP sink: a saved search sent
 * with the wizard and confirmed from its mail opens the portal logged in; a login link by e-mail
 * opens it in a fresh browser, once; saved searches are edited, created, activated and deleted in
 * the wizard dialogs; Mein Konto changes the phone number and (after its confirmation mail) the
 * e-mail address; logout; an exposé inquiry under Anfragen; two users in two browsers never see each
 * other's data; 'Konto löschen' removes everything.
 */

/**
 * External dependencies
 */
import {
	test,
	expect,
	type Browser,
	type BrowserContext,
	type Page,
} from '@playwright/test';

/**
 * Internal dependencies
 */
import { findMail } from './support/smtp-sink';
import {
	CONFIRMED,
	button,
	choice,
	fillContact,
	keyLink,
	openScreen,
	uniqueEmail,
	SENT,
} from './support/screen';
import {
	PORTAL,
	acceptCookiesIfAsked,
	askForLoginLink,
	callApi,
	card,
	openPortal,
	portalTab,
	requestLoginLink,
	sendSavedSearch,
} from './support/portal';

const FAILED = 'Es ist ein Fehler aufgetreten.';
const SIGNED_OUT = 'Sie wurden abgemeldet.';
const LOGIN_FORM = { name: 'Anmeldung' };

/**
 * A browser of its own (cookies, storage), like a second device.
 *
 * @param browser The browser.
 */
async function newBrowser(
	browser: Browser
): Promise< { context: BrowserContext; page: Page } > {
	const context = await browser.newContext( {
		baseURL: process.env.WP_BASE_URL,
		locale: 'de-DE',
	} );
	return { context, page: await context.newPage() };
}

/**
 * Opens the wizard dialog of a saved search and moves to its ranges.
 *
 * @param page     Page.
 * @param title    Card title.
 * @param category The category tile the saved search has.
 */
async function editRanges( page: Page, title: string, category: string ) {
	await card( page, title )
		.getByRole( 'button', { name: 'Suchprofil bearbeiten' } )
		.click();
	const dialog = page.getByRole( 'dialog', {
		name: 'Suchprofil bearbeiten',
	} );
	await button( dialog, 'Details eingeben' ).click();
	await choice( dialog, category ).click();
	await expect(
		dialog.getByRole( 'heading', { name: 'Eckdaten und Details' } )
	).toBeVisible();
	return dialog;
}

test.describe.serial( 'customer portal: one visitor', () => {
	let context: BrowserContext;
	let page: Page;
	let email = uniqueEmail( 'portal' );
	let confirmLink = '';

	test.beforeAll( async ( { browser } ) => {
		( { context, page } = await newBrowser( browser ) );
	} );

	test.afterAll( async () => {
		await context.close();
	} );

	test( 'a saved search confirmed from its mail opens the portal on Suchprofile with its card', async () => {
		confirmLink = await sendSavedSearch( page, email, {
			from: '200000',
			to: '450000',
		} );
		// A mail scanner fetching the link changes nothing: only the page's script posts the key.
		const scanned = await page.request.get( confirmLink, {
			headers: { Cookie: '' },
		} );
		expect( scanned.status() ).toBe( 200 );
		expect( scanned.headers()[ 'cache-control' ] ).toContain( 'no-store' );
		expect( scanned.headers()[ 'referrer-policy' ] ).toBe( 'no-referrer' );

		await page.goto( confirmLink );
		await expect( page.getByText( CONFIRMED ) ).toBeVisible();
		await expect( portalTab( page, 'Suchprofile' ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		const flat = card( page, 'Wohnung kaufen' );
		await expect( flat ).toContainText( 'Wohnen' );
		await expect( flat ).not.toContainText( 'inaktiv' );
		await expect( flat ).toContainText( '200.000 € – 450.000 €' );
		// The key left the address bar.
		expect( page.url() ).not.toContain( 'k=' );
		await expect(
			page.getByText( `Angemeldet als ${ email }` )
		).toBeVisible();

		// The session continues after a reload, without a link.
		await page.reload();
		await expect( card( page, 'Wohnung kaufen' ) ).toBeVisible();
	} );

	test( 'the confirmation link opened again in another browser shows the login form with a hint', async ( {
		browser,
	} ) => {
		const other = await newBrowser( browser );
		await other.page.goto( confirmLink );
		await expect(
			other.page.getByRole( 'heading', LOGIN_FORM )
		).toBeVisible();
		await expect(
			other.page.getByText(
				'Ihre Anfrage ist bereits bestätigt. Fordern Sie hier einen Link zur Anmeldung an.'
			)
		).toBeVisible();
		await other.context.close();
	} );

	test( 'a login link by e-mail opens the portal in a fresh browser, and only once', async ( {
		browser,
	} ) => {
		const second = await newBrowser( browser );
		const link = await requestLoginLink( second.page, email );
		await second.page.goto( link );
		await expect( card( second.page, 'Wohnung kaufen' ) ).toBeVisible();
		expect( second.page.url() ).not.toContain( 'k=' );

		const third = await newBrowser( browser );
		await third.page.goto( link );
		await expect( third.page.getByText( FAILED ) ).toBeVisible();
		await expect(
			third.page.getByRole( 'heading', LOGIN_FORM )
		).toBeVisible();
		await expect( third.page.getByRole( 'tab' ) ).toHaveCount( 0 );
		await second.context.close();
		await third.context.close();
	} );

	test( 'the price range of a saved search is edited in its dialog', async () => {
		await openPortal( page );
		const dialog = await editRanges( page, 'Wohnung kaufen', 'Wohnung' );
		const price = dialog.getByRole( 'group', { name: /Kaufpreis/ } );
		const to = price.getByLabel( 'bis' );
		await expect( to ).toHaveValue( '450.000' );
		// As a person edits it: into the field, select its text, type.
		await to.click();
		await to.press( 'ControlOrMeta+a' );
		await to.pressSequentially( '500000' );
		await button( dialog, 'Speichern' ).click();
		await expect(
			page.getByText( 'Ihr Suchprofil wurde gespeichert.' )
		).toBeVisible();
		await expect( dialog ).toHaveCount( 0 );
		await expect( card( page, 'Wohnung kaufen' ) ).toContainText(
			'200.000 € – 500.000 €'
		);
		await page.reload();
		await expect( card( page, 'Wohnung kaufen' ) ).toContainText(
			'200.000 € – 500.000 €'
		);
	} );

	test( 'saved searches are created, activated and deleted; two per row on desktop, one on phones', async ( {}, testInfo ) => {
		await openPortal( page );
		await button( page, 'Neues Suchprofil erstellen' ).click();
		const dialog = page.getByRole( 'dialog', {
			name: 'Neues Suchprofil erstellen',
		} );
		const save = button( dialog, 'Speichern' );
		await expect( save ).toBeDisabled();
		await button( dialog, 'Details eingeben' ).click();
		await choice( dialog, 'Haus' ).click();
		await expect( save ).toBeEnabled();
		await dialog
			.getByRole( 'group', { name: /Kaufpreis/ } )
			.getByLabel( 'bis' )
			.fill( '800000' );
		await save.click();
		const house = card( page, 'Haus kaufen' );
		await expect( house ).toContainText( 'max. 800.000 €' );
		await expect( house ).toContainText( 'Wohnen' );
		await expect( house ).not.toContainText( 'inaktiv' );

		// Layout: side by side at 1280 px, one below the other at 375 px.
		const flat = card( page, 'Wohnung kaufen' );
		await page.setViewportSize( { width: 1280, height: 900 } );
		let [ a, b ] = [ await house.boundingBox(), await flat.boundingBox() ];
		expect( Math.abs( a!.y - b!.y ) ).toBeLessThan( 2 );
		await testInfo.attach( 'portal-desktop', {
			body: await page.screenshot( { fullPage: true } ),
			contentType: 'image/png',
		} );
		await page.setViewportSize( { width: 375, height: 800 } );
		[ a, b ] = [ await house.boundingBox(), await flat.boundingBox() ];
		expect( Math.abs( a!.x - b!.x ) ).toBeLessThan( 2 );
		expect( b!.y ).toBeGreaterThan( a!.y + a!.height - 1 );
		await testInfo.attach( 'portal-phone', {
			body: await page.screenshot( { fullPage: true } ),
			contentType: 'image/png',
		} );
		await page.setViewportSize( { width: 1280, height: 900 } );

		// Paused (the alerts' link does that later; here through the API as this user).
		const list = ( await callApi( page, {
			path: 'immo-wizards/v1/saved-search',
		} ) ) as { uuid: string; categoryId: number }[];
		const item = list.find( ( entry ) => entry.categoryId === 22332 );
		const paused = ( await callApi( page, {
			path: `immo-wizards/v1/saved-search/${ item!.uuid }`,
			method: 'PUT',
			data: { ...item, active: false },
		} ) ) as { active?: boolean };
		expect( paused.active ).toBe( false );
		await page.reload();
		await expect( house ).toContainText( 'Wohnen, inaktiv' );

		const edit = await editRanges( page, 'Haus kaufen', 'Haus' );
		await button( edit, 'Suchprofil aktivieren' ).click();
		await expect(
			page.getByText( 'Ihr Suchprofil wurde aktiviert.' )
		).toBeVisible();
		await expect( house ).not.toContainText( 'inaktiv' );

		await house
			.getByRole( 'button', { name: 'Suchprofil löschen' } )
			.click();
		const confirm = page.getByRole( 'dialog', {
			name: 'Suchprofil löschen',
		} );
		await expect( confirm ).toContainText(
			'Möchten Sie Ihr Suchprofil wirklich löschen?'
		);
		await button( confirm, 'OK' ).click();
		await expect( house ).toHaveCount( 0 );
		await expect( flat ).toBeVisible();
		await page.reload();
		await expect( card( page, 'Wohnung kaufen' ) ).toBeVisible();
		await expect( card( page, 'Haus kaufen' ) ).toHaveCount( 0 );
	} );

	test( 'Mein Konto: the phone number changes; the tab survives a reload', async () => {
		await openPortal( page );
		await portalTab( page, 'Mein Konto' ).click();
		expect( page.url() ).toContain( '#account' );
		await expect(
			page.getByRole( 'heading', { name: 'Ihre Angaben' } )
		).toBeVisible();
		const phone = page.getByRole( 'textbox', { name: /^Telefon/ } );
		await expect( phone ).toHaveValue( '0351 111111' );
		await phone.fill( '0351 222333' );
		// The address is required here.
		const street = page.getByRole( 'textbox', { name: /^Straße/ } );
		await street.fill( '' );
		await button( page, 'Änderungen speichern' ).click();
		await expect(
			page.getByText( 'Bitte prüfen Sie Ihre Eingaben.' ).first()
		).toBeVisible();
		await street.fill( 'Prager Straße' );
		await page.getByRole( 'textbox', { name: /^Haus/ } ).fill( '2' );
		await page.getByRole( 'textbox', { name: /^PLZ/ } ).fill( '01069' );
		await page
			.getByRole( 'textbox', { name: /^Ort|^Stadt/ } )
			.fill( 'Dresden' );
		await button( page, 'Änderungen speichern' ).click();
		await expect(
			page.getByText( 'Ihre Angaben wurden gespeichert.' )
		).toBeVisible();

		await page.reload();
		await expect( portalTab( page, 'Mein Konto' ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		await expect(
			page.getByRole( 'textbox', { name: /^Telefon/ } )
		).toHaveValue( '0351 222333' );
		await expect(
			page.getByRole( 'textbox', { name: /^PLZ/ } )
		).toHaveValue( '01069' );
	} );

	test( 'a new e-mail address takes effect after the link mailed to it', async () => {
		await openPortal( page, `${ PORTAL }#account` );
		const newEmail = uniqueEmail( 'portal-new' );
		const since = Date.now();
		const field = page.getByRole( 'textbox', { name: /^E-Mail/ } );
		await field.fill( newEmail );
		await button( page, 'Änderungen speichern' ).click();
		await expect(
			page.getByText(
				`Wir haben einen Link an ${ newEmail } geschickt.`,
				{
					exact: false,
				}
			)
		).toBeVisible();
		await expect( field ).toHaveValue( email );

		await page.goto( keyLink( await findMail( { to: newEmail, since } ) ) );
		await expect(
			page.getByText( 'Ihre E-Mail-Adresse wurde geändert.' )
		).toBeVisible();
		await expect(
			page.getByText( `Angemeldet als ${ newEmail }` )
		).toBeVisible();
		await portalTab( page, 'Mein Konto' ).click();
		await expect(
			page.getByRole( 'textbox', { name: /^E-Mail/ } )
		).toHaveValue( newEmail );
		email = newEmail;
	} );

	test( 'logging out ends the session', async () => {
		await openPortal( page );
		await button( page, 'Abmelden' ).click();
		await expect( page.getByText( SIGNED_OUT ) ).toBeVisible();
		await expect( page.getByRole( 'heading', LOGIN_FORM ) ).toBeVisible();
		await button( page, 'Seite neu laden' ).click();
		await expect( page.getByRole( 'heading', LOGIN_FORM ) ).toBeVisible();
		await expect( page.getByRole( 'tab' ) ).toHaveCount( 0 );
		await expect( page.getByText( SIGNED_OUT ) ).toHaveCount( 0 );
	} );
} );

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
		await fillContact( page, {
			email: inquirer,
			firstname: 'Ingo',
			lastname: 'Interessent',
		} );
		await button( page, 'Anfrage senden' ).click();
		await expect( page.getByText( SENT ) ).toBeVisible();
		inquiryLink = keyLink( await findMail( { to: inquirer, since } ) );

		await page.goto( inquiryLink );
		await expect( page.getByText( CONFIRMED ) ).toBeVisible();
		await acceptCookiesIfAsked( page );
		// The inquirer has no saved search yet.
		await expect(
			page.getByText( 'Sie haben noch keine Suchprofile.' )
		).toBeVisible();
		await portalTab( page, 'Anfragen' ).click();
		const inquiry = card( page, 'Objekt ABC-12' );
		const expose = inquiry.getByRole( 'link', { name: 'Exposé' } );
		await expect( expose ).toHaveAttribute( 'target', '_blank' );
		await expect( expose ).toHaveAttribute(
			'href',
			/\/expose-inquiry-block\/\?objectId=4711/
		);
	} );

	test( 'two users in two browsers never see each other’s data', async ( {
		browser,
	} ) => {
		const one = await newBrowser( browser );
		await one.page.goto(
			await sendSavedSearch( one.page, searcher, {
				from: '100000',
				to: '300000',
			} )
		);
		await expect( card( one.page, 'Wohnung kaufen' ) ).toBeVisible();

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
