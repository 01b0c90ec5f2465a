/**
 * The bench's Lighthouse part: each screen's demo page and a plain page of the same theme on the same
 * server, mobile preset (Lighthouse's default: simulated slow 4G and a mid-range phone), run offline in
 * Chromium, median of 3 runs each, printed side by side. Figures only: nothing here is asserted. The
 * audits that cost accessibility or best-practices points are listed under the table, and every
 * report is kept in .cache/bench/lighthouse/ for their details.
 */

/**
 * External dependencies
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import {
	failingAudits,
	figuresOf,
	type LighthouseFigures,
	type Report,
} from './lighthouse-report';

const CLI = path.resolve(
	__dirname,
	'../../node_modules/lighthouse/cli/index.js'
);
const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const RUNS = 3;
const REPORTS = path.resolve( __dirname, '../../.cache/bench/lighthouse' );

type Run = { figures: LighthouseFigures; failing: string[] };

/**
 * One Lighthouse run of a URL in its own headless Chromium; the report is kept as `file`.
 *
 * @param url  Page URL.
 * @param file Where the JSON report goes.
 */
function runOnce( url: string, file: string ): Promise< Run > {
	const args = [
		CLI,
		url,
		'--output=json',
		'--output-path=stdout',
		'--quiet',
		'--only-categories=performance,accessibility,best-practices',
		'--chrome-flags=--headless=new --no-sandbox --disable-gpu',
		'--max-wait-for-load=60000',
	];
	return new Promise( ( resolve, reject ) => {
		execFile(
			process.execPath,
			args,
			{
				env: { ...process.env, CHROME_PATH: CHROMIUM },
				maxBuffer: 64 * 1024 * 1024,
				timeout: 180_000,
			},
			( error, stdout ) => {
				if ( error ) {
					reject( error );
					return;
				}
				fs.mkdirSync( REPORTS, { recursive: true } );
				fs.writeFileSync( file, stdout );
				const report = JSON.parse( stdout ) as Report;
				if ( report.runtimeError ) {
					reject( new Error( report.runtimeError.message ) );
					return;
				}
				resolve( {
					figures: figuresOf( report ),
					failing: failingAudits( report ),
				} );
			}
		);
	} );
}

/**
 * The median of each figure over the runs (each figure on its own, as Lighthouse's docs advise for
 * comparing pages).
 *
 * @param runs Runs.
 */
function medianOf( runs: LighthouseFigures[] ): LighthouseFigures {
	const median = ( key: keyof LighthouseFigures ) => {
		const sorted = runs
			.map( ( run ) => run[ key ] )
			.sort( ( a, b ) => a - b );
		return sorted[ Math.floor( ( sorted.length - 1 ) / 2 ) ];
	};
	return {
		performance: median( 'performance' ),
		accessibility: median( 'accessibility' ),
		bestPractices: median( 'bestPractices' ),
		lcp: median( 'lcp' ),
		fcp: median( 'fcp' ),
		tbt: median( 'tbt' ),
		cls: median( 'cls' ),
		clsNoFont: median( 'clsNoFont' ),
		bytes: median( 'bytes' ),
	};
}

const seconds = ( ms: number ) => `${ ( ms / 1000 ).toFixed( 2 ) } s`;

/**
 * One table row.
 *
 * @param name    Page name.
 * @param figures Its medians (null: not measured).
 * @param plain   The plain page's medians, for the LCP ratio.
 */
function row(
	name: string,
	figures: LighthouseFigures | null,
	plain: LighthouseFigures | null
): string {
	if ( ! figures ) {
		return `  ${ name.padEnd( 22 ) } not measured`;
	}
	const ratio =
		plain && name !== 'plain page'
			? `${ ( figures.lcp / plain.lcp ).toFixed( 2 ) }x`
			: '';
	return [
		`  ${ name.padEnd( 22 ) }`,
		String( figures.performance ).padStart( 5 ),
		String( figures.accessibility ).padStart( 5 ),
		String( figures.bestPractices ).padStart( 5 ),
		seconds( figures.lcp ).padStart( 9 ),
		ratio.padStart( 6 ),
		seconds( figures.fcp ).padStart( 9 ),
		`${ Math.round( figures.tbt ) } ms`.padStart( 8 ),
		figures.cls.toFixed( 3 ).padStart( 7 ),
		figures.clsNoFont.toFixed( 3 ).padStart( 9 ),
		`${ ( figures.bytes / 1024 ).toFixed( 0 ) } KB`.padStart( 9 ),
	].join( ' ' );
}

/**
 * Runs Lighthouse RUNS times on each page (interleaved, so a busy moment of the machine does not hit
 * one page only) and prints the medians beside the plain page's.
 *
 * @param base  The site's URL.
 * @param pages Screen name => path of its demo page.
 * @param plain Path of the plain page.
 */
export async function measureLighthouse(
	base: string,
	pages: Array< { name: string; url: string } >,
	plain: string
): Promise< {
	lighthouse: Record< string, LighthouseFigures | null >;
	lines: string[];
} > {
	const all = [ { name: 'plain page', url: plain }, ...pages ];
	const runs = new Map< string, LighthouseFigures[] >();
	const failing = new Map< string, Set< string > >();
	const errors: string[] = [];
	for ( let i = 0; i < RUNS; i++ ) {
		for ( const page of all ) {
			const slug = page.name.replace( /[^a-z0-9]+/gi, '-' );
			try {
				const { figures, failing: failed } = await runOnce(
					base + page.url,
					path.join( REPORTS, `${ slug }-${ i + 1 }.json` )
				);
				failing.set(
					page.name,
					new Set( [
						...( failing.get( page.name ) || [] ),
						...failed,
					] )
				);
				// Progress: a whole round takes minutes on a busy machine.
				process.stdout.write(
					`lighthouse ${ i + 1 }/${ RUNS } ${ page.name }: ${ figures.performance }\n`
				);
				runs.set( page.name, [
					...( runs.get( page.name ) || [] ),
					figures,
				] );
			} catch ( error ) {
				errors.push(
					`${ page.name }: ${ ( error as Error ).message.split( '\n' )[ 0 ] }`
				);
			}
		}
	}
	const lighthouse: Record< string, LighthouseFigures | null > = {};
	for ( const page of all ) {
		const pageRuns = runs.get( page.name );
		lighthouse[ page.name ] = pageRuns ? medianOf( pageRuns ) : null;
	}
	const plainFigures = lighthouse[ 'plain page' ];
	const lines = [
		`Lighthouse ${ RUNS }x per page (mobile preset, Chromium, offline; medians): each screen's demo page beside a plain page of the theme`,
		`  ${ 'page'.padEnd( 22 ) } ${ 'perf'.padStart( 5 ) } ${ 'a11y'.padStart(
			5
		) } ${ 'b.p.'.padStart( 5 ) } ${ 'LCP'.padStart( 9 ) } ${ 'xplain'.padStart(
			6
		) } ${ 'FCP'.padStart( 9 ) } ${ 'TBT'.padStart( 8 ) } ${ 'CLS'.padStart(
			7
		) } ${ 'w/o font'.padStart( 9 ) } ${ 'bytes'.padStart( 9 ) }`,
		...all.map( ( page ) =>
			row( page.name, lighthouse[ page.name ], plainFigures )
		),
		'  targets: performance within 3 points of the plain page, LCP <= 1.1x, accessibility and best practices 100, CLS <= 0.01',
		"  w/o font: the layout shift Lighthouse does not trace to a late web font (the theme's fonts shift the plain page too)",
		...all
			.filter( ( page ) => failing.get( page.name )?.size )
			.map(
				( page ) =>
					`  ${ page.name } failed (in some run): ${ [
						...failing.get( page.name )!,
					].join( ', ' ) }`
			),
		...errors.map( ( error ) => `  (run failed: ${ error })` ),
	];
	return { lighthouse, lines };
}
