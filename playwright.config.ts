/**
 * Playwright: end-to-end tests in Chromium against WordPress served by PHP's built-in server with
 * MariaDB (see tests/e2e/global-setup.ts). Run with `npm run test:e2e` (tools/test-e2e.sh).
 */

/**
 * External dependencies
 */
import { defineConfig } from '@playwright/test';

// One port for the main process and the workers (they inherit the environment).
if ( ! process.env.IMMO_E2E_PORT ) {
	process.env.IMMO_E2E_PORT = String(
		20000 + Math.floor( Math.random() * 20000 )
	);
}
const baseURL = `http://127.0.0.1:${ process.env.IMMO_E2E_PORT }`;

export default defineConfig( {
	testDir: './tests/e2e',
	testMatch: '**/*.spec.ts',
	globalSetup: './tests/e2e/global-setup.ts',
	outputDir: './test-results',
	fullyParallel: false,
	workers: 1,
	retries: process.env.CI ? 1 : 0,
	forbidOnly: !! process.env.CI,
	timeout: 60_000,
	expect: { timeout: 10_000 },
	reporter: [ [ 'list' ] ],
	use: {
		baseURL,
		locale: 'de-DE',
		actionTimeout: 15_000,
		navigationTimeout: 30_000,
		trace: 'retain-on-failure',
		screenshot: 'only-on-failure',
		browserName: 'chromium',
		launchOptions: {
			executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
				'--no-first-run',
				'--disable-quic',
			],
		},
	},
} );
