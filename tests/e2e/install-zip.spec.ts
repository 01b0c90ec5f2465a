/**
 * Installed as an agency would: on a clean WordPress (the core of this run, 6.5 or 7.1) whose server
 * has no Node or Composer in its PATH, an administrator uploads the release ZIP under Plugins → Add
 * New → Upload Plugin, activates it, lands on the setup assistant and creates the page "Immobilie
 * bewerten" there; a visitor sends a lead on it (the address typed: the site has no geocoder) and
 * confirms it from the mail. Then the ZIP is uploaded again over itself ("Replace current with
 * uploaded"), the plugin deactivated and activated, deleted and installed again: the lead is there
 * every time. Deleted once more with "delete all plugin data" on, its tables and settings are gone.
 */

/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { logIn } from './support/admin';
import { keyLink } from './support/confirmation';
import {
	REPO,
	setTestState,
	sql,
	startEnvironment,
	type Environment,
} from './support/environment';
import { houseSeller, sendLeadOn } from './support/lead-wizard';
import { findMail } from './support/smtp-sink';
import { uniqueEmail } from './support/screen';

test.setTimeout( 300_000 );

const VERSION = fs.readFileSync( path.join( REPO, 'VERSION' ), 'utf8' ).trim();
const ZIP = path.join( REPO, 'dist', `immo-wizards-${ VERSION }.zip` );
const CORE = process.env.WP_CORE_VERSION || '6.5';

let site: Environment;
let bin = '';

test.beforeAll( async () => {
	test.setTimeout( 300_000 );
	if ( ! fs.existsSync( ZIP ) ) {
		// `npm test` made it in its release stage; a run of this file alone makes it here.
		execFileSync( 'node', [ 'tools/release.mjs' ], {
			cwd: REPO,
			stdio: 'ignore',
		} );
	}
	// The site's PATH holds php and bash only: what a web host has, without Node or Composer.
	bin = fs.mkdtempSync( path.join( os.tmpdir(), 'immo-site-bin-' ) );
	for ( const tool of [ 'php', 'bash' ] ) {
		const found = execFileSync( 'bash', [ '-c', `command -v ${ tool }` ] )
			.toString()
			.trim();
		fs.symlinkSync( found, path.join( bin, tool ) );
	}
	const missing = execFileSync(
		path.join( bin, 'php' ),
		[ '-r', 'echo (string) shell_exec( "command -v node npm composer" );' ],
		{ env: { PATH: bin } }
	).toString();
	expect( missing, 'the site cannot run Node or Composer' ).toBe( '' );
	site = await startEnvironment( {
		coreVersion: CORE,
		name: `install-${ CORE.replace( /\W/g, '' ) }`,
		bare: true,
		muPlugins: 'immo-test-env',
		workers: 4,
		serverPath: bin,
	} );
} );

test.afterAll( async () => {
	await site?.stop();
	fs.rmSync( bin, { recursive: true, force: true } );
} );

/**
 * The plugin's row on the Plugins screen.
 *
 * @param page  Page.
 * @param state 'active' or 'inactive'.
 */
function pluginRow( page: Page, state: 'active' | 'inactive' ) {
	return page.locator(
		`tr.${ state }[data-plugin="immo-wizards/plugin.php"]`
	);
}

/**
 * Uploads the ZIP under Plugins → Add New → Upload Plugin.
 *
 * @param page Page (an administrator's).
 */
async function uploadZip( page: Page ): Promise< void > {
	await page.goto( '/wp-admin/plugin-install.php' );
	await page.locator( '.upload-view-toggle' ).click();
	await page.locator( '#pluginzip' ).setInputFiles( ZIP );
	await page.locator( '#install-plugin-submit' ).click();
}

/**
 * The plugin's tables on the site.
 */
function pluginTables(): string[] {
	return sql( site.database, "SHOW TABLES LIKE 'wp\\_immo\\_%'" )
		.split( '\n' )
		.filter( Boolean );
}

/**
 * Deletes the (inactive) plugin on the Plugins screen, which runs its uninstall.
 *
 * @param page Page (an administrator's).
 */
async function deletePlugin( page: Page ): Promise< void > {
	await page.goto( '/wp-admin/plugins.php' );
	await pluginRow( page, 'active' ).locator( '.deactivate a' ).click();
	page.once( 'dialog', ( dialog ) => dialog.accept() );
	await pluginRow( page, 'inactive' ).locator( '.delete a' ).click();
	await expect(
		page.locator( 'tr[data-plugin="immo-wizards/plugin.php"]' )
	).toContainText( /deleted/ );
	await page.reload();
	await expect(
		page.locator( 'tr[data-plugin="immo-wizards/plugin.php"]' )
	).toHaveCount( 0 );
}

/**
 * Expects the inbox to list a request from `email`.
 *
 * @param page  Page (an administrator's).
 * @param email Address of the request.
 */
async function expectInInbox( page: Page, email: string ): Promise< void > {
	await page.goto( '/wp-admin/admin.php?page=immo-wizards' );
	await expect(
		page.getByRole( 'row' ).filter( { hasText: email } )
	).toHaveCount( 1 );
}

test( `the release ZIP installs by upload on a clean WordPress ${ CORE }, works, survives a second upload, reactivation and reinstall, and uninstalls cleanly`, async ( {
	browser,
} ) => {
	const admin = await browser.newContext( {
		baseURL: site.baseURL,
		locale: 'de-DE',
	} );
	const page = await admin.newPage();
	await logIn( page, 'admin', 'password' );
	expect( pluginTables() ).toEqual( [] );

	// Upload, activate: the setup assistant opens.
	await uploadZip( page );
	await expect( page.locator( '.wrap' ) ).toContainText(
		'Plugin installed successfully.'
	);
	await page.locator( '.wrap a[href*="action=activate"]' ).click();
	await expect( page ).toHaveURL( /page=immo-wizards-setup/ );
	await expect(
		page.getByRole( 'heading', { name: 'Immo Wizards einrichten' } )
	).toBeVisible();
	expect( pluginTables().length ).toBeGreaterThan( 5 );

	// Office, recipients, privacy page and portal skipped; "Immobilie bewerten" created.
	const skip = page.getByRole( 'button', { name: 'Überspringen' } );
	for ( const step of [
		'Büro und Adresse',
		'E-Mail-Empfänger',
		'Datenschutzerklärung',
		'Kundenportal',
	] ) {
		await expect(
			page.getByRole( 'heading', { name: step } )
		).toBeVisible();
		await skip.click();
	}
	await page
		.getByRole( 'button', { name: 'Seite „Immobilie bewerten“ anlegen' } )
		.click();
	const leadPage = String(
		await page
			.getByRole( 'link', { name: /^Ansehen\s*: Immobilie bewerten$/ } )
			.getAttribute( 'href' )
	);

	// A visitor sends a lead there and confirms it from the mail.
	await setTestState( site.baseURL, site.token, { minFillTime: 0 } );
	const email = uniqueEmail( 'install' );
	const since = Date.now();
	const visitor = await browser.newContext( {
		baseURL: site.baseURL,
		locale: 'de-DE',
	} );
	const visitorPage = await visitor.newPage();
	const lead = houseSeller( email, true );
	await sendLeadOn( visitorPage, leadPage, lead );
	const mail = await findMail( { to: email, since, dir: site.smtpDir } );
	await visitorPage.goto( keyLink( mail ) );
	await expect( visitorPage.getByText( 'Prager Straße 10' ) ).toBeVisible();
	await visitor.close();
	await expectInInbox( page, email );

	// The same ZIP again, over the installed plugin.
	await uploadZip( page );
	await page.locator( '.update-from-upload-overwrite' ).click();
	await expect( page.locator( '.wrap' ) ).toContainText(
		'Plugin updated successfully.'
	);
	await page.goto( '/wp-admin/plugins.php' );
	await expect( pluginRow( page, 'active' ) ).toBeVisible();
	await expectInInbox( page, email );

	// Deactivated and activated again.
	await page.goto( '/wp-admin/plugins.php' );
	await pluginRow( page, 'active' ).locator( '.deactivate a' ).click();
	await pluginRow( page, 'inactive' ).locator( '.activate a' ).click();
	// The setup is not finished: the assistant opens again.
	await expect( page ).toHaveURL( /page=immo-wizards-setup/ );
	await page.goto( '/wp-admin/plugins.php' );
	await expect( pluginRow( page, 'active' ) ).toBeVisible();
	await expectInInbox( page, email );

	// Deleted (its data kept, the default) and installed again.
	await deletePlugin( page );
	expect( pluginTables().length ).toBeGreaterThan( 5 );
	await uploadZip( page );
	await page.locator( '.wrap a[href*="action=activate"]' ).click();
	await expectInInbox( page, email );

	// Deleted with "delete all plugin data" on: its tables and settings are gone.
	await page.goto( '/wp-admin/admin.php?page=immo-wizards-settings' );
	await page.getByRole( 'tab', { name: 'Datenschutz' } ).click();
	await page
		.getByLabel(
			'Alle Plugin-Daten löschen, wenn das Plugin gelöscht wird'
		)
		.check();
	await page
		.getByRole( 'button', { name: 'Einstellungen speichern' } )
		.click();
	await expect( page.getByText( /gespeichert/ ).first() ).toBeVisible();
	await deletePlugin( page );
	expect( pluginTables() ).toEqual( [] );
	expect(
		sql(
			site.database,
			"SELECT option_name FROM wp_options WHERE option_name LIKE 'immo\\_wizards\\_%' AND option_name NOT LIKE 'immo\\_wizards\\_test\\_%'"
		).trim()
	).toBe( '' );
	await admin.close();
} );
