/**
 * `npm run release`: builds `dist/immo-wizards-<version>.zip`, the package a site installs (Plugins →
 * Add New Plugin → Upload): one folder `immo-wizards/` with only what runs (tools/release/files.cjs).
 * Runs `npm run build` first unless the build is newer than every source, writes the version (file
 * `VERSION`) everywhere else (tools/release/version.cjs), prints the ZIP's size.
 * Usage: node tools/release.mjs [--build | --no-build] [--quiet]
 *   --build     always build;  --no-build  never (fails without a build)
 *   --quiet     print only the ZIP's absolute path (for scripts and tests: `zip=$(npm run --silent release -- --quiet)`)
 * Checks of the package: tools/release/check.mjs (a stage of `npm test`).
 */
import fs from 'fs';
import path from 'path';
import { execFileSync } from 'child_process';
import { createRequire } from 'module';
import { fileURLToPath, pathToFileURL } from 'url';

const require = createRequire( import.meta.url );
const { SLUG, MAX_BYTES, packageFiles } = require( './release/files.cjs' );
const { sourceVersion, writeVersion } = require( './release/version.cjs' );

/** @param {string} line A line for the terminal. */
const print = ( line ) => process.stdout.write( `${ line }\n` );
/** @param {string} line A line for the terminal's error output. */
const printError = ( line ) => process.stderr.write( `${ line }\n` );

const ROOT = path.join(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);

/** What `npm run build` reads; its last output is the German catalogue (tools/i18n.mjs). */
const BUILD_INPUTS = [
	'src',
	'blocks',
	'languages/po',
	'VERSION',
	'package.json',
	'package-lock.json',
	'webpack.config.js',
	'tools/i18n.mjs',
	'tools/i18n',
];
const BUILD_STAMP = `languages/${ SLUG }-de_DE.mo`;

/**
 * The newest modification time of a file or of any file in a folder (test folders left out).
 *
 * @param {string} file Absolute path.
 * @return {number} Milliseconds (0 when absent).
 */
function newest( file ) {
	if ( ! fs.existsSync( file ) ) {
		return 0;
	}
	const stat = fs.statSync( file );
	if ( ! stat.isDirectory() ) {
		return stat.mtimeMs;
	}
	return Math.max(
		0,
		...fs
			.readdirSync( file )
			// Tests beside the code (src/**/test/) are not built.
			.filter( ( name ) => name !== 'test' )
			.map( ( name ) => newest( path.join( file, name ) ) )
	);
}

/**
 * Whether build/ and the translations are newer than every source they come from.
 *
 * @param {string} root Project folder.
 */
export function buildIsFresh( root = ROOT ) {
	const stamp = path.join( root, BUILD_STAMP );
	if (
		! fs.existsSync( stamp ) ||
		! fs.existsSync( path.join( root, 'build', 'script-files.json' ) )
	) {
		return false;
	}
	const built = fs.statSync( stamp ).mtimeMs;
	return BUILD_INPUTS.every(
		( input ) => newest( path.join( root, input ) ) <= built
	);
}

/**
 * Builds the package.
 *
 * @param {Object}                  options
 * @param {'auto'|'always'|'never'} options.build When to run `npm run build`.
 * @param {(line: string) => void}  options.log   Progress output.
 * @return {{file: string, bytes: number, files: number, version: string}} The ZIP.
 */
export function release( { build = 'auto', log = print } = {} ) {
	execFileSync( 'bash', [ 'tools/deps.sh' ], {
		cwd: ROOT,
		stdio: [ 'ignore', 'ignore', 'inherit' ],
	} );
	if ( build === 'always' || ( build === 'auto' && ! buildIsFresh() ) ) {
		log( 'release: building (npm run build, 1–3 minutes)' );
		execFileSync( 'npm', [ 'run', '--silent', 'build' ], {
			cwd: ROOT,
			stdio: [ 'ignore', 'ignore', 'inherit' ],
		} );
	} else if ( ! fs.existsSync( path.join( ROOT, BUILD_STAMP ) ) ) {
		throw new Error( 'release: no build (run npm run build)' );
	} else {
		log( 'release: the build is newer than its sources, reusing it' );
	}
	writeVersion( ROOT );
	const version = sourceVersion( ROOT );

	const staging = path.join( ROOT, '.cache', 'release' );
	fs.rmSync( staging, { recursive: true, force: true } );
	const files = packageFiles( ROOT );
	for ( const file of files ) {
		const target = path.join( staging, SLUG, file );
		fs.mkdirSync( path.dirname( target ), { recursive: true } );
		fs.copyFileSync( path.join( ROOT, file ), target );
	}

	const dist = path.join( ROOT, 'dist' );
	const zip = path.join( dist, `${ SLUG }-${ version }.zip` );
	fs.mkdirSync( dist, { recursive: true } );
	fs.rmSync( zip, { force: true } );
	// -X: no extra file attributes (owner, times beyond the DOS ones), -9: smallest.
	execFileSync( 'zip', [ '-X', '-9', '-q', '-r', zip, SLUG ], {
		cwd: staging,
	} );
	const bytes = fs.statSync( zip ).size;
	return { file: zip, bytes, files: files.length, version };
}

/**
 * A byte count as megabytes (1 MB = 1,000,000 bytes, as the limit is written).
 *
 * @param {number} bytes Bytes.
 */
export function megabytes( bytes ) {
	return `${ ( bytes / 1e6 ).toFixed( 2 ) } MB`;
}

if (
	process.argv[ 1 ] &&
	import.meta.url === pathToFileURL( process.argv[ 1 ] ).href
) {
	const args = process.argv.slice( 2 );
	const quiet = args.includes( '--quiet' );
	let build = 'auto';
	if ( args.includes( '--build' ) ) {
		build = 'always';
	} else if ( args.includes( '--no-build' ) ) {
		build = 'never';
	}
	try {
		const result = release( {
			build,
			log: quiet ? () => {} : print,
		} );
		if ( quiet ) {
			print( result.file );
		} else {
			const over = result.bytes >= MAX_BYTES;
			print(
				`release: ${ path.relative( ROOT, result.file ) }: ${ result.files } files, ${ megabytes(
					result.bytes
				) } (${ result.bytes.toLocaleString( 'en' ) } bytes; limit ${ megabytes( MAX_BYTES ) })${
					over ? ' – TOO BIG' : ''
				}`
			);
		}
	} catch ( error ) {
		printError( error.message );
		process.exit( 1 );
	}
}
