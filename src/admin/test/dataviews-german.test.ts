/**
 * The German for WordPress's own strings in the bundled DataViews code (`languages/po/dataviews.po`)
 * covers exactly the strings that code translates through the `default` domain.
 */
const { readFragments } = require( '../../../tools/i18n/po.cjs' );
const {
	defaultDomainStrings,
} = require( '../../../tools/i18n/default-strings.cjs' );

type Entry = { msgid: string; msgctxt?: string; msgstr: string[] };

const key = ( context: string | undefined, msgid: string ) =>
	`${ context ?? '' }\u0004${ msgid }`;

describe( 'German for the bundled DataViews strings', () => {
	const translations: Record<
		string,
		Record< string, Entry >
	> = readFragments( 'default' );
	const translated = new Map< string, Entry >();
	for ( const [ context, entries ] of Object.entries( translations ) ) {
		for ( const [ msgid, entry ] of Object.entries( entries ) ) {
			translated.set( key( context || undefined, msgid ), entry );
		}
	}
	const used: { msgid: string; context?: string; plural?: string }[] =
		defaultDomainStrings();

	it( 'translates every string the bundled code uses, and no other', () => {
		expect( used.length ).toBeGreaterThan( 100 );
		expect( [ ...translated.keys() ].sort() ).toEqual(
			used.map( ( s ) => key( s.context, s.msgid ) ).sort()
		);
	} );

	it( 'gives plural strings both German forms', () => {
		for ( const string of used.filter( ( s ) => s.plural ) ) {
			const { msgstr } = translated.get(
				key( string.context, string.msgid )
			)!;
			expect( msgstr ).toHaveLength( 2 );
			expect( msgstr.every( Boolean ) ).toBe( true );
		}
	} );

	it( 'keeps the placeholders and markup of each string', () => {
		const marks = ( text: string ) =>
			( text.match( /%(\d\$)?[sd]|<\/?\w+ ?\/?>/g ) ?? [] ).sort();
		for ( const string of used ) {
			const { msgstr } = translated.get(
				key( string.context, string.msgid )
			)!;
			expect( marks( msgstr[ 0 ] ) ).toEqual( marks( string.msgid ) );
		}
	} );

	it( 'is not part of the plugin’s own catalogue', () => {
		expect( readFragments()[ '' ][ 'Items per page' ] ).toBeUndefined();
		expect(
			translated.get( key( undefined, 'Items per page' ) )?.msgstr
		).toEqual( [ 'Elemente pro Seite' ] );
	} );
} );
