/**
 * Bench setup: the e2e environment (WordPress 6.5 on PHP's built-in server with MariaDB) plus the
 * bench-only mu-plugin (no rate limits, no comment flood check).
 */

/**
 * Internal dependencies
 */
import { startEnvironment } from '../../tests/e2e/support/environment';

export default async function globalSetup(): Promise< () => Promise< void > > {
	// Served as a host serves them: text compressed (tools/router.php).
	process.env.IMMO_SERVE_COMPRESSED = '1';
	const env = await startEnvironment( {
		name: 'bench',
		coreVersion: process.env.WP_CORE_VERSION || '6.5',
		port: Number( process.env.IMMO_E2E_PORT ) || undefined,
		workers: 4,
		muPlugins: 'immo-demo-pages,immo-test-env,immo-bench',
	} );
	process.env.WP_BASE_URL = env.baseURL;
	process.env.IMMO_SMTP_DIR = env.smtpDir;
	process.env.IMMO_TEST_TOKEN = env.token;
	return env.stop;
}
