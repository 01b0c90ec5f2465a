/**
 * Reads the German PO fragments in `languages/po/` and turns them into one catalogue.
 * Shared by the build (`tools/i18n.mjs`) and the Jest setup, so both use the same translations.
 */
const fs = require( 'fs' );
const path = require( 'path' );
const { po } = require( 'gettext-parser' );

const FRAGMENTS = path.join( __dirname, '..', '..', 'languages', 'po' );

/**
 * Merged catalogue of one text domain: { [context]: { [msgid]: entry } } as gettext-parser reads it.
 * A fragment names its domain in the header `X-Domain` (none: the plugin's). A string has one
 * translation: two fragments translating it differently are an error (else the later one would
 * silently win, for PHP and every script alike).
 *
 * @param {string} domain Text domain.
 * @return {Object} translations
 */
function readFragments( domain = 'immo-wizards' ) {
	const translations = { '': {} };
	const origins = {};
	const files = fs.existsSync( FRAGMENTS )
		? fs
				.readdirSync( FRAGMENTS )
				.filter( ( f ) => f.endsWith( '.po' ) )
				.sort()
		: [];
	for ( const file of files ) {
		const parsed = po.parse(
			fs.readFileSync( path.join( FRAGMENTS, file ) )
		);
		if ( ( parsed.headers[ 'X-Domain' ] || 'immo-wizards' ) !== domain ) {
			continue;
		}
		for ( const [ context, entries ] of Object.entries(
			parsed.translations
		) ) {
			translations[ context ] = translations[ context ] || {};
			for ( const [ msgid, entry ] of Object.entries( entries ) ) {
				if ( msgid === '' || ! entry.msgstr.some( Boolean ) ) {
					continue;
				}
				const key = `${ context }\u0004${ msgid }`;
				const before = translations[ context ][ msgid ];
				if (
					before &&
					before.msgstr.join( '\n' ) !== entry.msgstr.join( '\n' )
				) {
					throw new Error(
						`"${ msgid }" is translated differently in ${ origins[ key ] } and ${ file }.`
					);
				}
				translations[ context ][ msgid ] = entry;
				origins[ key ] = origins[ key ] ?? file;
			}
		}
	}
	return translations;
}

/**
 * Jed 1.x locale data as `@wordpress/i18n` setLocaleData() and WordPress script JSON files expect.
 *
 * @param {Object}  translations Catalogue from readFragments().
 * @param {boolean} header       Whether to include the header (locale, plural forms).
 * @return {Object} locale data
 */
function toLocaleData( translations, header = true ) {
	const data = header
		? {
				'': {
					domain: 'messages',
					lang: 'de_DE',
					plural_forms: 'nplurals=2; plural=(n != 1);',
				},
			}
		: {};
	for ( const [ context, entries ] of Object.entries( translations ) ) {
		for ( const [ msgid, entry ] of Object.entries( entries ) ) {
			const key = context ? `${ context }\u0004${ msgid }` : msgid;
			data[ key ] = entry.msgstr;
		}
	}
	return data;
}

/**
 * The ways a built (minified) script may write a string literal.
 *
 * @param {string} text The string.
 * @return {string[]} Its literals in double quotes, single quotes and backticks.
 */
function literals( text ) {
	const escaped = JSON.stringify( text ).slice( 1, -1 );
	return [
		`"${ escaped }"`,
		`'${ escaped.replace( /\\"/g, '"' ).replace( /'/g, "\\'" ) }'`,
		`\`${ escaped.replace( /\\"/g, '"' ).replace( /`/g, '\\`' ) }\``,
	];
}

/**
 * The part of a catalogue a script uses: the entries whose original text (singular or plural)
 * appears as a string literal in its code.
 *
 * @param {string} code         The script's built code (with every chunk it may load).
 * @param {Object} translations Catalogue from readFragments().
 * @return {Object} catalogue
 */
function usedIn( code, translations ) {
	const used = {};
	for ( const [ context, entries ] of Object.entries( translations ) ) {
		used[ context ] = {};
		for ( const [ msgid, entry ] of Object.entries( entries ) ) {
			if (
				literals( msgid ).some( ( literal ) =>
					code.includes( literal )
				)
			) {
				used[ context ][ msgid ] = entry;
			}
		}
	}
	return used;
}

module.exports = { readFragments, toLocaleData, usedIn };
