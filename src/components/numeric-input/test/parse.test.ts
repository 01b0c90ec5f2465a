/**
 * Internal dependencies
 */
import {
	formatNumber,
	normaliseNumericInput,
	parseNumber,
	toEditableText,
} from '../parse';

describe( 'parseNumber', () => {
	it.each( [
		[ '42', 42 ],
		[ '1.000,50', 1000.5 ],
		[ '1.000.000', 1000000 ],
		[ '12,5', 12.5 ],
		[ '12.5', 12.5 ],
		[ '-3', -3 ],
		[ ' 7 ', 7 ],
		[ ',5', 0.5 ],
		[ '5,', 5 ],
	] )( 'parses %p', ( text, expected ) => {
		expect( parseNumber( text ) ).toBe( expected );
	} );

	it.each( [
		'abc',
		'',
		'-',
		',',
		'1,2,3',
		'12abc',
		'--3',
		'3-',
		null,
		undefined,
	] )( 'returns null for %p', ( text ) => {
		expect( parseNumber( text ) ).toBeNull();
	} );
} );

describe( 'normaliseNumericInput', () => {
	it.each( [
		[ '12.5', '12,5' ],
		[ '12.', '12,' ],
		[ '1.000,50', '1000,50' ],
		[ '1,5.', '1,5' ],
		[ '1,2,3', '1,23' ],
		[ '-3', '-3' ],
		[ '3-', '3' ],
		[ 'a1b2', '12' ],
		[ 'abc', '' ],
	] )( 'turns %p into %p', ( text, expected ) => {
		expect( normaliseNumericInput( text ) ).toBe( expected );
	} );
} );

describe( 'formatting', () => {
	it( 'formats German style', () => {
		expect( formatNumber( 1000.5 ) ).toBe( '1.000,5' );
		expect( formatNumber( -3 ) ).toBe( '-3' );
		expect( formatNumber( 1990, { useGrouping: false } ) ).toBe( '1990' );
		expect( formatNumber( null ) ).toBe( '' );
	} );

	it( 'gives editable text without grouping', () => {
		expect( toEditableText( 1000.5 ) ).toBe( '1000,5' );
		expect( toEditableText( null ) ).toBe( '' );
	} );
} );
