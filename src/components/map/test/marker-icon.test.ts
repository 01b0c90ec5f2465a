/**
 * Internal dependencies
 */
import { initialZoom } from '../constants';
import { markerIconUrl, primaryColor } from '../marker-icon';

const decode = ( url: string ) =>
	decodeURIComponent(
		url.replace( /^data:image\/svg\+xml;charset=utf-8,/, '' )
	);

describe( 'markerIconUrl', () => {
	it( 'draws a 54×67 pin in the given colour', () => {
		const svg = decode( markerIconUrl( '#ff0000' ) );
		expect( svg ).toContain( 'width="54" height="67"' );
		expect( svg ).toContain( 'fill="#ff0000"' );
	} );

	it( 'accepts rgb() and refuses anything that could break the markup', () => {
		expect( decode( markerIconUrl( 'rgb(1, 2, 3)' ) ) ).toContain(
			'fill="rgb(1, 2, 3)"'
		);
		expect( decode( markerIconUrl( '"><script>' ) ) ).toContain(
			'fill="#1565c0"'
		);
	} );
} );

describe( 'primaryColor', () => {
	it( 'reads the theme custom property or falls back', () => {
		const element = document.createElement( 'div' );
		document.body.appendChild( element );
		expect( primaryColor( element ) ).toBe( '#1565c0' );
		element.style.setProperty( '--immo-wizards-color-primary', '#123456' );
		expect( primaryColor( element ) ).toBe( '#123456' );
		element.remove();
	} );
} );

describe( 'initialZoom', () => {
	it( 'uses the configured zoom, 12 by default and 10 on narrow windows', () => {
		expect( initialZoom( 14, 1024 ) ).toBe( 14 );
		expect( initialZoom( undefined, 1024 ) ).toBe( 12 );
		expect( initialZoom( 14, 575 ) ).toBe( 10 );
		expect( initialZoom( 14, 576 ) ).toBe( 14 );
	} );
} );
