/**
 * `npm run bench` (tools/bench.sh): one Playwright "test" that measures the plugin's front-end bytes in
 * Chromium, Lighthouse on each screen's page and the server time of the lead submit against core's
 * comment POST.
 */

/**
 * External dependencies
 */
import { defineConfig } from '@playwright/test';

/**
 * Internal dependencies
 */
import base from '../../playwright.config';

export default defineConfig( {
	...base,
	testDir: '.',
	testMatch: 'bench.spec.ts',
	globalSetup: './global-setup.ts',
	outputDir: '../../.cache/bench/test-results',
	retries: 0,
	// Lighthouse runs each page three times: on a busy machine that takes a while.
	timeout: 3_600_000,
	reporter: [ [ 'line' ] ],
} );
