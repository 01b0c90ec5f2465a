/**
 * Playwright for the smoke stage of `npm test`: drives the site `npm start` started (tools/start.sh)
 * as a visitor and an agency would, without the e2e suite's fakes, SMTP sink or test helpers.
 * Environment: IMMO_DEMO_URL (the site), IMMO_DEMO_HOST_URL (the demo page of another website).
 */

/**
 * External dependencies
 */
import { defineConfig } from '@playwright/test';

export default defineConfig( {
	testDir: '.',
	testMatch: '*.spec.ts',
	outputDir: '../../test-results/smoke',
	workers: 1,
	retries: 0,
	timeout: 300_000,
	expect: { timeout: 15_000 },
	reporter: [ [ 'list' ] ],
	use: {
		baseURL: process.env.IMMO_DEMO_URL,
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
