/**
 * The funnel statistics end to end: one visitor goes halfway through the lead wizard and leaves,
 * another sends and confirms; Immo Wizards → Auswertung shows their steps, and the same wizard in a
 * frame on another website counts under that website's origin. The specs run one after another, so
 * the counts this test adds are the difference to what the screen showed before it.
 */
/**
 * External dependencies
 */
import { test, expect, type Browser, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { logIn, screenshot } from './support/admin';
import { expectNoViolations } from './support/axe';
import { confirmByMail } from './support/confirmation';
import {
	allowedHost,
	embedUrls,
	saveEmbedSettings,
	widgetFrame,
} from './support/embed';
import {
	chooseCategory,
	fillUntilContact,
	houseSeller,
} from './support/lead-wizard';
import { openScreen, sendRequest, uniqueEmail } from './support/screen';

const ANALYTICS = '/wp-admin/admin.php?page=immo-wizards-analytics';

/**
 * The lead wizard's funnel as the screen's table says it: stage → count.
 * @param page
 */
async function leadFunnel( page: Page ): Promise< Record< string, number > > {
	const table = page.getByRole( 'table', { name: 'Eigentümer-Wizard' } );
	await expect( table ).toBeAttached();
	const rows = await table
		.locator( 'tbody tr' )
		.evaluateAll( ( trs ) =>
			trs.map( ( tr ) => [
				tr.querySelector( 'th' )?.textContent ?? '',
				Number( tr.querySelector( 'td' )?.textContent ),
			] )
		);
	return Object.fromEntries( rows );
}

/**
 * The sources table's row that contains a text, as its cells.
 * @param page
 * @param text
 */
async function sourceRow( page: Page, text: string ): Promise< string[] > {
	const row = page
		.getByRole( 'table', { name: 'Nach Quelle' } )
		.getByRole( 'row' )
		.filter( { hasText: text } );
	return ( await row.count() )
		? row.first().locator( 'th, td' ).allTextContents()
		: [];
}

/**
 * A visitor in a browser of their own (no cookie, nothing shared with the admin).
 *
 * @param browser Browser.
 * @param visit   What the visitor does.
 */
async function asVisitor(
	browser: Browser,
	visit: ( page: Page ) => Promise< void >
) {
	const context = await browser.newContext();
	const page = await context.newPage();
	await page.emulateMedia( { reducedMotion: 'reduce' } );
	await visit( page );
	// Leaving the page sends what waits (pagehide).
	await page.goto( 'about:blank' );
	await context.close();
}

test.beforeAll( async ( { browser } ) => {
	await saveEmbedSettings( browser, { origins: [ allowedHost() ] } );
} );

test( 'the Auswertung shows the funnel of two visitors and an embedded frame', async ( {
	page,
	browser,
	baseURL,
}, info ) => {
	const campaign = `herbst-${ Date.now() }`;
	const url = `/lead-wizard-block/?utm_source=newsletter&utm_campaign=${ campaign }`;
	await logIn( page, 'admin', 'password' );
	await page.goto( ANALYTICS );
	await expect(
		page.getByRole( 'heading', { name: 'Auswertung', level: 1 } )
	).toBeVisible();
	const before = await leadFunnel( page );
	const embedBefore = Number(
		( await sourceRow( page, allowedHost() ) )[ 3 ] ?? 0
	);

	// Halfway: the category chosen, the address step shown, then the visitor leaves.
	await asVisitor( browser, async ( visitor ) => {
		await openScreen( visitor, url, 'lead-wizard' );
		await chooseCategory( visitor, 'Haus' );
		await expect(
			visitor.getByRole( 'heading', {
				name: 'Wie lautet die Adresse Ihres Hauses?',
			} )
		).toBeVisible();
	} );
	// All the way: sent and confirmed by the link in the mail.
	const email = uniqueEmail( 'funnel' );
	await asVisitor( browser, async ( visitor ) => {
		const lead = houseSeller( email, true );
		await openScreen( visitor, url, 'lead-wizard' );
		await fillUntilContact( visitor, 'category-first', lead );
		const since = Date.now();
		await sendRequest( visitor, lead, 'Anfrage abschicken' );
		await confirmByMail( visitor, email, since );
	} );
	// The wizard in a frame on another website.
	await asVisitor( browser, async ( visitor ) => {
		await visitor.goto(
			embedUrls( baseURL as string ).hostPage(
				allowedHost(),
				'lead-wizard'
			)
		);
		const frame = await widgetFrame( visitor );
		await expect(
			frame
				.locator( 'body' )
				.getByRole( 'heading', { name: /Käufer oder Mieter/ } )
		).toBeVisible();
	} );

	const expected = {
		Angesehen: 3,
		'Schritt erreicht: Kategorie': 3,
		'Schritt erreicht: Adresse': 2,
		'Schritt erreicht: Details': 1,
		'Schritt erreicht: Kontaktdaten': 1,
		'Absenden versucht': 1,
		Gesendet: 1,
		Bestätigt: 1,
	};
	// Beacons arrive after the pages are gone: read the screen again until they are counted.
	await expect
		.poll( async () => {
			await page.reload();
			const after = await leadFunnel( page );
			return Object.fromEntries(
				Object.keys( expected ).map( ( stage ) => [
					stage,
					( after[ stage ] ?? 0 ) - ( before[ stage ] ?? 0 ),
				] )
			);
		} )
		.toEqual( expected );

	// Both visitors under the page and the campaign: 2 views, 1 sent, 1 confirmed.
	const row = await sourceRow( page, campaign );
	expect( row.slice( 1 ) ).toEqual( [
		'–',
		`newsletter / ${ campaign }`,
		'2',
		'1',
		'1',
		'100 %',
	] );
	// The frame under the website that embeds it.
	expect( Number( ( await sourceRow( page, allowedHost() ) )[ 3 ] ) ).toBe(
		embedBefore + 1
	);

	await expectNoViolations( page, 'Auswertung' );
	for ( const width of [ 390, 1280 ] ) {
		await screenshot( page, info, width );
		// Nothing of the screen (the hidden tables neither) makes the page scroll sideways.
		expect(
			await page.evaluate(
				() => document.documentElement.scrollWidth - window.innerWidth
			)
		).toBeLessThanOrEqual( 0 );
	}
} );
