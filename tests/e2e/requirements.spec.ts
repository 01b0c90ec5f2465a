/**
 * A server without a PHP extension the plugin needs: the same site, served by a PHP without mbstring,
 * shows administrators a notice naming it, and its pages (a wizard's among them) load without a fatal
 * error. The plugin stays idle there instead of failing on the first page that calls mbstring.
 */
/**
 * External dependencies
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import { logIn } from './support/admin';
import { freePort, waitForPort } from './support/ports';

test.setTimeout( 120_000 );

let server: ChildProcess | undefined;
let iniDir = '';
let base = '';

test.beforeAll( async () => {
	// PHP's own additional .ini folder, copied without the line that loads mbstring.
	const scanned = execFileSync( 'php', [
		'-r',
		'echo PHP_CONFIG_FILE_SCAN_DIR;',
	] )
		.toString()
		.trim();
	iniDir = fs.mkdtempSync( path.join( os.tmpdir(), 'immo-no-mbstring-' ) );
	for ( const file of fs.readdirSync( scanned ) ) {
		if ( ! file.includes( 'mbstring' ) ) {
			fs.copyFileSync(
				path.join( scanned, file ),
				path.join( iniDir, file )
			);
		}
	}
	const port = await freePort();
	server = spawn(
		'bash',
		[
			'tools/serve.sh',
			process.env.IMMO_E2E_CORE as string,
			String( port ),
			'2',
		],
		{
			env: { ...process.env, PHP_INI_SCAN_DIR: iniDir },
			stdio: 'ignore',
			detached: true,
		}
	);
	await waitForPort( port, 15_000 );
	base = `http://127.0.0.1:${ port }`;
	const loaded = execFileSync( 'php', [ '-m' ], {
		env: { ...process.env, PHP_INI_SCAN_DIR: iniDir },
	} ).toString();
	expect( loaded, 'the second server really lacks mbstring' ).not.toMatch(
		/^mbstring$/m
	);
} );

test.afterAll( () => {
	if ( server?.pid ) {
		process.kill( -server.pid );
	}
	fs.rmSync( iniDir, { recursive: true, force: true } );
} );

test( 'without mbstring administrators are told and no page fails', async ( {
	page,
} ) => {
	await logIn( page, 'admin', 'password' );
	// The login cookies belong to the host, whatever the port: the same administrator on the other server.
	const plugins = await page.goto( `${ base }/wp-admin/plugins.php` );
	expect( plugins?.status() ).toBe( 200 );
	const notice = page.locator( '.notice-error', {
		hasText: 'Immo Wizards ist nicht in Betrieb.',
	} );
	await expect( notice ).toBeVisible();
	await expect( notice.locator( 'li' ) ).toHaveText( [
		'die PHP-Erweiterung mbstring',
	] );

	for ( const demo of [ '/', '/lead-wizard-block/', '/kundenportal/' ] ) {
		const response = await page.request.get( `${ base }${ demo }`, {
			maxRedirects: 0,
		} );
		expect( response.status(), demo ).toBeLessThan( 500 );
		expect( await response.text(), demo ).not.toContain(
			'kritischer Fehler'
		);
	}
} );
