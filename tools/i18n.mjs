/**
 * Builds the shipped German translations from the PO fragments in `languages/po/`:
 * `languages/immo-wizards-de_DE.po` and `.mo` for PHP, one JSON file per built script handle, and
 * `languages/default-de_DE.json` for WordPress's own strings in the bundled DataViews code.
 */
import fs from 'fs';
import path from 'path';
import { createRequire } from 'module';
import { fileURLToPath } from 'url';

const require = createRequire( import.meta.url );
const { po, mo } = require( 'gettext-parser' );
const { readFragments, toLocaleData, usedIn } = require( './i18n/po.cjs' );

const root = path.join(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const languages = path.join( root, 'languages' );
const base = path.join( languages, 'immo-wizards-de_DE' );

const catalogue = {
	charset: 'utf-8',
	headers: {
		'Project-Id-Version': 'Immo Wizards',
		Language: 'de_DE',
		'MIME-Version': '1.0',
		'Content-Type': 'text/plain; charset=UTF-8',
		'Content-Transfer-Encoding': '8bit',
		'Plural-Forms': 'nplurals=2; plural=(n != 1);',
		'X-Domain': 'immo-wizards',
	},
	translations: readFragments(),
};
fs.writeFileSync( `${ base }.po`, po.compile( catalogue ) );
fs.writeFileSync( `${ base }.mo`, mo.compile( catalogue ) );

// Script handles are named after the build entries: build/<screen>/<entry>.js → immo-wizards-<screen>-<entry>.
// Each gets the strings its files use (build/script-files.json: the entry and every chunk it may
// load), not the whole catalogue: WordPress prints them into every page with the script.
const build = path.join( root, 'build' );
const manifestFile = path.join( build, 'script-files.json' );
const manifest = fs.existsSync( manifestFile )
	? JSON.parse( fs.readFileSync( manifestFile, 'utf8' ) )
	: {};
let handles = 0;
for ( const screen of fs.existsSync( build ) ? fs.readdirSync( build ) : [] ) {
	const dir = path.join( build, screen );
	if ( ! fs.statSync( dir ).isDirectory() ) {
		continue;
	}
	for ( const file of fs
		.readdirSync( dir )
		.filter( ( f ) => f.endsWith( '.asset.php' ) ) ) {
		const entry = `${ screen }/${ file.replace( '.asset.php', '' ) }`;
		const code = ( manifest[ entry ] || [ `${ entry }.js` ] )
			.map( ( name ) =>
				fs.readFileSync( path.join( build, name ), 'utf8' )
			)
			.join( '\n' );
		const json = JSON.stringify( {
			domain: 'messages',
			locale_data: {
				messages: toLocaleData(
					usedIn( code, catalogue.translations )
				),
			},
		} );
		fs.writeFileSync(
			`${ base }-immo-wizards-${ entry.replace( '/', '-' ) }.json`,
			json
		);
		handles++;
	}
}
// WordPress's own strings in the bundled DataViews code (domain `default`), without a header: they
// only fill gaps in what core loaded (see I18n::fill_default_domain()), its plural rule stays.
fs.writeFileSync(
	path.join( languages, 'default-de_DE.json' ),
	JSON.stringify( toLocaleData( readFragments( 'default' ), false ) )
);
const count = Object.values( catalogue.translations ).reduce(
	( n, e ) => n + Object.keys( e ).length,
	0
);
process.stdout.write(
	`i18n: ${ count } German strings, ${ handles } script translation files\n`
);
