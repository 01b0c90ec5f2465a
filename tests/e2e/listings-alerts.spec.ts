/**
 * Issue 9 end to end: a visitor's confirmed Suchprofil (Striesen, Wohnung, max. 300.000 €); an
 * administrator imports an OpenImmo ZIP with a flat that matches and one that is too expensive; the
 * matching flat's exposé page shows its facts and sends an inquiry bound to it; the background run
 * mails the seeker once, about that flat only, with List-Unsubscribe headers; the mail's
 * "Suchprofil deaktivieren" page deactivates the search, and a further matching flat mails nothing.
 */

/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { logIn } from './support/admin';
import { confirmByMail } from './support/confirmation';
import type { Mail } from './support/mail-parser';
import {
	importInAdmin,
	openImmoZip,
	runCron,
	type Flat,
} from './support/openimmo';
import { card, newBrowser, openPortal } from './support/portal';
import {
	closeRegions,
	deselectAllRegions,
	expandGroup,
	openRegions,
	regionsButton,
	toggleRegion,
	waitForRegionShapes,
} from './support/saved-search';
import {
	button,
	choice,
	field,
	openScreen,
	sendRequest,
	uniqueEmail,
} from './support/screen';
import { readMails } from './support/smtp-sink';

const RUN = Date.now();

/** Inside the demo region Striesen. */
const STRIESEN = { lat: 51.046, lng: 13.782 };

const MATCHING: Flat = {
	extern: `E2E-A-${ RUN }`,
	title: `Altbauwohnung in Striesen ${ RUN }`,
	price: 250000,
	livingSpace: 72.5,
	rooms: 3,
	zip: '01277',
	point: STRIESEN,
};

/** Same place and kind, above the search's maximum price. */
const TOO_EXPENSIVE: Flat = {
	...MATCHING,
	extern: `E2E-B-${ RUN }`,
	title: `Penthouse in Striesen ${ RUN }`,
	price: 650000,
};

const LATER: Flat = {
	...MATCHING,
	extern: `E2E-C-${ RUN }`,
	title: `Dachwohnung in Striesen ${ RUN }`,
	price: 280000,
};

const ALERT_SUBJECT = /neues? Angebot/;

/**
 * The seeker's alert mails so far.
 *
 * @param email The seeker's address.
 */
function alertMails( email: string ): Mail[] {
	return readMails( process.env.IMMO_SMTP_DIR || '' ).filter(
		( mail ) =>
			mail.to.toLowerCase().includes( email ) &&
			ALERT_SUBJECT.test( mail.subject )
	);
}

/**
 * The visitor's saved search with the wizard: Striesen only, a flat to buy, at most 300.000 €.
 *
 * @param page  Page.
 * @param email Address.
 */
async function sendStriesenSearch( page: Page, email: string ) {
	const wizard = await openScreen(
		page,
		'/saved-search-block/',
		'saved-search-wizard'
	);
	await waitForRegionShapes( page, wizard );
	await deselectAllRegions( wizard );
	const tree = await openRegions( wizard );
	await expandGroup( tree, 'Blasewitz' );
	await toggleRegion( tree, 'Striesen' );
	await closeRegions( wizard );
	await expect( regionsButton( wizard ) ).toHaveText( '1 Region ausgewählt' );
	await button( wizard, 'Details eingeben' ).click();
	await choice( wizard, 'Wohnung' ).click();
	await wizard
		.getByRole( 'group', { name: /Kaufpreis/ } )
		.getByLabel( 'bis' )
		.fill( '300000' );
	await button( wizard, 'Kontaktdaten eingeben' ).click();
	await sendRequest(
		wizard,
		{ email, firstname: 'Sabine', lastname: 'Suchende' },
		'Suchprofil erstellen'
	);
}

/**
 * A published listing through the public REST API: its post id and exposé link.
 *
 * @param page  Page.
 * @param title Its title.
 */
async function listing(
	page: Page,
	title: string
): Promise< { id: number; link: string } > {
	const response = await page.request.get(
		`/wp-json/wp/v2/immo-properties?search=${ encodeURIComponent( title ) }`
	);
	expect( response.ok() ).toBe( true );
	const found = ( await response.json() ) as { id: number; link: string }[];
	expect( found ).toHaveLength( 1 );
	return found[ 0 ];
}

test.setTimeout( 360_000 );

test( 'imported listings: exposé with inquiry, one alert mail to the matching saved search, deactivated from the mail', async ( {
	page,
	browser,
}, info ) => {
	// (a) The seeker's saved search, confirmed from its mail (the link opens the portal).
	const seeker = uniqueEmail( 'seeker' );
	let since = Date.now();
	await sendStriesenSearch( page, seeker );
	await confirmByMail( page, seeker, since );

	// (b) The administrator imports the two flats.
	const admin = await newBrowser( browser );
	await logIn( admin.page, 'admin', 'password' );
	await importInAdmin(
		admin.page,
		openImmoZip( info, [ MATCHING, TOO_EXPENSIVE ] ),
		2
	);

	// (c) The exposé page: facts and the inquiry form bound to the listing.
	const flat = await listing( page, MATCHING.title );
	const visitor = await newBrowser( browser );
	const inquiry = await openScreen(
		visitor.page,
		flat.link,
		'expose-inquiry'
	);
	const expose = visitor.page;
	await expect(
		expose.getByRole( 'heading', { name: MATCHING.title } )
	).toBeVisible();
	await expect(
		expose.getByRole( 'heading', { name: 'Eckdaten' } )
	).toBeVisible();
	// German numbers also without WordPress's German language pack (the test site has none).
	for ( const fact of [
		'Kaufpreis',
		/^250\.000\u00a0€$/,
		'Wohnfläche',
		/^72,5\u00a0m²$/,
		'Zimmer',
		MATCHING.extern,
	] ) {
		await expect(
			expose.locator( 'dl' ).getByText( fact, { exact: true } )
		).toBeVisible();
	}
	const interested = uniqueEmail( 'interested' );
	since = Date.now();
	await field( inquiry, /^Nachricht/ ).fill( 'Ist die Wohnung noch frei?' );
	const sent = expose.waitForRequest(
		( request ) =>
			request.method() === 'POST' &&
			decodeURIComponent( request.url() ).includes(
				'wizard/expose-inquiry'
			)
	);
	await sendRequest(
		inquiry,
		{ email: interested, firstname: 'Max', lastname: 'Interessent' },
		'Anfrage senden'
	);
	expect( ( await sent ).postDataJSON().exposeInquiry.objectId ).toEqual(
		flat.id
	);
	const { body } = await confirmByMail( expose, interested, since );
	expect( body ).toContain( MATCHING.extern );
	expect( body ).toContain( 'Ist die Wohnung noch frei?' );

	// (d) The background run: one mail to the seeker, about the matching flat only.
	await expect
		.poll(
			async () => {
				await runCron( admin.page );
				return alertMails( seeker ).length;
			},
			{ timeout: 60_000, intervals: [ 2_000 ] }
		)
		.toBeGreaterThan( 0 );
	for ( let i = 0; i < 3; i++ ) {
		await runCron( admin.page );
	}
	const alerts = alertMails( seeker );
	expect( alerts ).toHaveLength( 1 );
	const [ alert ] = alerts;
	expect( alert.subject ).toBe( '1 neues Angebot zu Ihrem Suchprofil' );
	expect( alert.text ).toContain( MATCHING.title );
	expect( alert.text ).toContain( '250.000 €' );
	expect( alert.text ).toContain( flat.link );
	expect( alert.text + alert.html ).not.toContain( TOO_EXPENSIVE.title );
	expect( alert.headers[ 'list-unsubscribe' ] ).toMatch(
		/^<https?:\/\/\S+saved-searches\/deactivate\/one-click\S*[?&]k=\S+>$/
	);
	expect( alert.headers[ 'list-unsubscribe-post' ] ).toBe(
		'List-Unsubscribe=One-Click'
	);

	// The portal counts the search's current matches.
	await openPortal( page );
	const search = card( page, 'Wohnung kaufen' );
	await expect( search ).toContainText( '1 passendes Angebot' );
	await page.setViewportSize( { width: 375, height: 800 } );
	const shot = info.outputPath( 'suchprofil-card-375.png' );
	await search.screenshot( { path: shot } );
	await info.attach( 'suchprofil-card-375', {
		path: shot,
		contentType: 'image/png',
	} );
	await page.setViewportSize( { width: 1280, height: 900 } );

	// (e) "Suchprofil deaktivieren": the page only shows a button; the button deactivates.
	const deactivate =
		/https?:\/\/[^\s"'<>]+[?&]immo-suchprofil-aus=1#k=[^\s"'<>&]+/.exec(
			alert.text
		);
	expect( deactivate ).not.toBeNull();
	const off = await newBrowser( browser );
	await off.page.goto( deactivate![ 0 ] );
	await expect(
		off.page.getByRole( 'heading', { name: 'Suchprofil deaktivieren' } )
	).toBeVisible();
	await button( off.page, 'Suchprofil deaktivieren' ).click();
	await expect(
		off.page.getByText( 'Ihr Suchprofil wurde deaktiviert.' )
	).toBeVisible();
	await expect( button( off.page, 'Suchprofil deaktivieren' ) ).toHaveCount(
		0
	);
	await openPortal( page );
	await expect( search ).toContainText( 'Wohnen, inaktiv' );
	await expect( search ).not.toContainText( 'passend' );

	// A further matching flat: the inactive search gets no mail.
	await importInAdmin(
		admin.page,
		openImmoZip( info, [ LATER ], 'later' ),
		1
	);
	await listing( page, LATER.title );
	for ( let i = 0; i < 5; i++ ) {
		await runCron( admin.page );
		await page.waitForTimeout( 1_000 );
	}
	expect( alertMails( seeker ) ).toHaveLength( 1 );

	await Promise.all(
		[ admin, visitor, off ].map( ( { context } ) => context.close() )
	);
} );
