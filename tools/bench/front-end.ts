/**
 * The bench's front-end part: JS and CSS bytes (raw and gzip) that each screen's block demo page loads
 * from the plugin's folder, the initial load vs. the lazily loaded map code where the screen has a map
 * (measured in Chromium, before and after the map is shown).
 */

/**
 * External dependencies
 */
import type { Browser, Page, Response } from '@playwright/test';
import zlib from 'node:zlib';

/**
 * Internal dependencies
 */
import {
	acceptCookiesIfAsked,
	newBrowser,
} from '../../tests/e2e/support/portal';

const PLUGIN_PATH = '/wp-content/plugins/immo-wizards/';
const TARGET_INITIAL_JS_GZIP = 30 * 1024;

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

type Screen = {
	name: string;
	url: string;
	/** Shows the map (after the cookie banner was accepted); absent: the screen has no map. */
	showMap?: ( page: Page ) => Promise< void >;
};

/** Every screen's block demo page (tests/env/mu-plugins/immo-demo-pages.php). */
export const SCREENS: Screen[] = [
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

/**
 * The screens to measure: all, or those named in IMMO_BENCH_SCREENS (comma-separated, e.g.
 * `IMMO_BENCH_SCREENS="portal,saved-search wizard"`), to look into one screen without the whole run.
 */
export function selectedScreens(): Screen[] {
	const names = ( process.env.IMMO_BENCH_SCREENS || '' )
		.split( ',' )
		.map( ( name ) => name.trim() )
		.filter( Boolean );
	if ( ! names.length ) {
		return SCREENS;
	}
	const unknown = names.filter(
		( name ) => ! SCREENS.some( ( screen ) => screen.name === name )
	);
	if ( unknown.length ) {
		throw new Error(
			`IMMO_BENCH_SCREENS: unknown screen(s) ${ unknown.join(
				', '
			) }; known: ${ SCREENS.map( ( screen ) => screen.name ).join( ', ' ) }`
		);
	}
	return SCREENS.filter( ( screen ) => names.includes( screen.name ) );
}

export type ScreenResult = {
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
	const { context, page } = await newBrowser( browser );
	let note = '';
	let mapShown = false;
	try {
		const assets = recordAssets( page );
		await page.goto( screen.url );
		await page.waitForLoadState( 'networkidle' );
		const initialUrls = new Set( assets.keys() );
		if ( screen.showMap ) {
			try {
				await acceptCookiesIfAsked( page );
				await screen.showMap( page );
				await page
					.locator( '.leaflet-container' )
					.first()
					.waitFor( { timeout: 20000 } );
				await page.waitForLoadState( 'networkidle' );
				mapShown = true;
			} catch ( error ) {
				note = `map not shown: ${ ( error as Error ).message.split( '\n' )[ 0 ] }`;
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

/**
 * Measures the screens and reports the bytes against the target.
 *
 * @param browser  Browser.
 * @param selected The screens to measure.
 */
export async function measureFrontEnd(
	browser: Browser,
	selected: Screen[]
): Promise< { screens: ScreenResult[]; lines: string[] } > {
	const lines: string[] = [];
	const screens: ScreenResult[] = [];
	for ( const screen of selected ) {
		screens.push( await measureScreen( browser, screen ) );
	}
	const lead = screens.find( ( screen ) => screen.name === 'lead wizard' );
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
					`${ screen.name }: map (lazy${ screen.mapShown ? '' : ', NOT SHOWN' })`,
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
		) } gzip per screen${
			lead ? `; the lead wizard: ${ kb( lead.initial.jsGzip ) }` : ''
		}`
	);
	return { screens, lines };
}
