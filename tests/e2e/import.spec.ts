/**
 * Immo Wizards → Import: an administrator uploads a small OpenImmo ZIP, watches the background
 * import finish with its counts and opens the new listing. Screenshots of the screen at 1280 px and
 * 375 px are attached to the report.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'child_process';
import fs from 'fs';
import { test, expect, type TestInfo } from '@playwright/test';

/**
 * Internal dependencies
 */
import { logIn, screenshot } from './support/admin';

const EXTERN = `E2E-${ Date.now() }`;

/**
 * An OpenImmo document with one apartment for sale in Dresden.
 */
function openImmoXml(): string {
	return `<?xml version="1.0" encoding="UTF-8"?>
<openimmo>
<uebertragung art="ONLINE" umfang="TEIL" modus="CHANGE" version="1.2.7" sendersoftware="e2e"/>
<anbieter><openimmo_anid>E2E-ANID</openimmo_anid><firma>Test-Makler</firma>
<immobilie>
<objektkategorie><nutzungsart WOHNEN="true" GEWERBE="false"/><vermarktungsart KAUF="true" MIETE_PACHT="false"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>
<geo><plz>01067</plz><ort>Dresden</ort><strasse>Wilsdruffer Straße</strasse><hausnummer>3</hausnummer></geo>
<preise><kaufpreis>250000.00</kaufpreis></preise>
<flaechen><wohnflaeche>72.5</wohnflaeche><anzahl_zimmer>2.5</anzahl_zimmer></flaechen>
<freitexte><objekttitel>Helle Altbauwohnung am Altmarkt</objekttitel><objektbeschreibung>Hell und ruhig.</objektbeschreibung></freitexte>
<verwaltung_techn><objektnr_extern>${ EXTERN }</objektnr_extern><aktion/><openimmo_obid></openimmo_obid><stand_vom>2024-05-01</stand_vom></verwaltung_techn>
</immobilie>
</anbieter>
</openimmo>
`;
}

/**
 * Writes the document into a ZIP (PHP's ZipArchive, as agencies' software packs it).
 *
 * @param info Test info (output folder).
 */
function openImmoZip( info: TestInfo ): string {
	const xml = info.outputPath( 'export.xml' );
	const zip = info.outputPath( 'export.zip' );
	fs.mkdirSync( info.outputDir, { recursive: true } );
	fs.writeFileSync( xml, openImmoXml() );
	execFileSync( 'php', [
		'-r',
		'$z = new ZipArchive(); $z->open( $argv[2], ZipArchive::CREATE | ZipArchive::OVERWRITE ); $z->addFile( $argv[1], "export.xml" ); $z->close();',
		xml,
		zip,
	] );
	return zip;
}

test.setTimeout( 150_000 );

test( 'an administrator imports an OpenImmo ZIP and opens the listing', async ( {
	page,
}, info ) => {
	await logIn( page, 'admin', 'password' );
	await page.goto( '/wp-admin/admin.php?page=immo-wizards-import' );
	await expect(
		page.getByRole( 'heading', { name: 'OpenImmo-Import' } )
	).toBeVisible();

	await page
		.getByLabel( 'OpenImmo-Datei (XML oder ZIP)' )
		.setInputFiles( openImmoZip( info ) );
	await page
		.getByRole( 'button', { name: 'Hochladen und importieren' } )
		.click();
	// The import runs in WordPress's cron; the test drives cron itself rather than wait for a visit.
	const status = page.getByRole( 'status' );
	await expect
		.poll(
			async () => {
				await page.request.get( '/wp-cron.php' );
				return status.textContent();
			},
			{ timeout: 90_000, intervals: [ 2_000 ] }
		)
		.toBe( 'Der Import ist abgeschlossen: 1 Objekt verarbeitet.' );
	const counts = page.getByRole( 'table', { name: 'Objekte' } );
	await expect(
		counts.getByRole( 'row', { name: 'Neu angelegt 1' } )
	).toBeVisible();
	await expect(
		counts.getByRole( 'row', { name: 'Fehlgeschlagen 0' } )
	).toBeVisible();
	await expect(
		page.getByRole( 'button', { name: 'Import von export.zip anzeigen' } )
	).toBeVisible();
	await screenshot( page, info, 1280 );
	await screenshot( page, info, 375 );
	await page.setViewportSize( { width: 1280, height: 900 } );

	await page.goto( '/wp-admin/edit.php?post_type=immo_property' );
	await page
		.getByRole( 'link', { name: 'Helle Altbauwohnung am Altmarkt' } )
		.first()
		.click();
	await expect( page ).toHaveURL( /post\.php\?post=\d+&action=edit/ );
	// The block editor's document sidebar has the listing's facts from the file.
	const welcome = page.getByRole( 'dialog', { name: /Welcome/ } );
	const guided = await welcome.waitFor( { timeout: 10_000 } ).then(
		() => true,
		() => false
	);
	if ( guided ) {
		await welcome.getByRole( 'button', { name: 'Close' } ).click();
	}
	const panel = page.getByRole( 'button', { name: 'Objektdaten' } );
	await expect( panel ).toBeVisible();
	if ( ( await panel.getAttribute( 'aria-expanded' ) ) === 'false' ) {
		await panel.click();
	}
	await expect(
		page.getByRole( 'textbox', { name: 'Objektnummer' } )
	).toHaveValue( EXTERN );
	await screenshot( page, info, 1280 );
} );
