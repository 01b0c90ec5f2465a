/**
 * Issue 22, a price indication from the agency's own listings: the administrator switches it on
 * (Einstellungen → Markt) and imports five flats for sale in Seevorstadt (an OpenImmo ZIP); an
 * owner sends her flat of 80 m² at Prager Straße 10 and sees no range before she confirms; the page
 * her confirmation link opens shows the range with the number of comparables and the note that it
 * is no valuation, and so do her lead's card under Anfragen and the follow-up mail. Screenshots of
 * that page (390 px, 1280 px) are attached.
 */
/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { logIn, screenshot } from './support/admin';
import { expectNoViolations } from './support/axe';
import { confirmByMail } from './support/confirmation';
import { fillUntilContact, openWizard } from './support/lead-wizard';
import { importInAdmin, openImmoZip, type Flat } from './support/openimmo';
import { sendRequest, uniqueEmail } from './support/screen';
import { findMail } from './support/smtp-sink';

const RUN = Date.now();

/** Five flats of 80 m² in Seevorstadt at 3,000 to 5,000 € per m². */
const FLATS: Flat[] = [ 3000, 3500, 4000, 4500, 5000 ].map( ( perM2, i ) => ( {
	extern: `E2E-V-${ RUN }-${ i }`,
	title: `Vergleichswohnung ${ i + 1 } ${ RUN }`,
	price: perM2 * 80,
	livingSpace: 80,
	rooms: 3,
	zip: '01069',
	point: { lat: 51.042 + i * 0.0005, lng: 13.735 },
} ) );

test.setTimeout( 240_000 );

/**
 * Switches the price indication on or off (Einstellungen → Markt).
 *
 * @param page An administrator's page.
 * @param on   Whether on.
 */
async function switchIndication( page: Page, on: boolean ): Promise< void > {
	await page.goto( '/wp-admin/admin.php?page=immo-wizards-settings' );
	await page.getByRole( 'tab', { name: 'Markt' } ).click();
	await page
		.getByLabel(
			'Bestätigten Eigentümern eine Preisindikation aus unseren Angeboten zeigen'
		)
		.setChecked( on );
	await page
		.getByRole( 'button', { name: 'Einstellungen speichern' } )
		.click();
	await expect(
		page
			.locator( '.components-notice' )
			.filter( { hasText: 'Einstellungen gespeichert.' } )
	).toBeVisible();
}

test( 'a confirmed owner sees the price indication of five comparable flats, never before', async ( {
	page,
	browser,
}, info ) => {
	await logIn( page, 'admin', 'password' );
	await switchIndication( page, true );
	await importInAdmin( page, openImmoZip( info, FLATS, 'valuation' ), 5 );

	const owner = await ( await browser.newContext() ).newPage();
	const lead = {
		category: 'Wohnung',
		phrase: 'Ihrer Wohnung',
		email: uniqueEmail( 'valuation' ),
		firstname: 'Vera',
		lastname: 'Verkauf',
		livingSpace: '80',
	};
	await openWizard( owner, 'lead-wizard-block' );
	await fillUntilContact( owner, 'category-first', lead );
	const since = Date.now();
	const submit = owner.waitForResponse( ( response ) =>
		response.url().includes( 'wizard/lead' )
	);
	await sendRequest( owner, lead, 'Anfrage abschicken' );
	expect( await ( await submit ).text() ).not.toMatch( /priceIndication/ );
	await expect( owner.getByText( /Preisindikation/ ) ).toHaveCount( 0 );

	const confirmedAt = Date.now();
	await confirmByMail( owner, lead.email, since );
	// Above the portal, and on the lead's card under Anfragen: 3,500 and 4,500 € per m² (the
	// quartiles) times 80 m².
	const range = 'Unverbindliche Preisindikation: 280.000 – 360.000 €';
	const notices = owner.getByRole( 'region', { name: 'Preisindikation' } );
	await expect( notices ).toHaveCount( 2 );
	for ( const notice of [
		notices.first(),
		owner.getByRole( 'article' ).first(),
	] ) {
		await expect( notice.getByText( range ) ).toBeVisible();
		await expect(
			notice.getByText(
				/^Aus 5 vergleichbaren Angeboten unseres Büros vom/
			)
		).toBeVisible();
		await expect(
			notice.getByText(
				'Dies ist keine Wertermittlung. Wir melden uns bei Ihnen.'
			)
		).toBeVisible();
	}
	// The confirmation's follow-up mail.
	const mail = await findMail( {
		to: lead.email,
		since: confirmedAt,
		subject: /Ihre unverbindliche Preisindikation/,
	} );
	expect( mail.text ).toContain( range );
	expect( mail.text ).toContain( 'Dies ist keine Wertermittlung.' );
	await expectNoViolations( owner, 'portal with the price indication' );
	for ( const width of [ 390, 1280 ] ) {
		await screenshot( owner, info, width );
	}
	// The other specs' owners get none (the switch's default).
	await switchIndication( page, false );
} );
