/**
 * Adds up the test counts of every runner log of `npm test` (Jest, PHPUnit, Playwright) and prints
 * them as one closing line: `tests: N passed, N failed`.
 * Usage: node tools/test-totals.mjs LOG_DIR
 */
import fs from 'fs';
import path from 'path';

const dir = process.argv[ 2 ];
let passed = 0;
let failed = 0;
const count = ( text, pattern ) =>
	Number( ( text.match( pattern ) || [] )[ 1 ] || 0 );

for ( const file of fs.readdirSync( dir ) ) {
	const log = fs
		.readFileSync( path.join( dir, file ), 'utf8' )
		.replace( /\x1b\[[0-9;]*m/g, '' );
	if ( file.startsWith( 'jest' ) ) {
		const line = ( log.match( /^Tests:.*$/m ) || [ '' ] )[ 0 ];
		passed += count( line, /(\d+) passed/ );
		failed += count( line, /(\d+) failed/ );
	} else if ( file.startsWith( 'phpunit' ) ) {
		const ok = log.match( /^OK \((\d+) tests?/m );
		const bad = log.match( /^Tests: (\d+), Assertions: \d+(.*)$/m );
		if ( ok ) {
			passed += Number( ok[ 1 ] );
		} else if ( bad ) {
			const broken =
				count( bad[ 2 ], /Errors: (\d+)/ ) +
				count( bad[ 2 ], /Failures: (\d+)/ );
			passed += Number( bad[ 1 ] ) - broken;
			failed += broken;
		}
	} else if ( file.startsWith( 'e2e' ) ) {
		passed +=
			count( log, /^\s*(\d+) passed/m ) +
			count( log, /^\s*(\d+) flaky/m );
		failed += count( log, /^\s*(\d+) failed/m );
	}
}
process.stdout.write( `tests: ${ passed } passed, ${ failed } failed\n` );
