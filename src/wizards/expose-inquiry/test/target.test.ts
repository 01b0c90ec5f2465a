/**
 * Internal dependencies
 */
import {
	parseCustomObjectId,
	parseObjectId,
	resolveInquiryTarget,
} from '../target';

describe( 'parseObjectId', () => {
	it( 'takes positive integers from numbers and digit strings', () => {
		expect( parseObjectId( 42 ) ).toBe( 42 );
		expect( parseObjectId( '42' ) ).toBe( 42 );
		expect( parseObjectId( ' 7 ' ) ).toBe( 7 );
		expect( parseObjectId( '2147483647' ) ).toBe( 2147483647 );
	} );

	it.each( [
		0,
		-1,
		1.5,
		'0',
		'-3',
		'1.5',
		'1e3',
		'abc',
		'12abc',
		'',
		'2147483648',
		'99999999999999999999',
		null,
		undefined,
		Number.NaN,
	] )( 'rejects %p', ( value ) => {
		expect( parseObjectId( value ) ).toBeNull();
	} );
} );

describe( 'parseCustomObjectId', () => {
	it( 'trims and drops empty or too long ids', () => {
		expect( parseCustomObjectId( ' W-123 ' ) ).toBe( 'W-123' );
		expect( parseCustomObjectId( '' ) ).toBeUndefined();
		expect( parseCustomObjectId( '   ' ) ).toBeUndefined();
		expect( parseCustomObjectId( 'x'.repeat( 64 ) ) ).toBe(
			'x'.repeat( 64 )
		);
		expect( parseCustomObjectId( 'x'.repeat( 65 ) ) ).toBeUndefined();
		expect( parseCustomObjectId( null ) ).toBeUndefined();
	} );
} );

describe( 'resolveInquiryTarget', () => {
	it( 'reads the query string when the attributes are empty', () => {
		expect(
			resolveInquiryTarget(
				{ objectId: null, customObjectId: null },
				'?objectId=15&customObjectId=W-15'
			)
		).toEqual( { objectId: 15, customObjectId: 'W-15' } );
		expect(
			resolveInquiryTarget(
				{ objectId: 0, customObjectId: '' },
				'?objectId=15'
			)
		).toEqual( { objectId: 15 } );
	} );

	it( 'prefers the attributes', () => {
		expect(
			resolveInquiryTarget(
				{ objectId: 3, customObjectId: 'A-3' },
				'?objectId=15&customObjectId=W-15'
			)
		).toEqual( { objectId: 3, customObjectId: 'A-3' } );
	} );

	it( 'takes each id from where it is given', () => {
		expect(
			resolveInquiryTarget(
				{ objectId: 3, customObjectId: null },
				'?customObjectId=W-15'
			)
		).toEqual( { objectId: 3, customObjectId: 'W-15' } );
	} );

	it( 'has no target without a valid object id', () => {
		expect( resolveInquiryTarget( {}, '' ) ).toBeNull();
		expect( resolveInquiryTarget( {}, '?customObjectId=W-15' ) ).toBeNull();
		expect( resolveInquiryTarget( {}, '?objectId=abc' ) ).toBeNull();
		expect( resolveInquiryTarget( {}, '?objectId=-4' ) ).toBeNull();
		expect(
			resolveInquiryTarget( { objectId: -2 }, '?objectId=5' )
		).toBeNull();
	} );
} );
