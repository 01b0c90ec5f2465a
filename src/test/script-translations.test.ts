/**
 * Each script handle's German JSON (tools/i18n.mjs) holds the strings its files translate, the entry
 * and every chunk it may load (build/script-files.json), and not the whole catalogue: WordPress
 * prints it into every page with the script. Checked against the translation calls in the built
 * code, a second way of finding them. Reads the output of `npm run build`.
 */

/**
 * External dependencies
 */
import fs from 'fs';
import path from 'path';

const { readFragments, toLocaleData } = require( '../../tools/i18n/po.cjs' );

const ROOT = path.join( __dirname, '..', '..' );
const BUILD = path.join( ROOT, 'build' );
const LANGUAGES = path.join( ROOT, 'languages' );

type LocaleData = {
	locale_data: { messages: Record< string, string[] > };
};

const manifest = JSON.parse(
	fs.readFileSync( path.join( BUILD, 'script-files.json' ), 'utf8' )
) as Record< string, string[] >;

/** The German strings of the whole plugin (what PHP loads), keyed as the JSON keys them. */
const catalogue = new Set(
	Object.keys( toLocaleData( readFragments(), false ) as object )
);

/**
 * A string literal's value, as the minified code writes it (double quotes, JSON escapes).
 *
 * @param literal Its text between the quotes.
 */
function unquote( literal: string ): string {
	return JSON.parse( `"${ literal }"` ) as string;
}

/**
 * The texts the code passes to `__`, `_x`, `_n` and `_nx` (with `_x`'s and `_nx`'s context, as the
 * JSON keys them), as the minified calls read: `(0,n.__)("Text","immo-wizards")`.
 *
 * @param code Built code.
 */
function translatedTexts( code: string ): string[] {
	const string = '"((?:[^"\\\\]|\\\\.)*)"';
	const calls = [
		new RegExp( `\\b__\\)?\\(${ string },"immo-wizards"`, 'g' ),
		new RegExp( `\\b_x\\)?\\(${ string },${ string },"immo-wizards"`, 'g' ),
		new RegExp(
			`\\b_n\\)?\\(${ string },${ string },[^,]+,"immo-wizards"`,
			'g'
		),
		new RegExp(
			`\\b_nx\\)?\\(${ string },${ string },[^,]+,${ string },"immo-wizards"`,
			'g'
		),
	];
	return calls.flatMap( ( call, index ) =>
		[ ...code.matchAll( call ) ].map( ( match ) => {
			const text = unquote( match[ 1 ] );
			if ( index === 1 ) {
				return `${ unquote( match[ 2 ] ) }\u0004${ text }`;
			}
			if ( index === 3 ) {
				return `${ unquote( match[ 3 ] ) }\u0004${ text }`;
			}
			return text;
		} )
	);
}

describe( 'script translations', () => {
	// The entries that translate (embed/host, the script on other sites, has no WordPress packages).
	const entries = Object.keys( manifest ).filter( ( entry ) => {
		const asset = path.join( BUILD, `${ entry }.asset.php` );
		return (
			fs.existsSync( asset ) &&
			fs.readFileSync( asset, 'utf8' ).includes( "'wp-i18n'" )
		);
	} );

	it( 'knows the files of every entry', () => {
		expect( entries ).toEqual(
			expect.arrayContaining( [ 'lead-wizard/view', 'portal/view' ] )
		);
		expect( manifest[ 'lead-wizard/view' ] ).toEqual(
			expect.arrayContaining( [
				'lead-wizard/view.js',
				expect.stringMatching( /^[\w-]+\.js$/ ),
			] )
		);
	} );

	it.each( entries )(
		'%s: every string its files translate, and no other',
		( entry ) => {
			const code = manifest[ entry ]
				.map( ( file ) =>
					fs.readFileSync( path.join( BUILD, file ), 'utf8' )
				)
				.join( '\n' );
			const json = JSON.parse(
				fs.readFileSync(
					path.join(
						LANGUAGES,
						`immo-wizards-de_DE-immo-wizards-${ entry.replace(
							'/',
							'-'
						) }.json`
					),
					'utf8'
				)
			) as LocaleData;
			const keys = Object.keys( json.locale_data.messages ).filter(
				( key ) => key !== ''
			);
			const called = translatedTexts( code ).filter( ( text ) =>
				catalogue.has( text )
			);
			expect( called.length ).toBeGreaterThan( 0 );
			expect( keys ).toEqual( expect.arrayContaining( called ) );
			// Found as literals, a string may also be a plain text: a few more, never the catalogue.
			expect( keys.length ).toBeLessThan( catalogue.size / 2 );
		}
	);
} );
