/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { OutdatedBrowser, detectBrowser } from '..';

const IE11 =
	'Mozilla/5.0 (Windows NT 6.1; WOW64; Trident/7.0; rv:11.0) like Gecko';
const IE10 = 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)';
const CHROME_WIN7 =
	'Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0 Safari/537.36';
const FIREFOX_WIN10 =
	'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe( 'OutdatedBrowser', () => {
	afterEach( () => {
		document.body.className = '';
	} );

	it( 'detects old Internet Explorer and Windows NT 6', () => {
		expect( detectBrowser( IE11 ) ).toEqual( {
			notSupported: true,
			legacy: true,
		} );
		expect( detectBrowser( IE10 ) ).toEqual( {
			notSupported: true,
			legacy: true,
		} );
		expect( detectBrowser( CHROME_WIN7 ) ).toEqual( {
			notSupported: false,
			legacy: true,
		} );
		expect( detectBrowser( FIREFOX_WIN10 ) ).toEqual( {
			notSupported: false,
			legacy: false,
		} );
	} );

	it( 'shows the notice and marks the body on IE', () => {
		render( <OutdatedBrowser userAgent={ IE11 } /> );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Ihr Browser ist veraltet. Ein moderner Browser ist schneller und sicherer.'
		);
		expect( document.body ).toHaveClass(
			'immo-wizards-not-supported',
			'immo-wizards-legacy'
		);
	} );

	it( 'only marks the body on a modern browser on Windows 7', () => {
		render( <OutdatedBrowser userAgent={ CHROME_WIN7 } /> );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
		expect( document.body ).toHaveClass( 'immo-wizards-legacy' );
		expect( document.body ).not.toHaveClass( 'immo-wizards-not-supported' );
	} );
} );
