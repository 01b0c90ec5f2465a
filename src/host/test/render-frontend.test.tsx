/**
 * External dependencies
 */
import { act, screen, waitFor } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { useDomId } from '../dom-id';
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

/**
 * What a server-rendered screen's app renders: an id from its scope.
 * @param root0
 * @param root0.config
 * @param root0.config.name
 */
function Labelled( { config }: { config: { name: string } } ) {
	return <p id={ useDomId( 'name' ) }>App { config.name }</p>;
}

/** A form whose state shows what it holds. */
function Form() {
	const [ name, setName ] = useState( '' );
	const [ agreed, setAgreed ] = useState( false );
	return (
		<form>
			<input
				name="name"
				value={ name }
				onChange={ ( event ) => setName( event.target.value ) }
			/>
			<input
				type="checkbox"
				name="agreed"
				checked={ agreed }
				onChange={ ( event ) => setAgreed( event.target.checked ) }
			/>
			<output>{ `${ name }|${ agreed }` }</output>
		</form>
	);
}

/** A prefilled message the visitor may empty. */
function Prefilled() {
	const [ message, setMessage ] = useState( 'Guten Tag' );
	return (
		<form>
			<textarea
				name="message"
				value={ message }
				onChange={ ( event ) => setMessage( event.target.value ) }
			/>
			<output>{ `[${ message }]` }</output>
		</form>
	);
}

/** A button counting its clicks and a form that sends the count it knows. */
function Clicks() {
	const [ clicks, setClicks ] = useState( 0 );
	const [ sent, setSent ] = useState( 0 );
	return (
		<form
			onSubmit={ ( event ) => {
				event.preventDefault();
				// What the form sends: the clicks the app knew of at that moment.
				setSent( clicks );
			} }
		>
			<button
				type="button"
				onClick={ () => setClicks( ( count ) => count + 1 ) }
			>
				More
			</button>
			<output>{ `${ clicks }|${ sent }` }</output>
		</form>
	);
}

/**
 * A container of this page whose first render the server printed (config `{ name: 'echt' }`).
 *
 * @param html The printed markup.
 */
function serverRendered( html: string ): HTMLElement {
	const element = container( 'echt', TOKEN );
	element.dataset.immoWizardsSsr = 'immo-wizards-s1';
	element.innerHTML = html;
	return element;
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
		delete window.immoWizardsEarlyEvents;
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

	it( 'hydrates what the server rendered: the same nodes, ids from the container scope', async () => {
		const element = serverRendered(
			'<p id="immo-wizards-s1-name">App <!-- -->echt</p>'
		);
		const printed = element.firstElementChild;
		await act( async () =>
			renderFrontend( '.wp-block-immo-wizards-test', Labelled )
		);
		expect( element.firstElementChild ).toBe( printed );
		expect( printed ).toHaveAttribute( 'id', 'immo-wizards-s1-name' );
		expect( window.immoWizardsPage?.hydrationErrors ).toBeUndefined();
	} );

	it( 'records a hydration that does not match and renders anew', async () => {
		serverRendered( '<p id="immo-wizards-s1-name">Anders</p>' );
		await act( async () =>
			renderFrontend( '.wp-block-immo-wizards-test', Labelled )
		);
		expect( await screen.findByText( 'App echt' ) ).toBeInTheDocument();
		expect( window.immoWizardsPage?.hydrationErrors?.join( ' ' ) ).toMatch(
			/hydrat/i
		);
		delete window.immoWizardsPage;
		// React logs the mismatch while rendering anew.
		expect( console ).toHaveErrored();
	} );

	it( 'keeps what the visitor typed before the script ran', async () => {
		const element = serverRendered(
			'<form><input name="name" value=""/><input type="checkbox" name="agreed"/><output>|false</output></form>'
		);
		( element.querySelector( '[name=name]' ) as HTMLInputElement ).value =
			'Erika';
		(
			element.querySelector( '[name=agreed]' ) as HTMLInputElement
		 ).checked = true;
		await act( async () =>
			renderFrontend( '.wp-block-immo-wizards-test', Form )
		);
		expect( element.querySelector( 'output' ) ).toHaveTextContent(
			'Erika|true'
		);
		expect( element.querySelector( '[name=name]' ) ).toHaveValue( 'Erika' );
		expect( element.querySelector( '[name=agreed]' ) ).toBeChecked();
		expect( window.immoWizardsPage?.hydrationErrors ).toBeUndefined();
	} );

	it( 'keeps a prefilled field the visitor emptied before the script ran', async () => {
		const element = serverRendered(
			'<form><textarea name="message">Guten Tag</textarea><output>[Guten Tag]</output></form>'
		);
		( element.querySelector( 'textarea' ) as HTMLTextAreaElement ).value =
			'';
		await act( async () =>
			renderFrontend( '.wp-block-immo-wizards-test', Prefilled )
		);
		expect( element.querySelector( 'output' ) ).toHaveTextContent( '[]' );
		expect( element.querySelector( 'textarea' ) ).toHaveValue( '' );
	} );

	it( 'plays clicks and submits noted before the app ran again, in its own container only', async () => {
		const element = serverRendered(
			'<form><button type="button">More</button><output>0|0</output></form>'
		);
		const other = container( 'andere' );
		other.innerHTML = '<button type="button">Other</button>';
		const more = element.querySelector( 'button' ) as HTMLElement;
		const form = element.querySelector( 'form' ) as HTMLFormElement;
		const elsewhere = {
			click: other.querySelector( 'button' ) as HTMLElement,
		};
		// As the page's inline script notes them (includes/Blocks/class-late-scripts.php).
		window.immoWizardsEarlyEvents = [
			{ click: more },
			elsewhere,
			{ click: more },
			{ form, submitter: null },
		];
		await act( async () =>
			renderFrontend( '.wp-block-immo-wizards-test', Clicks )
		);
		// Both clicks are committed before the submit is played: it sends 2.
		await waitFor( () =>
			expect( element.querySelector( 'output' ) ).toHaveTextContent(
				'2|2'
			)
		);
		expect( element.dataset.immoWizardsHydrating ).toBe( 'true' );
		expect( window.immoWizardsEarlyEvents ).toEqual( [ elsewhere ] );
		expect( window.immoWizardsPage?.hydrationErrors ).toBeUndefined();
	} );
} );
