/**
 * Internal dependencies
 */
import { isFramed, scrollToTop } from '../bridge';

describe( 'bridge', () => {
	const originalSelf = Object.getOwnPropertyDescriptor( window, 'self' )!;

	afterEach( () => {
		Object.defineProperty( window, 'self', originalSelf );
		jest.restoreAllMocks();
	} );

	function frame() {
		// In a frame, self and top differ.
		Object.defineProperty( window, 'self', {
			configurable: true,
			get: () => ( {} ),
		} );
	}

	it( 'detects an inline widget', () => {
		expect( isFramed() ).toBe( false );
	} );

	it( 'asks the parent frame to scroll when framed', () => {
		frame();
		const postMessage = jest
			.spyOn( window.parent, 'postMessage' )
			.mockImplementation( () => {} );
		expect( isFramed() ).toBe( true );
		scrollToTop();
		expect( postMessage ).toHaveBeenCalledWith(
			{ type: 'immo-wizards:scroll-top' },
			'*'
		);
	} );

	it( 'scrolls its own window to the widget when inline', () => {
		const scrollTo = jest.fn();
		Object.defineProperty( document, 'scrollingElement', {
			configurable: true,
			value: { scrollTo },
		} );
		const element = document.createElement( 'div' );
		jest.spyOn( element, 'getBoundingClientRect' ).mockReturnValue( {
			top: -300,
		} as DOMRect );
		scrollToTop( element );
		expect( scrollTo ).toHaveBeenCalledWith(
			expect.objectContaining( { top: 0 } )
		);

		scrollTo.mockClear();
		( element.getBoundingClientRect as jest.Mock ).mockReturnValue( {
			top: 10,
		} as DOMRect );
		scrollToTop( element );
		expect( scrollTo ).not.toHaveBeenCalled();
		delete ( document as { scrollingElement?: unknown } ).scrollingElement;
	} );
} );
