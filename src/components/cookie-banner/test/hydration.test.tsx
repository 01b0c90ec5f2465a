/**
 * External dependencies
 */
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';

/**
 * Internal dependencies
 */
import { CookieBanner } from '..';
import { IdScope } from '../../../host/dom-id';
import { CONSENT_STORAGE_KEY } from '../../../host/consent';

// The browser build of react-dom/server needs a TextEncoder, which jsdom lacks.
const { renderToString } =
	require( 'react-dom/server.node' ) as typeof import( 'react-dom/server' );

const SCOPE = 'immo-wizards-s1';

const app = (
	<IdScope.Provider value={ SCOPE }>
		<CookieBanner required privacyUrl="/datenschutz" />
	</IdScope.Provider>
);

/**
 * A container holding the banner as the server printed it (React's first render), as a fresh page
 * has it before its scripts ran.
 */
function printedContainer(): HTMLElement {
	const container = document.createElement( 'div' );
	container.dataset.immoWizardsSsr = SCOPE;
	container.innerHTML =
		'<section class="immo-wizards-cookie-banner"></section>';
	document.body.append( container );
	// The banner of the printed screen renders, as on the server.
	container.innerHTML = renderToString( app );
	delete window.immoWizardsPage;
	return container;
}

/**
 * Hydrates the container as renderFrontend does (jest-console fails the test on any warning).
 *
 * @param container The container.
 */
async function hydrate( container: HTMLElement ): Promise< void > {
	await act( async () => {
		hydrateRoot( container, app, {
			onRecoverableError: ( error ) => {
				throw error;
			},
		} );
	} );
}

describe( 'CookieBanner hydration', () => {
	beforeEach( () => {
		document.body.innerHTML = '';
		delete window.immoWizardsPage;
		window.localStorage.clear();
	} );

	it( 'hydrates the banner the page hid for a stored decision without a mismatch, then removes it', async () => {
		const container = printedContainer();
		window.localStorage.setItem(
			CONSENT_STORAGE_KEY,
			JSON.stringify( { value: 'accepted', time: Date.now() } )
		);
		// What the page's inline script does before the banner paints.
		const banner = container.querySelector< HTMLElement >(
			'.immo-wizards-cookie-banner'
		);
		banner!.hidden = true;

		await hydrate( container );

		expect( banner ).not.toBeInTheDocument();
		expect( screen.queryByRole( 'region' ) ).not.toBeInTheDocument();
	} );

	it( 'keeps the details a visitor opened before the scripts ran, without a mismatch', async () => {
		const container = printedContainer();
		const details = container.querySelector( 'details' );
		details!.open = true;

		await hydrate( container );

		expect( container.querySelector( 'details' ) ).toBe( details );
		expect( details ).toHaveAttribute( 'open' );
		expect(
			screen.getByRole( 'link', { name: 'Datenschutzerklärung' } )
		).toBeVisible();
		expect(
			screen.getByRole( 'button', { name: 'Alle akzeptieren' } )
		).toBeVisible();
	} );

	it( 'shows the details behind a disclosure: the short text and the choices first', () => {
		const container = printedContainer();
		const details = container.querySelector( 'details' );
		expect( details ).not.toHaveAttribute( 'open' );
		expect( details?.querySelector( 'summary' ) ).toHaveTextContent(
			'Mehr erfahren'
		);
		expect(
			screen.getByRole( 'region', { name: 'Datenschutz-Einstellungen' } )
		).toHaveTextContent(
			'Mit Ihrer Einwilligung laden wir Karte und Adresssuche von externen Diensten und zählen Anfragen für Statistiken.'
		);
	} );
} );
