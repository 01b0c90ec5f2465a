/**
 * Internal dependencies
 */
import { testCategories } from '../../wizards/shared/test/fixtures/categories';
import {
	formatPrice,
	locationSummary,
	matchCount,
	objectTypeLine,
	priceRange,
	safeUrl,
	savedSearchTitle,
} from '../format';

// Intl separates amount and currency with a no-break space.
const nbsp = ( text: string ) => text.replace( / €/g, '\u00a0€' );

const places = ( ...names: string[] ) => names.map( ( name ) => ( { name } ) );

describe( 'saved-search card formatting', () => {
	it( 'shows up to three regions, then the rest as +N', () => {
		expect( locationSummary( [] ) ).toBe( '' );
		expect( locationSummary( places( 'Altstadt' ) ) ).toBe( 'Altstadt' );
		expect(
			locationSummary( places( 'Altstadt', 'Neustadt', 'Loschwitz' ) )
		).toBe( 'Altstadt, Neustadt, Loschwitz' );
		expect(
			locationSummary(
				places( 'Altstadt', 'Neustadt', 'Loschwitz', 'Pieschen' )
			)
		).toBe( 'Altstadt, Neustadt, Loschwitz +1' );
		expect(
			locationSummary( places( 'A', 'B', 'C', 'D', 'E', 'F' ) )
		).toBe( 'A, B, C +3' );
	} );

	it( 'formats prices in EUR without decimals: range, min., max.', () => {
		const price = ( minValue?: number | null, maxValue?: number | null ) =>
			priceRange( [
				{ name: 'price.price', valueType: 'RANGE', minValue, maxValue },
			] );
		expect( price( 100000, 300000 ) ).toBe(
			nbsp( '100.000 € – 300.000 €' )
		);
		expect( price( null, 300000 ) ).toBe( nbsp( 'max. 300.000 €' ) );
		expect( price( 100000 ) ).toBe( nbsp( 'min. 100.000 €' ) );
		expect( price( 1250.5, null ) ).toBe( nbsp( 'min. 1.251 €' ) );
		expect( price( 0, 900 ) ).toBe( nbsp( '0 € – 900 €' ) );
		expect( price() ).toBeNull();
		// Other fields are no price.
		expect(
			priceRange( [
				{ name: 'area.livingSpace', valueType: 'RANGE', minValue: 60 },
			] )
		).toBeNull();
		expect( formatPrice( 1500 ) ).toBe( nbsp( '1.500 €' ) );
	} );

	it( 'formats prices the English way on an English page', () => {
		document.documentElement.lang = 'en-US';
		try {
			expect( formatPrice( 300000 ) ).toBe( '€300,000' );
		} finally {
			document.documentElement.lang = '';
		}
	} );

	it( 'names the object type, inactive ones with ", inaktiv"', () => {
		expect( objectTypeLine( { objectType: 'LIVING', active: true } ) ).toBe(
			'Wohnen'
		);
		expect(
			objectTypeLine( { objectType: 'COMMERCIAL', active: true } )
		).toBe( 'Gewerbe' );
		expect(
			objectTypeLine( { objectType: 'COMMERCIAL', active: false } )
		).toBe( 'Gewerbe, inaktiv' );
		expect(
			objectTypeLine( { objectType: 'LIVING', active: false } )
		).toBe( 'Wohnen, inaktiv' );
	} );

	it( 'titles the card with category and marketing type', () => {
		expect(
			savedSearchTitle(
				{
					categoryId: 30225,
					category: { name: 'eg' },
					marketingType: 'buy',
				},
				testCategories
			)
		).toBe( 'Wohnung kaufen' );
		// A category the config does not know: the list item's name.
		expect(
			savedSearchTitle(
				{
					categoryId: 1,
					category: { name: 'Loft' },
					marketingType: 'rent',
				},
				testCategories
			)
		).toBe( 'Loft mieten' );
	} );
} );

describe( 'matchCount', () => {
	it( 'counts the matches in German, nothing for an inactive search', () => {
		expect( matchCount( 3 ) ).toBe( '3 passende Angebote' );
		expect( matchCount( 1 ) ).toBe( '1 passendes Angebot' );
		expect( matchCount( 0 ) ).toBe( 'Keine passenden Angebote' );
		expect( matchCount( null ) ).toBeNull();
	} );
} );

describe( 'safeUrl', () => {
	it( 'keeps http(s) links and drops script URLs', () => {
		expect( safeUrl( 'https://example.org/a?b=1' ) ).toBe(
			'https://example.org/a?b=1'
		);
		expect( safeUrl( '/expose/4711/' ) ).toBe(
			'http://localhost/expose/4711/'
		);
		expect( safeUrl( 'javascript:alert(1)' ) ).toBeNull();
		expect( safeUrl( ' JAVASCRIPT:alert(1)' ) ).toBeNull();
		expect( safeUrl( 'data:text/html,<script>' ) ).toBeNull();
		expect( safeUrl( '' ) ).toBeNull();
		expect( safeUrl( null ) ).toBeNull();
	} );
} );
