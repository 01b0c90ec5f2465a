/**
 * Internal dependencies
 */
import {
	getSteps,
	isAddressComplete,
	isStepEditable,
	stepNumber,
} from '../step-rules';

describe( 'getSteps', () => {
	it( 'orders the steps by reading A and B', () => {
		expect( getSteps( 'category-first', true ) ).toEqual( [
			'category',
			'address',
			'details',
			'contact',
		] );
		expect( getSteps( 'address-first', true ) ).toEqual( [
			'address',
			'category',
			'details',
			'contact',
		] );
	} );

	it( 'drops the contact step without a contact form', () => {
		expect( getSteps( 'address-first', false ) ).toEqual( [
			'address',
			'category',
			'details',
		] );
		expect(
			stepNumber( getSteps( 'category-first', false ), 'contact' )
		).toBe( 0 );
	} );
} );

describe( 'isStepEditable', () => {
	const categoryFirst = getSteps( 'category-first', true );
	const addressFirst = getSteps( 'address-first', true );

	it( 'category first: step 1 always, 2–4 only with a category', () => {
		const without = { category: null, maxStep: 4 };
		const withCategory = { category: 22332, maxStep: 4 };
		expect(
			[ 1, 2, 3, 4 ].map( ( n ) =>
				isStepEditable( categoryFirst, n, without )
			)
		).toEqual( [ true, false, false, false ] );
		expect(
			[ 1, 2, 3, 4 ].map( ( n ) =>
				isStepEditable( categoryFirst, n, withCategory )
			)
		).toEqual( [ true, true, true, true ] );
	} );

	it( 'address first: the category step never needs a category', () => {
		const without = { category: null, maxStep: 4 };
		expect(
			[ 1, 2, 3, 4 ].map( ( n ) =>
				isStepEditable( addressFirst, n, without )
			)
		).toEqual( [ true, true, false, false ] );
		expect(
			[ 1, 2, 3, 4 ].map( ( n ) =>
				isStepEditable( addressFirst, n, { category: 1, maxStep: 4 } )
			)
		).toEqual( [ true, true, true, true ] );
	} );

	it( 'never jumps past the highest step reached', () => {
		expect(
			[ 1, 2, 3, 4 ].map( ( n ) =>
				isStepEditable( categoryFirst, n, { category: 1, maxStep: 2 } )
			)
		).toEqual( [ true, true, false, false ] );
		expect(
			[ 1, 2, 3 ].map( ( n ) =>
				isStepEditable( addressFirst, n, {
					category: null,
					maxStep: 1,
				} )
			)
		).toEqual( [ true, false, false ] );
		expect(
			isStepEditable( categoryFirst, 5, { category: 1, maxStep: 5 } )
		).toBe( false );
	} );
} );

describe( 'isAddressComplete', () => {
	it( 'takes a point', () => {
		expect( isAddressComplete( { lat: 52.5, lng: 13.4 } ) ).toBe( true );
		expect( isAddressComplete( { lat: 52.5 } ) ).toBe( false );
	} );

	it( 'takes street, zip and city typed by hand', () => {
		expect(
			isAddressComplete( { street: 'A', zip: '01067', city: 'B' } )
		).toBe( true );
		expect(
			isAddressComplete( { street: 'A', zip: ' ', city: 'B' } )
		).toBe( false );
		expect(
			isAddressComplete( { street: 'A', number: '2', zip: '1' } )
		).toBe( false );
	} );
} );
