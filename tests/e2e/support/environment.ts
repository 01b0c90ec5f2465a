/**
 * The test environment: private MariaDB, a fresh WordPress install (core copy per version) with the
 * plugin linked in, the fake upstream services, the SMTP sink and PHP's built-in server.
 * Used by the Playwright global setup and by the bench.
 */

/**
 * External dependencies
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { startFakeUpstream, type FakeUpstream } from './fake-upstream';
import { freePort, waitForPort } from './ports';
import { startSmtpSink, stopProcess, type SmtpSink } from './smtp-sink';

export const REPO = path.resolve( __dirname, '../../..' );

export type EnvironmentOptions = {
	/** WordPress core: '6.5' (default) or '7.1' (tools/wp-core.sh). */
	coreVersion?: string;
	/** Site language: 'de_DE' (default) or 'en_US'. */
	locale?: string;
	/** Port of the PHP server (0/undefined: a free one). */
	port?: number;
	/** Name of this environment (folder under .cache/, database name). */
	name?: string;
	/** PHP built-in server workers. */
	workers?: number;
	/** Mu-plugins from tests/env/mu-plugins to link (comma-separated). */
	muPlugins?: string;
	/**
	 * A clean site: WordPress only, the plugin neither linked nor activated, and nothing kept from an
	 * earlier run (its core copy is made anew, so no plugin uploaded before is left in it).
	 */
	bare?: boolean;
	/** PATH of the PHP server (default: this process's). */
	serverPath?: string;
	log?: ( message: string ) => void;
};

export type Environment = {
	baseURL: string;
	port: number;
	core: string;
	database: string;
	smtpDir: string;
	token: string;
	upstream: FakeUpstream;
	smtp: SmtpSink;
	php: ChildProcess;
	startedMariaDb: boolean;
	stop: () => Promise< void >;
};

/**
 * Runs a repository script and returns its output.
 *
 * @param args Command and arguments (run with bash from the repository root).
 * @param env  Extra environment.
 */
function run( args: string[], env: NodeJS.ProcessEnv = {} ): string {
	return execFileSync( 'bash', args, {
		cwd: REPO,
		env: { ...process.env, ...env },
		encoding: 'utf8',
		stdio: [ 'ignore', 'pipe', 'pipe' ],
	} );
}

/**
 * Reads `tools/mariadb.sh env` (`export NAME=value` lines) into an object.
 */
function mariaDbEnv(): Record< string, string > {
	const env: Record< string, string > = {};
	for ( const line of run( [ 'tools/mariadb.sh', 'env' ] ).split( '\n' ) ) {
		const match = /^export ([A-Z_]+)=(.*)$/.exec( line.trim() );
		if ( match ) {
			env[ match[ 1 ] ] = match[ 2 ]
				.replace( /\\(.)/g, '$1' )
				.replace( /^'(.*)'$/, '$1' );
		}
	}
	return env;
}

/**
 * True when the private MariaDB server answers.
 */
function mariaDbRunning(): boolean {
	const env = mariaDbEnv();
	try {
		execFileSync(
			'mariadb-admin',
			[
				`--socket=${ env.MARIADB_SOCKET }`,
				'-u',
				env.DB_USER,
				`-p${ env.DB_PASSWORD }`,
				'ping',
			],
			{
				stdio: 'ignore',
			}
		);
		return true;
	} catch {
		return false;
	}
}

/**
 * Starts everything; `stop()` tears it all down again (MariaDB only when this call started it).
 *
 * @param options Options.
 */
export async function startEnvironment(
	options: EnvironmentOptions = {}
): Promise< Environment > {
	const log = options.log || ( () => {} );
	const coreVersion = options.coreVersion || '6.5';
	const name = options.name || `e2e-${ coreVersion.replace( /\W/g, '' ) }`;
	const cache = path.join( REPO, '.cache', name );
	const core = path.join( cache, 'core' );
	const database = `immo_${ name.replace( /\W/g, '_' ) }`;
	if ( options.bare ) {
		fs.rmSync( cache, { recursive: true, force: true } );
	}

	const startedMariaDb = ! mariaDbRunning();
	run( [ 'tools/mariadb.sh', 'start' ] );
	const db = mariaDbEnv();
	run( [ 'tools/mariadb.sh', 'create-db', database ] );
	run( [ 'tools/wp-core.sh', coreVersion, core ] );
	fs.rmSync( path.join( core, 'wp-content', 'debug.log' ), { force: true } );

	const port = options.port || ( await freePort() );
	const smtpPort = await freePort();
	const upstream = await startFakeUpstream();
	const smtpDir = path.join( cache, 'mail' );
	const smtp = await startSmtpSink( smtpPort, smtpDir );
	const token = crypto.randomBytes( 16 ).toString( 'hex' );
	const baseURL = `http://127.0.0.1:${ port }`;

	let php: ChildProcess | undefined;
	const stop = async () => {
		if ( php ) {
			await stopProcess( php );
		}
		await smtp.stop();
		await upstream.close();
		if ( startedMariaDb ) {
			run( [ 'tools/mariadb.sh', 'stop' ] );
		}
	};

	try {
		const output = run( [ '-c', 'php tests/env/install.php' ], {
			...db,
			IMMO_CORE: core,
			IMMO_SITE_URL: baseURL,
			DB_NAME: database,
			IMMO_LOCALE: options.locale || 'de_DE',
			IMMO_SMTP_PORT: String( smtpPort ),
			IMMO_GEOCODER_URL: upstream.geocoderUrl,
			IMMO_TILE_URL: upstream.tileUrl,
			IMMO_ROUTING_URL: upstream.routingUrl,
			IMMO_TEST_TOKEN: token,
			...( options.muPlugins
				? { IMMO_MU_PLUGINS: options.muPlugins }
				: {} ),
			...( options.bare ? { IMMO_BARE: '1' } : {} ),
		} );
		log(
			`installed WordPress ${ coreVersion } (${ database }): ${ output.trim() }`
		);

		const logFile = fs.openSync(
			path.join( cache, 'php-server.log' ),
			'w'
		);
		php = spawn(
			'bash',
			[
				'tools/serve.sh',
				core,
				String( port ),
				String( options.workers || 4 ),
			],
			{
				cwd: REPO,
				detached: true,
				stdio: [ 'ignore', logFile, logFile ],
				env: {
					...process.env,
					PATH: options.serverPath ?? process.env.PATH,
				},
			}
		);
		await waitForPort( port, 15000 );
	} catch ( error ) {
		await stop();
		const { stderr, stdout } = error as {
			stderr?: string;
			stdout?: string;
		};
		throw new Error(
			`Test environment failed to start: ${ ( error as Error ).message }\n${ stdout || '' }\n${ stderr || '' }`
		);
	}

	return {
		baseURL,
		port,
		core,
		database,
		smtpDir,
		token,
		upstream,
		smtp,
		php: php!,
		startedMariaDb,
		stop,
	};
}

/**
 * Runs one SQL statement on a database of the private MariaDB server.
 *
 * @param database Database name.
 * @param query    Statement.
 * @return Its rows, tab-separated, without a header.
 */
export function sql( database: string, query: string ): string {
	return run( [ 'tools/mariadb.sh', 'query', database, query ] );
}

/**
 * Calls the test-only REST helper (tests/env/mu-plugins/immo-test-env.php).
 *
 * @param baseURL               Site URL.
 * @param token                 Test token.
 * @param state                 State to set.
 * @param state.locale
 * @param state.minFillTime
 * @param state.rateLimits
 * @param state.submitBudget    Submits per minute before the site asks for a proof of work (null: as set).
 * @param state.smtpPort        Another local mail server for the site's mails (0: the sink again).
 * @param state.webhookReceiver `host:port` of a local webhook receiver the site may post to.
 * @param state.webhooksDue     Webhook retries due now (as if their backoff had passed).
 * @param state.nonceSalt       Mixed into the nonce salt: nonces made before stop verifying ('' none).
 */
export async function setTestState(
	baseURL: string,
	token: string,
	state: {
		locale?: 'de_DE' | 'en_US';
		minFillTime?: number;
		rateLimits?: 'on' | 'off';
		submitBudget?: number | null;
		smtpPort?: number;
		webhookReceiver?: string;
		webhooksDue?: boolean;
		nonceSalt?: string;
	}
): Promise< unknown > {
	const response = await fetch(
		`${ baseURL }/index.php?rest_route=/immo-wizards-test/v1/state`,
		{
			method: 'POST',
			headers: {
				'Content-Type': 'application/json',
				'X-Immo-Test-Token': token,
			},
			body: JSON.stringify( state ),
		}
	);
	if ( ! response.ok ) {
		throw new Error(
			`test state: HTTP ${ response.status } ${ await response.text() }`
		);
	}
	return response.json();
}
