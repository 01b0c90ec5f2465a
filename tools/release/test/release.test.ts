/**
 * The release package's rules (tools/release/): one version everywhere, a readme the plugin
 * directory reads, and which files ship. The built package itself is checked by
 * tools/release/check.mjs (`npm test`, stage release).
 */

/**
 * External dependencies
 */
import fs from 'fs';
import os from 'os';
import path from 'path';

const {
	sourceVersion,
	versionProblems,
	writeVersion,
} = require( '../version.cjs' );
const {
	parseReadme,
	readmeProblems,
	pluginHeader,
} = require( '../readme.cjs' );
const { packageFiles, fileListProblems } = require( '../files.cjs' );

const ROOT = path.join( __dirname, '..', '..', '..' );
const read = ( file: string ) =>
	fs.readFileSync( path.join( ROOT, file ), 'utf8' );

/**
 * A temporary folder holding these files.
 *
 * @param files Relative path => content.
 */
function folderWith( files: Record< string, string > ): string {
	const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'immo-release-' ) );
	for ( const [ file, content ] of Object.entries( files ) ) {
		fs.mkdirSync( path.dirname( path.join( dir, file ) ), {
			recursive: true,
		} );
		fs.writeFileSync( path.join( dir, file ), content );
	}
	return dir;
}

describe( 'version', () => {
	it( 'VERSION, the plugin header, the constant, the Stable tag and package.json agree', () => {
		expect( versionProblems( ROOT, sourceVersion( ROOT ) ) ).toEqual( [] );
	} );

	it( 'names every place that differs, and the build writes the version there', () => {
		const dir = folderWith( {
			VERSION: '1.2.3\n',
			'package.json': read( 'package.json' ),
			'package-lock.json': read( 'package-lock.json' ),
			'plugin.php': read( 'plugin.php' ),
			'readme.txt': read( 'readme.txt' ),
		} );
		expect( versionProblems( dir, '1.2.3' ) ).toEqual( [
			expect.stringMatching(
				/^plugin header Version \(plugin\.php\) is /
			),
			expect.stringMatching( /^constant IMMO_WIZARDS_VERSION/ ),
			expect.stringMatching( /^readme\.txt Stable tag/ ),
			expect.stringMatching( /^package\.json version/ ),
			expect.stringMatching( /^package-lock\.json version/ ),
			expect.stringMatching( /^package-lock\.json root package/ ),
		] );
		expect( writeVersion( dir ) ).toEqual( [
			'plugin.php',
			'readme.txt',
			'package.json',
			'package-lock.json',
		] );
		expect( versionProblems( dir, '1.2.3' ) ).toEqual( [] );
		expect( writeVersion( dir ) ).toEqual( [] );
		const plugin = fs.readFileSync(
			path.join( dir, 'plugin.php' ),
			'utf8'
		);
		expect( plugin ).toContain(
			"define( 'IMMO_WIZARDS_VERSION', '1.2.3' );"
		);
		expect( plugin ).toMatch( /^ \* Version: {11}1\.2\.3$/m );
		const lock = JSON.parse(
			fs.readFileSync( path.join( dir, 'package-lock.json' ), 'utf8' )
		);
		expect( [ lock.version, lock.packages[ '' ].version ] ).toEqual( [
			'1.2.3',
			'1.2.3',
		] );
		expect(
			JSON.parse(
				fs.readFileSync( path.join( dir, 'package.json' ), 'utf8' )
			).version
		).toBe( '1.2.3' );
	} );

	it( 'checks a package without the project files on what ships', () => {
		const dir = folderWith( {
			'plugin.php': read( 'plugin.php' ),
			'readme.txt': read( 'readme.txt' ),
		} );
		expect( versionProblems( dir, sourceVersion( ROOT ) ) ).toEqual( [] );
	} );
} );

describe( 'readme.txt', () => {
	const readme = parseReadme( read( 'readme.txt' ) );

	it( 'reads as the plugin directory reads it, in agreement with plugin.php', () => {
		expect( readme.name ).toBe(
			'Immo Wizards – Lead-Wizards & Kundenportal'
		);
		expect( readme.fields ).toMatchObject( {
			requires: '6.5',
			tested: '7.1',
			requiresPhp: '8.1',
			license: 'GPL-2.0-or-later',
		} );
		expect(
			readmeProblems( readme, pluginHeader( read( 'plugin.php' ) ) )
		).toEqual( [] );
	} );

	it( 'finds what the directory would cut or reject', () => {
		const broken = read( 'readme.txt' )
			.replace( /^Tags: .*$/m, 'Tags: a, b, c, d, e, f' )
			.replace( /^Tested up to: .*\n/m, '' )
			.replace( /^(German lead wizards.*)$/m, '$1 '.repeat( 2 ) )
			.replace( '== Upgrade Notice ==', '== Notes ==' );
		const problems = readmeProblems( parseReadme( broken ), {
			version: '9.9.9',
			requires: '6.5',
			requiresPhp: '8.2',
		} );
		expect( problems ).toEqual( [
			'header field tested is missing',
			`Stable tag ${ readme.fields.stableTag } differs from the plugin's Version 9.9.9`,
			"Requires PHP 8.1 differs from plugin.php's 8.2",
			'more than 5 tags (the directory shows only the first 5)',
			expect.stringMatching(
				/^the short description has 2\d\d characters/
			),
			'section "upgrade notice" is missing or empty',
		] );
	} );
} );

describe( 'package files', () => {
	it( 'ships what runs and leaves sources, maps, PO files, the build manifest, the unused editor CSS and the right-to-left copies behind', () => {
		const dir = folderWith( {
			'plugin.php': '',
			'uninstall.php': '',
			'readme.txt': '',
			LICENSE: '',
			'includes/class-plugin.php': '',
			'blocks/portal/block.json': '',
			'build/portal/view.js': '',
			'build/portal/view.js.map': '',
			'build/portal/view.asset.php': '',
			'build/portal/view.css': '',
			'build/portal/view-rtl.css': '',
			'build/portal/editor.css': '',
			'build/portal/editor-rtl.css': '',
			'build/script-files.json': '',
			'languages/immo-wizards-de_DE.mo': '',
			'languages/immo-wizards-de_DE.po': '',
			'languages/immo-wizards-de_DE-immo-wizards-portal-view.json': '',
			'languages/po/portal.po': '',
			'src/portal/view.tsx': '',
		} );
		expect( packageFiles( dir ) ).toEqual( [
			'LICENSE',
			'blocks/portal/block.json',
			'build/portal/view.asset.php',
			'build/portal/view.css',
			'build/portal/view.js',
			'includes/class-plugin.php',
			'languages/immo-wizards-de_DE-immo-wizards-portal-view.json',
			'languages/immo-wizards-de_DE.mo',
			'plugin.php',
			'readme.txt',
			'uninstall.php',
		] );
	} );

	it( 'names files outside the folder, forbidden or unknown ones, and missing ones', () => {
		expect(
			fileListProblems(
				[
					'immo-wizards/',
					'immo-wizards/plugin.php',
					'immo-wizards/build/view.js.map',
					'immo-wizards/src/view.tsx',
					'immo-wizards/languages/po/php.po',
					'immo-wizards/node_modules/x/index.js',
					'immo-wizards/.DS_Store',
					'immo-wizards/tools/release.mjs',
					'immo-wizards/build/tool.exe',
					'plugin.php',
				],
				[ 'plugin.php', 'LICENSE' ]
			)
		).toEqual( [
			'plugin.php: outside the top folder immo-wizards/',
			'build/view.js.map: source map must not ship',
			'src/view.tsx: sources must not ship',
			'languages/po/php.po: PO file must not ship',
			'node_modules/x/index.js: node_modules must not ship',
			'.DS_Store: hidden file must not ship',
			'tools/release.mjs: tools must not ship',
			'build/tool.exe: file type not allowed in the package',
			'LICENSE: missing',
		] );
	} );
} );
