/**
 * The bench (`npm run bench`):
 * 1. JS and CSS bytes (raw and gzip) that each screen's block demo page (lead wizard, saved-search
 *    wizard, exposé inquiry, contact form, newsletter, route planner) loads from the plugin's folder:
 *    initial load vs. the lazily loaded map code where the screen has a map (measured in Chromium,
 *    before and after the map is shown);
 * 2. server time of the lead submit (`POST /wp-json/immo-wizards/v1/wizard/lead`) against core's
 *    anonymous comment POST (`/wp-comments-post.php`) on the same PHP server: median of N each,
 *    interleaved. Results go to .cache/bench/result.txt (printed by tools/bench.sh) and result.json.
 */

/**
 * External dependencies
 */
import { test, type Browser, type Page, type Response } from '@playwright/test';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const REQUESTS = Math.max(
	200,
	Number( process.env.IMMO_BENCH_REQUESTS ) || 200
);
const WARMUP = 10;
const OUT = path.resolve( __dirname, '../../.cache/bench' );
const PLUGIN_PATH = '/wp-content/plugins/immo-wizards/';
const TARGET_INITIAL_JS_GZIP = 40 * 1024;
const TARGET_RATIO = 1.2;

type Asset = { url: string; type: 'js' | 'css'; raw: number; gzip: number };

/**
 * Records the plugin's JS/CSS responses of a page.
 *
 * @param page Page.
 */
function recordAssets( page: Page ): Map< string, Promise< Asset | null > > {
	const assets = new Map< string, Promise< Asset | null > >();
	page.on( 'response', ( response: Response ) => {
		const url = response.url();
		if ( ! url.includes( PLUGIN_PATH ) || assets.has( url ) ) {
			return;
		}
		const type = response.request().resourceType();
		let kind: Asset[ 'type' ] | null = null;
		if ( type === 'script' || /\.js(\?|$)/.test( url ) ) {
			kind = 'js';
		} else if ( type === 'stylesheet' || /\.css(\?|$)/.test( url ) ) {
			kind = 'css';
		}
		if ( ! kind ) {
			return;
		}
		assets.set(
			url,
			response
				.body()
				.then(
					( body ) =>
						( {
							url,
							type: kind,
							raw: body.length,
							gzip: zlib.gzipSync( body, { level: 9 } ).length,
						} ) as Asset
				)
				.catch( () => null )
		);
	} );
	return assets;
}

/**
 * Sums of a set of assets.
 *
 * @param assets Assets.
 */
function totals( assets: Asset[] ) {
	const sum = ( type: 'js' | 'css', key: 'raw' | 'gzip' ) =>
		assets
			.filter( ( a ) => a.type === type )
			.reduce( ( total, a ) => total + a[ key ], 0 );
	return {
		jsRaw: sum( 'js', 'raw' ),
		jsGzip: sum( 'js', 'gzip' ),
		cssRaw: sum( 'css', 'raw' ),
		cssGzip: sum( 'css', 'gzip' ),
		files: assets.length,
	};
}

/**
 * Bytes as KB with one decimal.
 *
 * @param bytes Bytes.
 */
const kb = ( bytes: number ) => `${ ( bytes / 1024 ).toFixed( 1 ) } KB`;

/**
 * Median and 90th percentile of durations.
 *
 * @param values Milliseconds.
 */
function stats( values: number[] ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const at = ( q: number ) =>
		sorted[
			Math.min( sorted.length - 1, Math.floor( q * sorted.length ) )
		];
	const median =
		sorted.length % 2
			? sorted[ ( sorted.length - 1 ) / 2 ]
			: ( sorted[ sorted.length / 2 - 1 ] +
					sorted[ sorted.length / 2 ] ) /
				2;
	return { median, p90: at( 0.9 ), min: sorted[ 0 ], n: sorted.length };
}

type Screen = {
	name: string;
	url: string;
	/** Shows the map (after the cookie banner was accepted); absent: the screen has no map. */
	showMap?: ( page: Page ) => Promise< void >;
};

/** Every screen's block demo page (tests/env/mu-plugins/immo-demo-pages.php). */
const SCREENS: Screen[] = [
	{
		name: 'lead wizard',
		url: '/lead-wizard-block/',
		showMap: ( page ) =>
			page
				.getByRole( 'button', { name: /^\s*Haus\s*$/ } )
				.or( page.getByRole( 'radio', { name: /^\s*Haus\s*$/ } ) )
				.first()
				.click( { timeout: 10000 } ),
	},
	{
		name: 'saved-search wizard',
		url: '/saved-search-block/',
		showMap: async () => {},
	},
	{
		name: 'exposé inquiry',
		url: '/expose-inquiry-block/?objectId=4711&customObjectId=ABC-12',
	},
	{ name: 'contact form', url: '/contact-block/' },
	{ name: 'newsletter', url: '/newsletter-block/' },
	{
		name: 'route planner',
		url: '/route-planner-block/',
		showMap: async () => {},
	},
	// Logged out: the sign-in form; the portal's dialogs and account form load when they open.
	{ name: 'portal', url: '/kundenportal/' },
];

type ScreenResult = {
	name: string;
	url: string;
	initial: ReturnType< typeof totals >;
	lazy: ReturnType< typeof totals > | null;
	mapShown: boolean;
	note: string;
	files: Asset[];
};

/**
 * Loads a screen's demo page in a fresh browser context and records the plugin's JS/CSS: the initial
 * load (until the network is idle, cookie banner unanswered) and, for screens with a map, what the
 * page loads lazily once the banner is accepted and the map is shown.
 *
 * @param browser Browser.
 * @param screen  Screen.
 */
async function measureScreen(
	browser: Browser,
	screen: Screen
): Promise< ScreenResult > {
	const context = await browser.newContext( {
		baseURL: process.env.WP_BASE_URL,
		locale: 'de-DE',
	} );
	const page = await context.newPage();
	let note = '';
	let mapShown = false;
	try {
		const assets = recordAssets( page );
		await page.goto( screen.url );
		await page.waitForLoadState( 'networkidle' );
		const initialUrls = new Set( assets.keys() );
		if ( screen.showMap ) {
			try {
				const accept = page.getByRole( 'button', {
					name: 'Alle akzeptieren',
				} );
				if (
					await accept
						.isVisible( { timeout: 5000 } )
						.catch( () => false )
				) {
					await accept.click();
				}
				await screen.showMap( page );
				await page
					.locator( '.leaflet-container' )
					.first()
					.waitFor( { timeout: 20000 } );
				await page.waitForLoadState( 'networkidle' );
				mapShown = true;
			} catch ( error ) {
				note = `map not shown: ${
					( error as Error ).message.split( '\n' )[ 0 ]
				}`;
			}
		}
		const all = ( await Promise.all( assets.values() ) ).filter(
			( a ): a is Asset => !! a
		);
		return {
			name: screen.name,
			url: screen.url,
			initial: totals( all.filter( ( a ) => initialUrls.has( a.url ) ) ),
			lazy: screen.showMap
				? totals( all.filter( ( a ) => ! initialUrls.has( a.url ) ) )
				: null,
			mapShown,
			note,
			files: all,
		};
	} finally {
		await context.close();
	}
}

test( 'bench', async ( { browser } ) => {
	const base = process.env.WP_BASE_URL!;
	const lines: string[] = [];
	const result: Record< string, unknown > = {};

	// 1. Front-end bytes of every screen's block page.
	const screens: ScreenResult[] = [];
	for ( const screen of SCREENS ) {
		screens.push( await measureScreen( browser, screen ) );
	}
	const leadScreen = screens[ 0 ];
	result.assets = {
		initial: leadScreen.initial,
		lazy: leadScreen.lazy,
		mapShown: leadScreen.mapShown,
		files: leadScreen.files,
	};
	result.screens = screens;

	lines.push(
		"Front end: JS/CSS loaded from the plugin folder by each screen's block demo page (Chromium)"
	);
	lines.push(
		`  ${ 'screen / part'.padEnd( 36 ) } ${ 'files'.padStart( 5 ) } ${ 'JS raw'.padStart( 10 ) } ${ 'JS gzip'.padStart( 10 ) } ${ 'CSS raw'.padStart( 10 ) } ${ 'CSS gzip'.padStart( 10 ) }   target`
	);
	const row = ( name: string, t: ReturnType< typeof totals >, tail = '' ) =>
		`  ${ name.padEnd( 36 ) } ${ String( t.files ).padStart( 5 ) } ${ kb(
			t.jsRaw
		).padStart( 10 ) } ${ kb( t.jsGzip ).padStart( 10 ) } ${ kb(
			t.cssRaw
		).padStart( 10 ) } ${ kb( t.cssGzip ).padStart( 10 ) }${ tail }`;
	for ( const screen of screens ) {
		let verdict =
			screen.initial.jsGzip <= TARGET_INITIAL_JS_GZIP ? 'OK' : 'OVER';
		if ( ! screen.initial.files ) {
			verdict =
				'NOT MEASURED (no plugin files: block missing or not built?)';
		}
		lines.push(
			row(
				`${ screen.name }: initial`,
				screen.initial,
				`   ${ verdict }`
			)
		);
		if ( screen.lazy ) {
			lines.push(
				row(
					`${ screen.name }: map (lazy${
						screen.mapShown ? '' : ', NOT SHOWN'
					})`,
					screen.lazy
				)
			);
		}
		if ( screen.note ) {
			lines.push( `    (${ screen.name }: ${ screen.note })` );
		}
	}
	lines.push(
		`  target: initial plugin JS <= ${ kb(
			TARGET_INITIAL_JS_GZIP
		) } gzip per screen; the lead wizard: ${ kb(
			leadScreen.initial.jsGzip
		) }`
	);
	lines.push( '' );

	// 2. Server time: lead submit vs. anonymous comment POST, interleaved.
	const leadUrl = `${ base }/wp-json/immo-wizards/v1/wizard/lead`;
	const commentUrl = `${ base }/wp-comments-post.php`;
	const run = crypto.randomBytes( 4 ).toString( 'hex' );
	// A form token serves one submission: each lead fetches its own, outside the timing (the bench
	// mu-plugin sets the minimum fill time to 0).
	const fetchFormToken = async () => {
		const tokenResponse = await fetch(
			`${ base }/wp-json/immo-wizards/v1/wizard/form-token?type=lead`
		);
		if ( tokenResponse.status !== 200 ) {
			throw new Error( `form token: HTTP ${ tokenResponse.status }` );
		}
		return ( ( await tokenResponse.json() ) as { token: string } ).token;
	};
	const lead = async ( i: number ) => {
		const formToken = await fetchFormToken();
		const started = performance.now();
		const response = await fetch( leadUrl, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify( {
				contact: {
					salutation: 'Frau',
					firstname: 'Erika',
					lastname: 'Bench',
					email: `bench-${ run }-${ i }@example.com`,
					customFields: { dataPrivacy: true, acceptContact: true },
				},
				lead: {
					objectType: 'LIVING',
					categoryId: 22332,
					marketingType: 'buy',
					location: {
						zip: '01069',
						city: 'Dresden',
						street: 'Prager Straße',
						number: '10',
						lat: 51.0457,
						lng: 13.7365,
						text: '01069 Dresden, Prager Straße 10',
					},
					fields: [
						{
							name: 'area.livingSpace',
							valueType: 'NUMBER',
							value: 120,
						},
					],
				},
				requestId: crypto.randomUUID(),
				hp: '',
				formToken,
			} ),
		} );
		await response.arrayBuffer();
		if ( response.status !== 201 ) {
			throw new Error( `lead submit: HTTP ${ response.status }` );
		}
		return performance.now() - started;
	};
	const comment = async ( i: number ) => {
		const started = performance.now();
		const response = await fetch( commentUrl, {
			method: 'POST',
			redirect: 'manual',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams( {
				comment_post_ID: '1',
				author: `Bench ${ i }`,
				email: `bench-${ run }-${ i }@example.com`,
				url: '',
				comment: `Bench comment ${ run } ${ i }: ein Kommentar mit etwas Text.`,
				submit: 'Kommentar abschicken',
			} ).toString(),
		} );
		await response.arrayBuffer();
		if ( response.status !== 302 ) {
			throw new Error( `comment POST: HTTP ${ response.status }` );
		}
		return performance.now() - started;
	};

	let leadTimes: number[] = [];
	let commentTimes: number[] = [];
	let serverError = '';
	try {
		for ( let i = 0; i < WARMUP; i++ ) {
			await lead( -1 - i );
			await comment( -1 - i );
		}
		for ( let i = 0; i < REQUESTS; i++ ) {
			leadTimes.push( await lead( i ) );
			commentTimes.push( await comment( i ) );
		}
	} catch ( error ) {
		serverError = ( error as Error ).message;
		leadTimes = leadTimes.length ? leadTimes : [ NaN ];
		commentTimes = commentTimes.length ? commentTimes : [ NaN ];
	}
	const l = stats( leadTimes );
	const c = stats( commentTimes );
	const ratio = l.median / c.median;
	result.server = {
		lead: l,
		comment: c,
		ratio,
		error: serverError || undefined,
	};

	lines.push(
		`Server: median response time on PHP's built-in server (MariaDB), ${ l.n } requests each, interleaved`
	);
	lines.push(
		`  POST /wp-json/immo-wizards/v1/wizard/lead   median ${ l.median.toFixed( 1 ) } ms   p90 ${ l.p90.toFixed( 1 ) } ms`
	);
	lines.push(
		`  POST /wp-comments-post.php (anonymous)     median ${ c.median.toFixed( 1 ) } ms   p90 ${ c.p90.toFixed( 1 ) } ms`
	);
	lines.push(
		`  target: lead submit <= ${ TARGET_RATIO }x comment POST -> ${ ratio.toFixed( 2 ) }x ${ ratio <= TARGET_RATIO ? 'OK' : 'OVER' }`
	);
	if ( serverError ) {
		lines.push( `  (stopped early: ${ serverError })` );
	}

	fs.mkdirSync( OUT, { recursive: true } );
	fs.writeFileSync(
		path.join( OUT, 'result.txt' ),
		lines.join( '\n' ) + '\n'
	);
	fs.writeFileSync(
		path.join( OUT, 'result.json' ),
		JSON.stringify( result, null, '\t' ) + '\n'
	);
} );
