/**
 * OpenImmo files written by the tests (flats for sale in Dresden, packed into a ZIP the way agencies'
 * software does), their upload on Immo Wizards → Import, and WordPress's cron driven by the test.
 */

/**
 * External dependencies
 */
import { execFileSync } from 'child_process';
import fs from 'fs';
import { expect, type Page, type TestInfo } from '@playwright/test';

export type Flat = {
	/** objektnr_extern: the key of the import and the exposé's object number. */
	extern: string;
	title: string;
	price: number;
	livingSpace?: number;
	rooms?: number;
	zip?: string;
	/** A point (placing it in the regions whose polygons contain it). */
	point?: { lat: number; lng: number };
};

/**
 * One `immobilie`: a flat for sale.
 *
 * @param flat The flat.
 */
function immobilie( flat: Flat ): string {
	const point = flat.point
		? `<geokoordinaten breitengrad="${ flat.point.lat }" laengengrad="${ flat.point.lng }"/>`
		: '';
	return `<immobilie>
<objektkategorie><nutzungsart WOHNEN="true" GEWERBE="false"/><vermarktungsart KAUF="true" MIETE_PACHT="false"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>
<geo><plz>${ flat.zip ?? '01067' }</plz><ort>Dresden</ort>${ point }<strasse>Wilsdruffer Straße</strasse><hausnummer>3</hausnummer></geo>
<preise><kaufpreis>${ flat.price.toFixed( 2 ) }</kaufpreis></preise>
<flaechen><wohnflaeche>${ flat.livingSpace ?? 72.5 }</wohnflaeche><anzahl_zimmer>${ flat.rooms ?? 2.5 }</anzahl_zimmer></flaechen>
<freitexte><objekttitel>${ flat.title }</objekttitel><objektbeschreibung>Hell und ruhig.</objektbeschreibung></freitexte>
<verwaltung_techn><objektnr_extern>${ flat.extern }</objektnr_extern><aktion/><openimmo_obid></openimmo_obid><stand_vom>2024-05-01</stand_vom></verwaltung_techn>
</immobilie>`;
}

/**
 * An OpenImmo document (a TEIL transfer: it changes only what it carries).
 *
 * @param flats Its listings.
 */
export function openImmoXml( flats: Flat[] ): string {
	return `<?xml version="1.0" encoding="UTF-8"?>
<openimmo>
<uebertragung art="ONLINE" umfang="TEIL" modus="CHANGE" version="1.2.7" sendersoftware="e2e"/>
<anbieter><openimmo_anid>E2E-ANID</openimmo_anid><firma>Test-Makler</firma>
${ flats.map( immobilie ).join( '\n' ) }
</anbieter>
</openimmo>
`;
}

/**
 * Writes the document into `<name>.zip` (PHP's ZipArchive) in the test's output folder.
 *
 * @param info  Test info (output folder).
 * @param flats The listings.
 * @param name  File name without extension.
 */
export function openImmoZip(
	info: TestInfo,
	flats: Flat[],
	name = 'export'
): string {
	const xml = info.outputPath( `${ name }.xml` );
	const zip = info.outputPath( `${ name }.zip` );
	fs.mkdirSync( info.outputDir, { recursive: true } );
	fs.writeFileSync( xml, openImmoXml( flats ) );
	execFileSync( 'php', [
		'-r',
		'$z = new ZipArchive(); $z->open( $argv[2], ZipArchive::CREATE | ZipArchive::OVERWRITE ); $z->addFile( $argv[1], "export.xml" ); $z->close();',
		xml,
		zip,
	] );
	return zip;
}

/**
 * Runs WordPress's due cron events once (the test drives cron rather than wait for a visit).
 *
 * @param page Page (its request context).
 */
export async function runCron( page: Page ): Promise< void > {
	await page.request.get( '/wp-cron.php' );
}

/**
 * Uploads a file on Immo Wizards → Import (as a logged-in administrator) and waits, driving cron,
 * until the screen reports the import finished.
 *
 * @param page      Page of an administrator.
 * @param file      The XML or ZIP.
 * @param processed Objects the import should report.
 */
export async function importInAdmin(
	page: Page,
	file: string,
	processed: number
): Promise< void > {
	await page.goto( '/wp-admin/admin.php?page=immo-wizards-import' );
	await expect(
		page.getByRole( 'heading', { name: 'OpenImmo-Import' } )
	).toBeVisible();
	await page
		.getByLabel( 'OpenImmo-Datei (XML oder ZIP)' )
		.setInputFiles( file );
	await page
		.getByRole( 'button', { name: 'Hochladen und importieren' } )
		.click();
	const status = page.getByRole( 'status' );
	await expect
		.poll(
			async () => {
				await runCron( page );
				return status.textContent();
			},
			{ timeout: 90_000, intervals: [ 2_000 ] }
		)
		.toBe(
			`Der Import ist abgeschlossen: ${ processed } ${
				processed === 1 ? 'Objekt' : 'Objekte'
			} verarbeitet.`
		);
}
