/**
 * Checks a release package as the WordPress.org plugin directory would, and what the project promises
 * about it: one top folder, the expected files and no forbidden or unknown ones, size under the
 * limit, one version everywhere, a readme the directory reads, PHP that passes PHPCS with the
 * WordPress Coding Standards, a direct-access guard in every PHP file, the text domain on every
 * translation call, no debug output.
 * Usage: node tools/release/check.mjs [ZIP]   (default: dist/immo-wizards-<package.json version>.zip)
 * Prints one line per check; exit 1 when any fails.
 */
import fs from 'fs';
import path from 'path';
import { execFileSync, spawnSync } from 'child_process';
import { createRequire } from 'module';
import { fileURLToPath } from 'url';

const require = createRequire( import.meta.url );
const {
	SLUG,
	MAX_BYTES,
	fileListProblems,
	expectedFiles,
} = require( './files.cjs' );
const { sourceVersion, versionProblems } = require( './version.cjs' );
const { parseReadme, readmeProblems, pluginHeader } = require( './readme.cjs' );

/** @param {string} line A line for the terminal. */
const print = ( line ) => process.stdout.write( `${ line }\n` );
/** @param {string} line A line for the terminal's error output. */
const printError = ( line ) => process.stderr.write( `${ line }\n` );

const ROOT = path.join(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..',
	'..'
);
const version = sourceVersion( ROOT );
const zip = path.resolve(
	process.argv[ 2 ] || path.join( ROOT, 'dist', `${ SLUG }-${ version }.zip` )
);
if ( ! fs.existsSync( zip ) ) {
	printError( `release-check: ${ zip } is missing (npm run release)` );
	process.exit( 1 );
}

// Unpacked into a fixed folder, so PHPCS's cache knows the files of the last run.
const unpacked = path.join( ROOT, '.cache', 'release-check' );
fs.rmSync( unpacked, { recursive: true, force: true } );
fs.mkdirSync( unpacked, { recursive: true } );
execFileSync( 'unzip', [ '-q', zip, '-d', unpacked ] );
const plugin = path.join( unpacked, SLUG );
const entries = execFileSync( 'unzip', [ '-Z1', zip ], { encoding: 'utf8' } )
	.split( '\n' )
	.filter( Boolean );
const phpFiles = entries
	.filter( ( entry ) => entry.endsWith( '.php' ) )
	.map( ( entry ) => path.join( unpacked, entry ) );

/**
 * Runs a command; its problems are its output lines when it fails.
 *
 * @param {string}   command Program.
 * @param {string[]} args    Arguments.
 * @return {string[]} Problems.
 */
function problemsOf( command, args ) {
	const run = spawnSync( command, args, {
		cwd: ROOT,
		encoding: 'utf8',
		maxBuffer: 64 * 1024 * 1024,
	} );
	if ( run.status === 0 ) {
		return [];
	}
	const output = `${ run.stdout }${ run.stderr }`
		.split( '\n' )
		.filter( ( line ) => line.trim() );
	return output.length
		? output
		: [ `${ command } failed (exit ${ run.status })` ];
}

const phpcs = [
	'vendor/bin/phpcs',
	'-q',
	'--no-colors',
	'--report=emacs',
	`--basepath=${ plugin }`,
];
const checks = [
	[
		'one folder, expected files, nothing else',
		() => fileListProblems( entries, expectedFiles( ROOT ) ),
	],
	[
		`size under ${ MAX_BYTES / 1e6 } MB`,
		() => {
			const bytes = fs.statSync( zip ).size;
			return bytes < MAX_BYTES ? [] : [ `${ bytes } bytes` ];
		},
	],
	[
		`version ${ version } everywhere`,
		() => [
			...versionProblems( plugin, version ),
			...( path.basename( zip ) === `${ SLUG }-${ version }.zip`
				? []
				: [
						`${ path.basename( zip ) } does not name version ${ version }`,
					] ),
		],
	],
	[
		'readme.txt as the plugin directory reads it',
		() =>
			readmeProblems(
				parseReadme(
					fs.readFileSync( path.join( plugin, 'readme.txt' ), 'utf8' )
				),
				pluginHeader(
					fs.readFileSync( path.join( plugin, 'plugin.php' ), 'utf8' )
				)
			),
	],
	[
		'direct-access guard in every PHP file, no debug output',
		() => problemsOf( 'php', [ 'tools/release/php-checks.php', plugin ] ),
	],
	// The text domain on every translation call, suppression comments ignored, generated files included.
	[
		'text domain immo-wizards on every translation call',
		() =>
			problemsOf( phpcs[ 0 ], [
				...phpcs.slice( 1 ),
				'--standard=WordPress',
				'--sniffs=WordPress.WP.I18n',
				'--ignore-annotations',
				'--runtime-set',
				'text_domain',
				SLUG,
				'--warning-severity=0',
				...phpFiles,
			] ),
	],
	[
		'PHPCS, WordPress Coding Standards (phpcs.xml.dist)',
		() =>
			problemsOf( phpcs[ 0 ], [
				...phpcs.slice( 1 ),
				'--standard=phpcs.xml.dist',
				'--warning-severity=0',
				`--cache=${ path.join( ROOT, '.cache', 'phpcs-release.json' ) }`,
				plugin,
			] ),
	],
];

let failed = 0;
for ( const [ title, check ] of checks ) {
	const problems = check();
	print( `${ problems.length ? 'FAIL' : 'ok  ' } ${ title }` );
	for ( const problem of problems ) {
		print( `       ${ problem }` );
	}
	failed += problems.length ? 1 : 0;
}
const size = fs.statSync( zip ).size;
print(
	`release-check: ${ path.relative( ROOT, zip ) } (${ entries.length } entries, ${ ( size / 1e6 ).toFixed( 2 ) } MB): ${
		failed
			? `${ failed } of ${ checks.length } checks failed`
			: `all ${ checks.length } checks passed`
	}`
);
process.exit( failed ? 1 : 0 );
