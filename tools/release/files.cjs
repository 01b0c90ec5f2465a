/**
 * What the release package holds: only what runs on a site, under one top folder `immo-wizards/`.
 * Used to assemble the package (tools/release.mjs) and to check a built one (tools/release/check.mjs).
 */
const fs = require( 'fs' );
const path = require( 'path' );

const SLUG = 'immo-wizards';

/** Size limit of the ZIP, in bytes (1.5 MB). */
const MAX_BYTES = 1500000;

/**
 * The editor entries' CSS: the editor script imports the screen's styles as the view script does, so
 * the build writes a copy of view.css as editor.css. Nothing loads it: Blocks::register_assets()
 * registers only view.css, the block's style, which the editor loads too.
 */
const EDITOR_CSS = /^build\/[^/]+\/editor(-rtl)?\.css$/;

/**
 * The right-to-left copies of the styles: the plugin speaks German and English only (see I18n), so a
 * right-to-left site shows its screens left to right, as the admin lists' DataViews styles already do;
 * Blocks::register_assets() registers an RTL copy only where one exists. Leaving them out keeps the
 * package under its size limit.
 */
const RTL_CSS = /-rtl\.css$/;

/**
 * Folders and files copied from the project, each with the rule for what inside it ships.
 * build/: the compiled scripts, styles, images and asset files, without source maps, without
 * script-files.json (it only tells tools/i18n.mjs which translations each script needs), without
 * the editor entries' unused CSS and without the right-to-left copies.
 * languages/: the compiled catalogue (.mo) and the script translations (.json), not the PO sources.
 */
const SOURCES = [
	{ path: 'plugin.php' },
	{ path: 'uninstall.php' },
	{ path: 'readme.txt' },
	{ path: 'LICENSE' },
	{ path: 'includes', keep: ( file ) => file.endsWith( '.php' ) },
	{ path: 'blocks', keep: ( file ) => /\.(json|php)$/.test( file ) },
	{
		path: 'build',
		keep: ( file ) =>
			! file.endsWith( '.map' ) &&
			file !== 'build/script-files.json' &&
			! EDITOR_CSS.test( file ) &&
			! RTL_CSS.test( file ),
	},
	{
		path: 'languages',
		keep: ( file ) => /^languages\/[^/]+\.(mo|json)$/.test( file ),
	},
];

/** File names the package may hold (the plugin directory's own list is not stricter). */
const ALLOWED = /(^|\/)LICENSE$|\.(php|js|css|json|mo|txt|svg|png)$/;

/** Never in the package: sources, tests, tools, maps, dependencies, PO files, hidden files. */
const FORBIDDEN = [
	[ /^src\//, 'sources' ],
	[ /^tests?\//, 'tests' ],
	[ /^tools\//, 'tools' ],
	[ /^types\//, 'type declarations' ],
	[ /(^|\/)node_modules\//, 'node_modules' ],
	[ /^vendor\//, 'Composer packages' ],
	[ /\.map$/, 'source map' ],
	[ /\.(ts|tsx|scss|mjs|cjs)$/, 'source file' ],
	[ /\.(po|pot)$/, 'PO file' ],
	[ /^languages\/po\//, 'PO fragments' ],
	[ /(^|\/)\./, 'hidden file' ],
	[ /^build\/script-files\.json$/, 'build manifest' ],
	[
		/^(package(-lock)?\.json|composer\.(json|lock)|phpcs\.xml\.dist|webpack\.config\.js|jest\.config\.js|playwright\.config\.ts|tsconfig\.json|README\.md)$/,
		'development file',
	],
];

/**
 * Every file of the project that ships, relative to the project, sorted.
 *
 * @param {string} root Project folder.
 * @return {string[]} Files.
 */
function packageFiles( root ) {
	const files = [];
	const walk = ( relative ) => {
		const full = path.join( root, relative );
		if ( fs.statSync( full ).isDirectory() ) {
			for ( const name of fs.readdirSync( full ) ) {
				walk( `${ relative }/${ name }` );
			}
		} else {
			files.push( relative );
		}
	};
	for ( const source of SOURCES ) {
		if ( ! fs.existsSync( path.join( root, source.path ) ) ) {
			throw new Error( `release: ${ source.path } is missing` );
		}
		const before = files.length;
		walk( source.path );
		if ( source.keep ) {
			const kept = files.splice( before ).filter( source.keep );
			files.push( ...kept );
		}
	}
	return files.sort();
}

/**
 * What is wrong with a package's file list (paths inside the ZIP, with the top folder).
 *
 * @param {string[]} entries  Paths in the ZIP (folders end with `/`).
 * @param {string[]} expected Files that must be there, relative to the plugin folder.
 * @return {string[]} Problems.
 */
function fileListProblems( entries, expected ) {
	const problems = [];
	const files = [];
	for ( const entry of entries ) {
		if ( entry !== `${ SLUG }/` && ! entry.startsWith( `${ SLUG }/` ) ) {
			problems.push( `${ entry }: outside the top folder ${ SLUG }/` );
		} else if ( ! entry.endsWith( '/' ) ) {
			files.push( entry.slice( SLUG.length + 1 ) );
		}
	}
	for ( const file of files ) {
		const forbidden = FORBIDDEN.find( ( [ pattern ] ) =>
			pattern.test( file )
		);
		if ( forbidden ) {
			problems.push( `${ file }: ${ forbidden[ 1 ] } must not ship` );
		} else if ( ! ALLOWED.test( file ) ) {
			problems.push( `${ file }: file type not allowed in the package` );
		}
	}
	const present = new Set( files );
	for ( const file of expected ) {
		if ( ! present.has( file ) ) {
			problems.push( `${ file }: missing` );
		}
	}
	return problems;
}

/**
 * Files every package must hold: the plugin's entry points, the licence, the readme, each block's
 * block.json, every built script with its asset file and its German translations, the German
 * catalogue.
 *
 * @param {string} root Project folder (its blocks/ and build/ name the blocks and scripts).
 * @return {string[]} Files relative to the plugin folder.
 */
function expectedFiles( root ) {
	const folders = ( dir ) =>
		fs
			.readdirSync( path.join( root, dir ), { withFileTypes: true } )
			.filter( ( item ) => item.isDirectory() )
			.map( ( item ) => item.name );
	// build/<screen>/<entry>.asset.php: the script handle immo-wizards-<screen>-<entry>.
	const entries = folders( 'build' ).flatMap( ( screen ) =>
		fs
			.readdirSync( path.join( root, 'build', screen ) )
			.filter( ( file ) => file.endsWith( '.asset.php' ) )
			.map(
				( file ) => `${ screen }/${ file.replace( '.asset.php', '' ) }`
			)
	);
	if ( ! entries.length ) {
		throw new Error( 'release: no built scripts (run npm run build)' );
	}
	return [
		'plugin.php',
		'uninstall.php',
		'readme.txt',
		'LICENSE',
		'includes/autoload.php',
		'includes/class-plugin.php',
		`languages/${ SLUG }-de_DE.mo`,
		'languages/default-de_DE.json',
		...folders( 'blocks' ).map(
			( block ) => `blocks/${ block }/block.json`
		),
		...entries.flatMap( ( entry ) => [
			`build/${ entry }.js`,
			`build/${ entry }.asset.php`,
			`languages/${ SLUG }-de_DE-${ SLUG }-${ entry.replace( '/', '-' ) }.json`,
		] ),
	];
}

module.exports = {
	SLUG,
	MAX_BYTES,
	packageFiles,
	fileListProblems,
	expectedFiles,
};
