/**
 * The bench (`npm run bench`):
 * 1. JS and CSS bytes (raw and gzip) that each screen's block demo page (lead wizard, saved-search
 *    wizard, exposé inquiry, contact form, newsletter, route planner, portal) loads from the plugin's
 *    folder: initial load vs. the lazily loaded map code (front-end.ts);
 * 2. server time of the lead submit against core's anonymous comment POST on the same PHP server
 *    (server-time.ts).
 * Results go to .cache/bench/result.txt (printed by tools/bench.sh) and result.json.
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
import { measureFrontEnd } from './front-end';
import { measureServer } from './server-time';

const OUT = path.resolve( __dirname, '../../.cache/bench' );

test( 'bench', async ( { browser } ) => {
	const frontEnd = await measureFrontEnd( browser );
	const leadScreen = frontEnd.screens[ 0 ];
	const server = await measureServer( process.env.WP_BASE_URL! );
	const result = {
		assets: {
			initial: leadScreen.initial,
			lazy: leadScreen.lazy,
			mapShown: leadScreen.mapShown,
			files: leadScreen.files,
		},
		screens: frontEnd.screens,
		server: server.server,
	};
	const lines = [ ...frontEnd.lines, '', ...server.lines ];

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
