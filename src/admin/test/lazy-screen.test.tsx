/**
 * Admin screens loaded as chunks of their own: a spinner until the chunk arrives, then the screen
 * with the props read from its container; the generic error when the chunk fails to load.
 */
/**
 * External dependencies
 */
import { act, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { mountLazily } from '../lazy-screen';

// Mount at once instead of waiting for DOMContentLoaded.
jest.mock( '@wordpress/dom-ready', () => ( {
	__esModule: true,
	default: ( callback: () => void ) => callback(),
} ) );

function Screen( { label }: { label: string } ) {
	return <p>Screen { label }</p>;
}

/**
 * A load the test finishes when it likes, as a chunk arriving over the network.
 */
function deferredLoad() {
	let arrive: ( screen: typeof Screen ) => void = () => {};
	let fail: ( error: Error ) => void = () => {};
	const promise = new Promise< typeof Screen >( ( resolve, reject ) => {
		arrive = resolve;
		fail = reject;
	} );
	return { load: () => promise, arrive, fail };
}

function container( id: string ): HTMLElement {
	const element = document.createElement( 'div' );
	element.id = id;
	element.dataset.label = 'aus dem Container';
	document.body.append( element );
	return element;
}

afterEach( () => {
	document.body.innerHTML = '';
} );

it( 'shows a spinner until the chunk has arrived, then the screen with its container’s props', async () => {
	const element = container( 'lazy-screen' );
	const chunk = deferredLoad();
	await act( async () =>
		mountLazily( 'lazy-screen', chunk.load, ( from ) => ( {
			label: from.dataset.label ?? '',
		} ) )
	);
	expect( element.querySelector( '.components-spinner' ) ).not.toBeNull();
	expect( screen.queryByText( /^Screen/ ) ).toBeNull();

	await act( async () => chunk.arrive( Screen ) );
	expect(
		await screen.findByText( 'Screen aus dem Container' )
	).toBeInTheDocument();
	expect( element.querySelector( '.components-spinner' ) ).toBeNull();
} );

it( 'shows the generic error when the chunk does not load', async () => {
	container( 'lazy-screen' );
	const chunk = deferredLoad();
	await act( async () =>
		mountLazily( 'lazy-screen', chunk.load, () => ( { label: '' } ) )
	);
	await act( async () => chunk.fail( new Error( 'ChunkLoadError' ) ) );
	// The tests' translations are German (tests/js/setup.ts).
	expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
		'Es ist ein Fehler aufgetreten.'
	);
	// React reports the error the boundary caught.
	expect( console ).toHaveErrored();
} );

it( 'does nothing on a page without its container', async () => {
	const load = jest.fn( deferredLoad().load );
	await act( async () =>
		mountLazily( 'lazy-screen', load, () => ( { label: '' } ) )
	);
	expect( load ).not.toHaveBeenCalled();
	expect( document.body ).toBeEmptyDOMElement();
} );
