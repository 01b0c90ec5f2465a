/**
 * Playwright global setup: starts the test environment (tests/e2e/support/environment.ts) for the core
 * in WP_CORE_VERSION (default 6.5) and returns the teardown. Tests read the environment from env vars:
 * WP_BASE_URL, IMMO_SMTP_DIR, IMMO_TEST_TOKEN, IMMO_UPSTREAM_URL, IMMO_E2E_CORE (the core folder).
 */

/**
 * External dependencies
 */
import type { FullConfig } from '@playwright/test';

/**
 * Internal dependencies
 */
import { setTestState, startEnvironment } from './support/environment';

export default async function globalSetup(
	config: FullConfig
): Promise< () => Promise< void > > {
	const started = Date.now();
	const port = Number( process.env.IMMO_E2E_PORT ) || undefined;
	const env = await startEnvironment( {
		coreVersion: process.env.WP_CORE_VERSION || '6.5',
		locale: 'de_DE',
		port,
		workers: Math.max( 2, config.workers * 2 ),
	} );
	process.env.WP_BASE_URL = env.baseURL;
	process.env.IMMO_SMTP_DIR = env.smtpDir;
	process.env.IMMO_TEST_TOKEN = env.token;
	process.env.IMMO_UPSTREAM_URL = env.upstream.url;
	process.env.IMMO_E2E_CORE = env.core;
	// The wizard may be sent faster than a person would; many submits come from one IP.
	await setTestState( env.baseURL, env.token, {
		minFillTime: 0,
		rateLimits: 'off',
	} );
	// eslint-disable-next-line no-console
	console.log(
		`e2e: WordPress ${ process.env.WP_CORE_VERSION || '6.5' } at ${ env.baseURL } (ready in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s)`
	);
	return env.stop;
}
