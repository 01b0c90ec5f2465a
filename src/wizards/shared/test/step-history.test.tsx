/**
 * History mode on standalone pages (spec §2): step changes are history entries, back and forward
 * show that step, and the page returns to the position saved for it, else to the top.
 */
/**
 * External dependencies
 */
import { act, render, screen, waitFor } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import {
	framedBy,
	HOST,
	resetPage,
	standalonePage,
} from '../../../host/test/fixtures/standalone';
import { useWizard } from '../use-wizard';
import { createWizardState } from '../wizard-state';

function Wizard( { history }: { history?: boolean } ) {
	const rootRef = useRef< HTMLDivElement >( null );
	const [ state, actions ] = useWizard(
		createWizardState( { location: null, fields: {} } ),
		rootRef,
		history
	);
	return (
		<div ref={ rootRef }>
			<p>Schritt { state.step }</p>
			<button onClick={ () => actions.goTo( state.step + 1 ) }>
				Weiter
			</button>
		</div>
	);
}

const scrollTo = jest.fn();

/**
 * Scrolls the page as the visitor would, and waits until the position is saved.
 *
 * @param top The position.
 */
async function scrollPage( top: number ) {
	Object.defineProperty( window, 'scrollY', {
		configurable: true,
		value: top,
	} );
	window.dispatchEvent( new Event( 'scroll' ) );
	await waitFor( () =>
		expect( window.history.state.immoWizardScroll ).toBe( top )
	);
}

async function go( direction: 'back' | 'forward', step: number ) {
	scrollTo.mockClear();
	act( () => window.history[ direction ]() );
	expect( await screen.findByText( `Schritt ${ step }` ) ).toBeVisible();
}

const next = () => act( () => screen.getByRole( 'button' ).click() );

beforeEach( () => {
	window.history.replaceState( null, '', '/immo-app/lead-wizard' );
	scrollTo.mockClear();
	Object.defineProperty( document, 'scrollingElement', {
		configurable: true,
		value: { scrollTo },
	} );
} );

afterEach( () => {
	resetPage();
	delete ( document as { scrollingElement?: unknown } ).scrollingElement;
	delete ( window as { scrollY?: unknown } ).scrollY;
} );

describe( 'wizard steps on a standalone page', () => {
	it( 'are history entries; back and forward restore step and scroll position', async () => {
		standalonePage();
		render( <Wizard /> );
		const start = window.history.length;
		expect( window.history.scrollRestoration ).toBe( 'manual' );

		next();
		expect( screen.getByText( 'Schritt 2' ) ).toBeInTheDocument();
		expect( window.history.length ).toBe( start + 1 );
		expect( scrollTo ).toHaveBeenLastCalledWith(
			expect.objectContaining( { top: 0 } )
		);
		await scrollPage( 480 );

		next();
		expect( window.history.length ).toBe( start + 2 );
		await scrollPage( 120 );

		await go( 'back', 2 );
		expect( scrollTo ).toHaveBeenCalledWith(
			expect.objectContaining( { top: 480 } )
		);
		await go( 'back', 1 );
		expect( scrollTo ).toHaveBeenCalledWith(
			expect.objectContaining( { top: 0 } )
		);
		await go( 'forward', 2 );
		await go( 'forward', 3 );
		expect( scrollTo ).toHaveBeenCalledWith(
			expect.objectContaining( { top: 120 } )
		);
		// Going on from a restored step starts a new entry, as on any page.
		next();
		expect( screen.getByText( 'Schritt 4' ) ).toBeInTheDocument();
		expect( window.history.length ).toBe( start + 3 );
	} );

	it( 'framed, ask the host page to scroll instead', async () => {
		standalonePage();
		framedBy();
		const post = jest
			.spyOn( window.parent, 'postMessage' )
			.mockImplementation( () => {} );
		render( <Wizard /> );
		next();
		expect( post ).toHaveBeenCalledWith(
			{ type: 'immo-wizards:scroll-top' },
			HOST
		);
		post.mockClear();
		await go( 'back', 1 );
		expect( post ).toHaveBeenCalledWith(
			{ type: 'immo-wizards:scroll-top' },
			HOST
		);
		expect( scrollTo ).not.toHaveBeenCalled();
	} );

	it( 'are no entries for a wizard inside another screen, nor on block pages', () => {
		standalonePage();
		const start = window.history.length;
		const { unmount } = render( <Wizard history={ false } /> );
		next();
		expect( screen.getByText( 'Schritt 2' ) ).toBeInTheDocument();
		unmount();

		delete window.immoWizardsServer;
		render( <Wizard /> );
		next();
		expect( window.history.length ).toBe( start );
	} );
} );
