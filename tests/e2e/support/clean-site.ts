/**
 * A clean WordPress for installing the plugin as an agency would: WordPress only (the core of this
 * run), served by a PHP whose PATH holds php and bash and nothing else, so no Node or Composer; the
 * plugin comes as a ZIP uploaded under Plugins → Add New → Upload Plugin.
 */

/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { logIn } from './admin';
import { REPO, sql, startEnvironment, type Environment } from './environment';

export const CORE = process.env.WP_CORE_VERSION || '6.5';

export type CleanSite = Environment & {
	/** Stops the site and removes its PATH folder. */
	close: () => Promise< void >;
};

/**
 * The release ZIP of this checkout (`npm test` made it in its release stage; else it is made here).
 */
export function releaseZip(): string {
	const version = fs
		.readFileSync( path.join( REPO, 'VERSION' ), 'utf8' )
		.trim();
	const zip = path.join( REPO, 'dist', `immo-wizards-${ version }.zip` );
	if ( ! fs.existsSync( zip ) ) {
		execFileSync( 'node', [ 'tools/release.mjs' ], {
			cwd: REPO,
			stdio: 'ignore',
		} );
	}
	return zip;
}

/**
 * Starts a clean site.
 *
 * @param purpose   Names the site (its folder and database), with the core version.
 * @param serverIni More PHP settings of its server, "name=value name=value".
 */
export async function startCleanSite(
	purpose: string,
	serverIni = ''
): Promise< CleanSite > {
	const bin = fs.mkdtempSync( path.join( os.tmpdir(), 'immo-site-bin-' ) );
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
	const site = await startEnvironment( {
		coreVersion: CORE,
		name: `${ purpose }-${ CORE.replace( /\W/g, '' ) }`,
		bare: true,
		muPlugins: 'immo-test-env',
		workers: 4,
		serverPath: bin,
		serverIni,
	} );
	return {
		...site,
		close: async () => {
			await site.stop();
			fs.rmSync( bin, { recursive: true, force: true } );
		},
	};
}

/**
 * A page of the site's administrator, logged in.
 *
 * @param browser The browser.
 * @param site    The site.
 */
export async function adminOf(
	browser: Browser,
	site: Environment
): Promise< Page > {
	const context = await browser.newContext( {
		baseURL: site.baseURL,
		locale: 'de-DE',
	} );
	const page = await context.newPage();
	await logIn( page, 'admin', 'password' );
	return page;
}

/**
 * The plugin's row on the Plugins screen.
 *
 * @param page  Page.
 * @param state 'active' or 'inactive'.
 */
export function pluginRow( page: Page, state: 'active' | 'inactive' ) {
	return page.locator(
		`tr.${ state }[data-plugin="immo-wizards/plugin.php"]`
	);
}

/**
 * Uploads a ZIP under Plugins → Add New → Upload Plugin.
 *
 * @param page Page (an administrator's).
 * @param zip  The ZIP.
 */
export async function uploadZip( page: Page, zip: string ): Promise< void > {
	await page.goto( '/wp-admin/plugin-install.php' );
	await page.locator( '.upload-view-toggle' ).click();
	await page.locator( '#pluginzip' ).setInputFiles( zip );
	await page.locator( '#install-plugin-submit' ).click();
}

/**
 * The plugin's tables on the site.
 *
 * @param site The site.
 */
export function pluginTables( site: Environment ): string[] {
	return sql( site.database, "SHOW TABLES LIKE 'wp\\_immo\\_%'" )
		.split( '\n' )
		.filter( Boolean );
}

/**
 * Expects the inbox to list a request from `email`.
 *
 * @param page  Page (an administrator's).
 * @param email Address of the request.
 */
export async function expectInInbox(
	page: Page,
	email: string
): Promise< void > {
	await page.goto( '/wp-admin/admin.php?page=immo-wizards' );
	await expect(
		page.getByRole( 'row' ).filter( { hasText: email } )
	).toHaveCount( 1 );
}

/**
 * What PHP reported about the plugin in the site's debug log (WP_DEBUG_LOG is on): notices,
 * warnings, deprecations and errors from its code or about its text domain.
 *
 * @param site The site.
 */
export function phpProblems( site: Environment ): string[] {
	const log = path.join( site.core, 'wp-content', 'debug.log' );
	if ( ! fs.existsSync( log ) ) {
		return [];
	}
	return fs
		.readFileSync( log, 'utf8' )
		.split( '\n' )
		.filter(
			( line ) =>
				/PHP (Notice|Warning|Deprecated|Fatal error|Parse error)/.test(
					line
				) && /immo-wizards|ImmoWizards/.test( line )
		);
}
