/**
 * Issue 22 (part 1) end to end: the administrator switches the CRM transfer on (tab "CRM") and
 * imports a real export of another tool (estateOffice, from the shared OpenImmo fixtures); a visitor
 * sends an exposé inquiry about that listing and confirms it; the CRM's import address gets a mail
 * with the OpenImmo-Feedback file whose `oobj_id` is the listing's object number; the mail log names
 * the file, and the request's detail in the inbox downloads the same file. Screenshots of the tab and
 * of the detail at 1280 px and 390 px, and of the mail log at 1280 px are attached to the report.
 */

/**
 * External dependencies
 */
import { execFileSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { test, expect, type Page, type TestInfo } from '@playwright/test';

/**
 * Internal dependencies
 */
import { logIn, screenshot } from './support/admin';
import { expectNoViolations } from './support/axe';
import { confirmByMail } from './support/confirmation';
import { importInAdmin } from './support/openimmo';
import { newBrowser } from './support/portal';
import { field, openScreen, sendRequest, uniqueEmail } from './support/screen';
import { findMail } from './support/smtp-sink';

/** A real export (estateOffice: BOM, CRLF, pictures beside the XML), when the fixtures are beside the checkout. */
const EXPORT = path.resolve(
	__dirname,
	'../../../shared/fixtures/openimmo/estateoffice_20160920'
);

/** What the export holds (its objektnr_extern and title). */
const LISTING = {
	number: 'IC1955',
	title: 'Ruhiglage! Sanierte Altbauwohnung mit Balkon',
};

const IMPORT_ADDRESS = 'crm-import@example.com';

/**
 * The export's folder packed into a ZIP, as agencies upload it.
 *
 * @param info Test info (output folder).
 */
function exportZip( info: TestInfo ): string {
	const zip = info.outputPath( 'estateoffice.zip' );
	fs.mkdirSync( info.outputDir, { recursive: true } );
	execFileSync( 'php', [
		'-r',
		'$z = new ZipArchive(); $z->open( $argv[2], ZipArchive::CREATE | ZipArchive::OVERWRITE ); foreach ( glob( $argv[1] . "/*" ) as $f ) { $z->addFile( $f, basename( $f ) ); } $z->close();',
		EXPORT,
		zip,
	] );
	return zip;
}

/**
 * The values of elements of an OpenImmo-Feedback file, read by the browser's XML parser (which
 * reports a file that is not well-formed as a `parsererror`).
 *
 * @param page  Any page.
 * @param xml   The file.
 * @param paths Paths below the root, e.g. `objekt/oobj_id`.
 */
function readFeedback(
	page: Page,
	xml: string,
	paths: string[]
): Promise< Record< string, string | null > > {
	return page.evaluate(
		( [ text, wanted ] ) => {
			const doc = new DOMParser().parseFromString(
				text,
				'application/xml'
			);
			const values: Record< string, string | null > = {
				parsererror:
					doc.querySelector( 'parsererror' )?.textContent ?? null,
				root: doc.documentElement.nodeName,
			};
			for ( const wantedPath of wanted ) {
				values[ wantedPath ] =
					doc.evaluate(
						`/openimmo_feedback/${ wantedPath }`,
						doc,
						null,
						XPathResult.FIRST_ORDERED_NODE_TYPE
					).singleNodeValue?.textContent ?? null;
			}
			return values;
		},
		[ xml, paths ] as const
	);
}

/**
 * Sets the CRM tab's fields and saves.
 *
 * @param page    Administrator's page.
 * @param enabled Whether the transfer is on.
 */
async function saveCrmTab( page: Page, enabled: boolean ): Promise< void > {
	await page.goto( '/wp-admin/admin.php?page=immo-wizards-settings' );
	await page.getByRole( 'tab', { name: 'CRM' } ).click();
	const toggle = page.getByLabel(
		'Bestätigte Anfragen als OpenImmo-Feedback an das CRM senden'
	);
	await toggle.setChecked( enabled );
	await page
		.getByLabel( 'So gelangt die Datei ins CRM' )
		.selectOption( 'separate' );
	await page.getByLabel( 'Import-Adresse des CRM' ).fill( IMPORT_ADDRESS );
	await page
		.getByLabel( 'OpenImmo-Anbieterkennung (openimmo_anid)' )
		.fill( 'E2E-ANID' );
	await page.getByLabel( 'Makler-ID (makler_id)' ).fill( 'M-22' );
	const save = page.getByRole( 'button', {
		name: 'Einstellungen speichern',
	} );
	if ( await save.isEnabled() ) {
		await save.click();
		await expect(
			page.locator( '.components-notice__content' )
		).toHaveText( 'Einstellungen gespeichert.' );
	}
}

test.setTimeout( 240_000 );

test( 'a confirmed exposé inquiry about an imported listing reaches the CRM as OpenImmo-Feedback', async ( {
	page,
	browser,
}, info ) => {
	test.skip(
		! fs.existsSync( EXPORT ),
		'The shared OpenImmo fixtures are not beside the checkout.'
	);
	const admin = await newBrowser( browser );
	await logIn( admin.page, 'admin', 'password' );

	// Bad input is refused at its field, and nothing is stored.
	await admin.page.goto( '/wp-admin/admin.php?page=immo-wizards-settings' );
	await admin.page.getByRole( 'tab', { name: 'CRM' } ).click();
	await admin.page.getByLabel( 'Dateiname' ).fill( '../feedback.php' );
	await admin.page
		.getByRole( 'button', { name: 'Einstellungen speichern' } )
		.click();
	await expect( admin.page.getByRole( 'alert' ) ).toContainText(
		'Bitte geben Sie einen Dateinamen mit der Endung .xml ein'
	);
	await expect(
		admin.page.getByRole( 'tab', { name: 'CRM ⚠' } )
	).toBeVisible();
	await admin.page.getByLabel( 'Dateiname' ).fill( 'openimmo-feedback.xml' );

	await saveCrmTab( admin.page, true );
	try {
		await expectNoViolations( admin.page, 'settings, tab CRM' );
		for ( const width of [ 1280, 390 ] ) {
			await screenshot( admin.page, info, width );
		}
		await admin.page.setViewportSize( { width: 1280, height: 900 } );

		await importInAdmin( admin.page, exportZip( info ), 1 );
		const found = await admin.page.request.get(
			`/wp-json/wp/v2/immo-properties?search=${ encodeURIComponent(
				LISTING.title
			) }`
		);
		const [ listing ] = ( await found.json() ) as { link: string }[];

		// The visitor's inquiry on the exposé page, confirmed from the mail.
		const inquiry = await openScreen(
			page,
			listing.link,
			'expose-inquiry'
		);
		const email = uniqueEmail( 'crm' );
		const since = Date.now();
		await field( inquiry, /^Nachricht/ ).fill(
			'Ist die Wohnung noch frei? </anfrage> & ]]>'
		);
		await sendRequest(
			inquiry,
			{ email, firstname: 'Clara', lastname: 'Crm' },
			'Anfrage senden'
		);
		await confirmByMail( page, email, since );

		// The machine mail to the import address, with the file.
		const mail = await findMail( {
			to: IMPORT_ADDRESS,
			since,
			subject: /^OpenImmo-Feedback: Exposé-Anfrage von Clara Crm$/,
		} );
		expect( mail.attachments.map( ( file ) => file.name ) ).toEqual( [
			'openimmo-feedback.xml',
		] );
		const xml = mail.attachments[ 0 ].content;
		const values = await readFeedback( page, xml, [
			'version',
			'sender/openimmo_anid',
			'sender/makler_id',
			'objekt/oobj_id',
			'objekt/bezeichnung',
			'objekt/interessent/nachname',
			'objekt/interessent/email',
			'objekt/interessent/anfrage',
		] );
		expect( values ).toEqual( {
			parsererror: null,
			root: 'openimmo_feedback',
			version: '1.2.7',
			'sender/openimmo_anid': 'E2E-ANID',
			'sender/makler_id': 'M-22',
			'objekt/oobj_id': LISTING.number,
			'objekt/bezeichnung': LISTING.title,
			'objekt/interessent/nachname': 'Crm',
			'objekt/interessent/email': email,
			'objekt/interessent/anfrage':
				'Ist die Wohnung noch frei? </anfrage> & ]]>',
		} );

		// The mail log names the file.
		await admin.page.goto( '/wp-admin/admin.php?page=immo-wizards-mails' );
		await admin.page.getByRole( 'searchbox' ).fill( IMPORT_ADDRESS );
		const row = admin.page
			.getByRole( 'row' )
			.filter( { hasText: 'CRM-Import (OpenImmo-Feedback)' } )
			.first();
		await expect( row ).toContainText( 'openimmo-feedback.xml (' );
		await expect( row ).toContainText( 'Gesendet' );
		await expectNoViolations( admin.page, 'mail log with an attachment' );
		await screenshot( admin.page, info, 1280 );

		// The inbox's detail downloads the same file.
		await admin.page.goto(
			'/wp-admin/admin.php?page=immo-wizards&tab=expose_inquiry'
		);
		await admin.page
			.getByRole( 'searchbox', { name: 'Name oder E-Mail suchen' } )
			.fill( email );
		await admin.page
			.getByRole( 'row' )
			.filter( { hasText: email } )
			.getByText( 'Clara Crm' )
			.click();
		const download = admin.page.getByRole( 'link', {
			name: 'OpenImmo-Feedback herunterladen',
		} );
		await expect( download ).toBeVisible();
		await expectNoViolations( admin.page, 'request detail with download' );
		for ( const width of [ 1280, 390 ] ) {
			await screenshot( admin.page, info, width );
		}
		await admin.page.setViewportSize( { width: 1280, height: 900 } );
		const [ file ] = await Promise.all( [
			admin.page.waitForEvent( 'download' ),
			download.click(),
		] );
		expect( file.suggestedFilename() ).toBe( 'openimmo-feedback.xml' );
		const downloaded = fs.readFileSync( ( await file.path() )!, 'utf8' );
		expect( downloaded ).toBe( xml );
	} finally {
		await saveCrmTab( admin.page, false );
	}
} );
