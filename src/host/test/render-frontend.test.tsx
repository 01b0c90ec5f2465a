/**
 * External dependencies
 */
import { act, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { renderFrontend } from '../render-frontend';

// Mount at once instead of waiting for DOMContentLoaded.
jest.mock( '@wordpress/dom-ready', () => ( {
	__esModule: true,
	default: ( callback: () => void ) => callback(),
} ) );

const TOKEN = 'f'.repeat( 32 );

function App( { config }: { config: { name: string } } ) {
	return <p>App { config.name }</p>;
}

function container( name: string, token?: string ): HTMLElement {
	const element = document.createElement( 'div' );
	element.className = 'wp-block-immo-wizards-test';
	element.setAttribute(
		'data-immo-wizards-config',
		JSON.stringify( { name } )
	);
	if ( token !== undefined ) {
		element.setAttribute( 'data-immo-wizards-token', token );
	}
	document.body.append( element );
	return element;
}

describe( 'renderFrontend', () => {
	beforeEach( () => {
		document.body.innerHTML = '';
		window.immoWizardsServer = {
			renderToken: TOKEN,
			restRoot: 'http://localhost/wp-json/',
			submitEndpoints: [],
		};
	} );

	afterEach( () => {
		delete window.immoWizardsServer;
	} );

	it( 'mounts only the containers the server rendered on this page', async () => {
		const real = container( 'echt', TOKEN );
		const forged = container( 'gefälscht' );
		const stale = container( 'alt', 'e'.repeat( 32 ) );
		await act( async () =>
			renderFrontend( '.wp-block-immo-wizards-test', App )
		);
		expect( await screen.findByText( 'App echt' ) ).toBeInTheDocument();
		expect( screen.queryByText( 'App gefälscht' ) ).not.toBeInTheDocument();
		expect( screen.queryByText( 'App alt' ) ).not.toBeInTheDocument();
		expect( real.dataset.immoWizardsMounted ).toBe( 'true' );
		expect( forged.dataset.immoWizardsMounted ).toBeUndefined();
		expect( stale.dataset.immoWizardsMounted ).toBeUndefined();
	} );

	it( 'mounts nothing without the page data', async () => {
		delete window.immoWizardsServer;
		container( 'echt', TOKEN );
		await act( async () =>
			renderFrontend( '.wp-block-immo-wizards-test', App )
		);
		expect( screen.queryByText( 'App echt' ) ).not.toBeInTheDocument();
	} );

	it( 'shows the generic error in place of a screen that fails to render', async () => {
		const broken = container( 'kaputt', TOKEN );
		function Broken(): never {
			throw new Error( 'broken' );
		}
		await act( async () =>
			renderFrontend( '.wp-block-immo-wizards-test', Broken )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Es ist ein Fehler aufgetreten.'
		);
		expect( broken ).not.toBeEmptyDOMElement();
		// React reports the caught error.
		expect( console ).toHaveErrored();
	} );
} );
