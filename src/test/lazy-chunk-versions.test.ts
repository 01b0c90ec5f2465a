/**
 * Long-term caching of the lazily loaded chunks (the map, the portal's dialogs, later wizard steps):
 * the URL a screen's runtime builds for each chunk file carries the hash of that file's content, so
 * it changes exactly when the file does. The entries themselves are versioned by their asset files
 * (tests/php/Blocks/asset-versions-test.php). Reads the output of `npm run build`.
 */

/**
 * External dependencies
 */
import fs from 'fs';
import path from 'path';
// webpack comes with @wordpress/scripts, which builds the plugin; its hash is the one to check.
// eslint-disable-next-line import/no-extraneous-dependencies
import { util } from 'webpack';

const BUILD = path.join( __dirname, '..', '..', 'build' );

/**
 * webpack's real content hash of an emitted file: its default `md4`, 20 hex digits.
 *
 * @param file Built file.
 */
function contentHash( file: string ): string {
	const hash = util.createHash( 'md4' );
	hash.update( fs.readFileSync( file ) );
	return String( hash.digest( 'hex' ) ).slice( 0, 20 );
}

/** The built files directly in build/: the lazy chunks (entries live in `<screen>/`). */
function lazyChunks(): string[] {
	return fs
		.readdirSync( BUILD, { withFileTypes: true } )
		.filter( ( item ) => item.isFile() && /\.(js|css)$/.test( item.name ) )
		.map( ( item ) => item.name );
}

/** The entries' scripts (which carry the chunk loading runtime). */
function entryScripts(): string[] {
	return fs
		.readdirSync( BUILD, { withFileTypes: true } )
		.filter( ( item ) => item.isDirectory() )
		.flatMap( ( item ) =>
			fs
				.readdirSync( path.join( BUILD, item.name ) )
				.filter( ( name ) => name.endsWith( '.js' ) )
				.map( ( name ) =>
					fs.readFileSync(
						path.join( BUILD, item.name, name ),
						'utf8'
					)
				)
		);
}

/**
 * The minified expression starting at `from`: up to the first comma outside brackets.
 *
 * @param code Minified code.
 * @param from Start offset.
 */
function expression( code: string, from: number ): string {
	let depth = 0;
	for ( let i = from; i < code.length; i++ ) {
		const char = code[ i ];
		if ( '([{'.includes( char ) ) {
			depth++;
		} else if ( ')]}'.includes( char ) ) {
			depth--;
		} else if ( ',' === char && 0 === depth ) {
			return code.slice( from, i );
		}
	}
	return code.slice( from );
}

describe( 'lazy chunk URLs', () => {
	beforeAll( () => {
		expect( fs.existsSync( BUILD ) ).toBe( true ); // Run `npm run build` first.
	} );

	it( 'version every chunk file by its content hash', () => {
		const chunks = lazyChunks();
		expect( chunks ).toEqual(
			expect.arrayContaining( [
				'map.js',
				'map.css',
				'portal-account.css',
				'portal-saved-search-wizard.css',
			] )
		);
		const runtimes = entryScripts().join( '\n' );
		for ( const chunk of chunks ) {
			// A runtime holds the hash as `ver` of this one chunk (`{163:"<hash>"}`), or inline when
			// it loads a single chunk (`"map.css?ver=<hash>"`).
			const hash = contentHash( path.join( BUILD, chunk ) );
			expect( {
				chunk,
				versioned:
					runtimes.includes( `"${ hash }"` ) ||
					runtimes.includes( `${ chunk }?ver=${ hash }"` ),
			} ).toEqual( { chunk, versioned: true } );
		}
	} );

	it( 'never build a chunk URL without a version', () => {
		const runtimes = entryScripts().join( '\n' );
		// The chunk URL functions of webpack's runtime: `.u` (scripts) and `.miniCssF` (styles).
		const loaders = [ ...runtimes.matchAll( /\.(u|miniCssF)=e=>/g ) ].map(
			( match ) => expression( runtimes, match.index + match[ 0 ].length )
		);
		expect( loaders.length ).toBeGreaterThan( 10 );
		// `{}`: the entry has no chunk of that kind (e.g. no lazy CSS), so it builds no URL.
		for ( const loader of loaders.filter( ( code ) => code !== '{}' ) ) {
			expect( loader ).toMatch( /\.(js|css)\?ver=/ );
		}
	} );
} );
