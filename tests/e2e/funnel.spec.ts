/**
 * The funnel statistics end to end: one visitor goes halfway through the lead wizard and leaves,
 * another sends and confirms; Immo Wizards → Auswertung shows their steps, and the same wizard in a
 * frame on another website counts under that website's origin and the campaign of the link to its
 * page. A visitor of the route planner plans a route and opens it. The specs run one after another,
 * so the counts a test adds are the difference to what the screen showed before it.
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
import {
	openScreen,
	searchAddress,
	sendRequest,
	uniqueEmail,
} from './support/screen';

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
 * The route planner's counters of the Auswertung's range (`event` or `event:step` → count), as the
 * screen's own report request answered (the screen shows no `completed`).
 *
 * @param page The admin's page.
 */
async function routePlannerCounts(
	page: Page
): Promise< Record< string, number > > {
	const [ response ] = await Promise.all( [
		page.waitForResponse(
			( answer ) =>
				/funnel(\/|%2F)report/.test( answer.url() ) && answer.ok()
		),
		page.goto( ANALYTICS ),
	] );
	const report = ( await response.json() ) as {
		screens: { screen: string; current: Record< string, number > }[];
	};
	return (
		report.screens.find( ( screen ) => screen.screen === 'route-planner' )
			?.current ?? {}
	);
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

/**
 * What each expected counter gained between two readings.
 *
 * @param before   The counters before.
 * @param after    The counters after.
 * @param expected The expected gains (their keys are read).
 */
function increase(
	before: Record< string, number >,
	after: Record< string, number >,
	expected: Record< string, number >
): Record< string, number > {
	return Object.fromEntries(
		Object.keys( expected ).map( ( key ) => [
			key,
			( after[ key ] ?? 0 ) - ( before[ key ] ?? 0 ),
		] )
	);
}

/**
 * How many pixels of a chart's canvas are painted (not transparent).
 *
 * @param page  The Auswertung.
 * @param title The chart's title.
 */
function paintedPixels( page: Page, title: string ): Promise< number > {
	return page
		.getByRole( 'img', {
			name: `${ title } (Diagramm; die Zahlen folgen als Tabelle)`,
		} )
		.evaluate( ( canvas: HTMLCanvasElement ) => {
			const { data } = canvas
				.getContext( '2d' )!
				.getImageData( 0, 0, canvas.width, canvas.height );
			let painted = 0;
			for ( let alpha = 3; alpha < data.length; alpha += 4 ) {
				painted += data[ alpha ] ? 1 : 0;
			}
			return painted;
		} );
}

test( 'the Auswertung shows the funnel of two visitors and an embedded frame', async ( {
	page,
	browser,
	baseURL,
}, info ) => {
	const campaign = `herbst-${ Date.now() }`;
	const frameCampaign = `rahmen-${ Date.now() }`;
	const url = `/lead-wizard-block/?utm_source=newsletter&utm_campaign=${ campaign }`;
	await logIn( page, 'admin', 'password' );
	await page.goto( ANALYTICS );
	await expect(
		page.getByRole( 'heading', { name: 'Auswertung', level: 1 } )
	).toBeVisible();
	const before = await leadFunnel( page );

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
	// The wizard in a frame on another website, from a campaign's link to the host page.
	await asVisitor( browser, async ( visitor ) => {
		await visitor.goto(
			embedUrls( baseURL as string ).hostPage(
				allowedHost(),
				'lead-wizard',
				{},
				{ utm_source: 'partner', utm_campaign: frameCampaign }
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
			return increase( before, await leadFunnel( page ), expected );
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
	// The frame under the website that embeds it and the host page's campaign: 1 view.
	expect( ( await sourceRow( page, frameCampaign ) ).slice( 1, 4 ) ).toEqual(
		[ allowedHost(), `partner / ${ frameCampaign }`, '1' ]
	);

	await expectNoViolations( page, 'Auswertung' );
	for ( const width of [ 390, 1280 ] ) {
		await screenshot( page, info, width );
		// Chart.js drew the lead wizard's funnel and the days at this width.
		for ( const chart of [
			'Eigentümer-Wizard',
			'Gesendete und bestätigte Anfragen pro Tag',
		] ) {
			expect( await paintedPixels( page, chart ), chart ).toBeGreaterThan(
				500
			);
		}
		// Nothing of the screen (the hidden tables neither) makes the page scroll sideways.
		expect(
			await page.evaluate(
				() => document.documentElement.scrollWidth - window.innerWidth
			)
		).toBeLessThanOrEqual( 0 );
	}
} );

test( 'the Auswertung counts the route planner’s steps: start, route, and the route opened', async ( {
	page,
	browser,
} ) => {
	await logIn( page, 'admin', 'password' );
	const before = await routePlannerCounts( page );

	await asVisitor( browser, async ( visitor ) => {
		// OpenStreetMap stays outside the test: its tab gets an empty page.
		await visitor
			.context()
			.route( 'https://www.openstreetmap.org/**', ( request ) =>
				request.fulfill( { body: '' } )
			);
		await openScreen( visitor, '/route-planner-block/', 'route-planner' );
		await searchAddress(
			visitor,
			'Königsbrücker Straße 58',
			/Königsbrücker Straße 58/,
			/^Ihre Startadresse/
		);
		const [ tab ] = await Promise.all( [
			visitor.context().waitForEvent( 'page' ),
			visitor
				.getByRole( 'link', { name: /Route in OpenStreetMap öffnen/ } )
				.click(),
		] );
		await tab.close();
	} );

	const expected = {
		view: 1,
		'reached:start': 1,
		'completed:start': 1,
		'reached:route': 1,
		'completed:route': 1,
	};
	// Beacons arrive after the page is gone: read the report again until they are counted.
	await expect
		.poll( async () => {
			return increase(
				before,
				await routePlannerCounts( page ),
				expected
			);
		} )
		.toEqual( expected );
} );
