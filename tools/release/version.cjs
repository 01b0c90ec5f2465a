/**
 * The plugin's version lives in one place, the file `VERSION`; `npm run build` and `npm run release`
 * write it to every other place that names it (the plugin header, the PHP constant, the readme's Stable
 * tag, package.json and its lock file).
 * Usage: node tools/release/version.cjs [--check]   (--check: only report places that differ, exit 1)
 */
const fs = require( 'fs' );
const path = require( 'path' );

const ROOT = path.join( __dirname, '..', '..' );

/** The one place the version is kept. */
const SOURCE = 'VERSION';

/**
 * Where the version is written: file (relative to the plugin), what it is, and its pattern (three
 * groups: before, the version, after). `project`: the file stays in the project, the package has none.
 */
const PLACES = [
	{
		file: 'plugin.php',
		what: 'plugin header Version',
		pattern: /^(\s*\*\s*Version:[ \t]*)(\S+)()/m,
	},
	{
		file: 'plugin.php',
		what: 'constant IMMO_WIZARDS_VERSION',
		pattern: /(define\(\s*'IMMO_WIZARDS_VERSION',\s*')([^']*)(')/,
	},
	{
		file: 'readme.txt',
		what: 'readme.txt Stable tag',
		pattern: /^(Stable tag:[ \t]*)(\S+)()/im,
	},
	{
		file: 'package.json',
		what: 'package.json version',
		pattern: /^(\t"version": ")([^"]*)(")/m,
		project: true,
	},
	{
		file: 'package-lock.json',
		what: 'package-lock.json version',
		pattern: /^(\t"version": ")([^"]*)(")/m,
		project: true,
	},
	{
		file: 'package-lock.json',
		what: 'package-lock.json root package version',
		pattern:
			/^(\t\t"": \{\n\t\t\t"name": "[^"]*",\n\t\t\t"version": ")([^"]*)(")/m,
		project: true,
	},
];

/**
 * The version, from its one place.
 *
 * @param {string} root Project folder.
 * @return {string} Version.
 */
function sourceVersion( root = ROOT ) {
	return fs.readFileSync( path.join( root, SOURCE ), 'utf8' ).trim();
}

/**
 * The version each place names (null where the file or the pattern is missing).
 *
 * @param {string} dir Plugin folder (the project or an unpacked package).
 * @return {{file: string, what: string, version: string|null}[]} Places.
 */
function readVersions( dir ) {
	const inProject = fs.existsSync( path.join( dir, SOURCE ) );
	const places = PLACES.filter( ( place ) => inProject || ! place.project );
	return places.map( ( { file, what, pattern } ) => {
		const full = path.join( dir, file );
		const match = fs.existsSync( full )
			? fs.readFileSync( full, 'utf8' ).match( pattern )
			: null;
		return { file, what, version: match ? match[ 2 ] : null };
	} );
}

/**
 * Places whose version differs from `version`, as messages.
 *
 * @param {string} dir     Plugin folder.
 * @param {string} version Expected version.
 * @return {string[]} Problems.
 */
function versionProblems( dir, version ) {
	return readVersions( dir )
		.filter( ( place ) => place.version !== version )
		.map(
			( place ) =>
				`${ place.what } (${ place.file }) is ${
					place.version ?? 'missing'
				}, ${ SOURCE } says ${ version }`
		);
}

/**
 * Writes the version to every place that differs.
 *
 * @param {string} root Project folder.
 * @return {string[]} Files changed.
 */
function writeVersion( root = ROOT ) {
	const version = sourceVersion( root );
	const changed = new Set();
	for ( const { file, pattern } of PLACES ) {
		const full = path.join( root, file );
		const text = fs.readFileSync( full, 'utf8' );
		if ( ! pattern.test( text ) ) {
			throw new Error( `version: no place for the version in ${ file }` );
		}
		const updated = text.replace(
			pattern,
			( _match, before, _old, after ) => before + version + after
		);
		if ( updated !== text ) {
			fs.writeFileSync( full, updated );
			changed.add( file );
		}
	}
	return [ ...changed ];
}

if ( require.main === module ) {
	const print = ( line ) => process.stdout.write( `${ line }\n` );
	const printError = ( line ) => process.stderr.write( `${ line }\n` );
	if ( process.argv.includes( '--check' ) ) {
		const problems = versionProblems( ROOT, sourceVersion() );
		problems.forEach( ( problem ) =>
			printError( `version: ${ problem }` )
		);
		process.exit( problems.length ? 1 : 0 );
	}
	const changed = writeVersion();
	if ( changed.length ) {
		print(
			`version: ${ sourceVersion() } written to ${ changed.join( ', ' ) }`
		);
	}
}

module.exports = {
	SOURCE,
	PLACES,
	sourceVersion,
	readVersions,
	versionProblems,
	writeVersion,
};
