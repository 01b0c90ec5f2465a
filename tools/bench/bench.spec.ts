/**
 * The bench (`npm run bench`):
 * 1. JS and CSS bytes (raw and gzip) that each screen's block demo page (lead wizard, saved-search
 *    wizard, exposé inquiry, contact form, newsletter, route planner, portal) loads from the plugin's
 *    folder: initial load vs. the lazily loaded map code (front-end.ts);
 * 2. server time of the lead submit against core's anonymous comment POST on the same PHP server
 *    (server-time.ts);
 * 3. Lighthouse on each screen's demo page beside a plain page of the theme (lighthouse.ts).
 * Results go to .cache/bench/result.txt (printed by tools/bench.sh) and result.json.
 * IMMO_BENCH_PART=server (`tools/bench.sh server`) runs only part 2; IMMO_BENCH_SCREENS (comma-separated
 * screen names) limits parts 1 and 3 to those screens.
 */

/**
 * External dependencies
 */
import { test } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { measureFrontEnd, selectedScreens } from './front-end';
import { measureLighthouse } from './lighthouse';
import { measureServer } from './server-time';

const OUT = path.resolve( __dirname, '../../.cache/bench' );

/**
 * Path of core's sample page (created by the install, the theme's plain page template, no plugin
 * block on it).
 *
 * @param base The site's URL.
 */
async function plainPage( base: string ): Promise< string > {
	const response = await fetch(
		`${ base }/index.php?rest_route=/wp/v2/pages/2`
	);
	const page = ( await response.json() ) as { link: string };
	return new URL( page.link ).pathname;
}

/**
 * Writes the result files.
 *
 * @param lines  Lines of result.txt.
 * @param result Content of result.json.
 */
function writeResult( lines: string[], result: Record< string, unknown > ) {
	fs.mkdirSync( OUT, { recursive: true } );
	fs.writeFileSync(
		path.join( OUT, 'result.txt' ),
		lines.join( '\n' ) + '\n'
	);
	fs.writeFileSync(
		path.join( OUT, 'result.json' ),
		JSON.stringify( result, null, '\t' ) + '\n'
	);
}

test( 'bench', async ( { browser } ) => {
	const base = process.env.WP_BASE_URL!;
	if ( process.env.IMMO_BENCH_PART === 'server' ) {
		const server = await measureServer( base );
		writeResult( server.lines, { server: server.server } );
		return;
	}
	const screens = selectedScreens();
	const frontEnd = await measureFrontEnd( browser, screens );
	// The lead wizard's assets (the first screen's when IMMO_BENCH_SCREENS leaves it out).
	const leadScreen = frontEnd.screens[ 0 ];
	const lighthouse = await measureLighthouse(
		base,
		screens,
		await plainPage( base )
	);
	const server = await measureServer( base );
	writeResult(
		[ ...frontEnd.lines, '', ...lighthouse.lines, '', ...server.lines ],
		{
			assets: {
				initial: leadScreen.initial,
				lazy: leadScreen.lazy,
				mapShown: leadScreen.mapShown,
				files: leadScreen.files,
			},
			screens: frontEnd.screens,
			server: server.server,
			lighthouse: lighthouse.lighthouse,
		}
	);
} );
