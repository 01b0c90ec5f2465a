/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import { createRef } from 'react';

/**
 * WordPress dependencies
 */
import { createInterpolateElement } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { Fragment, jsx, jsxs } from '../jsx-runtime';

/** What the compiled `<label>{ text }{ mark }</label>` passes, with our runtime or another. */
type Runtime = Pick< typeof import( '../jsx-runtime' ), 'jsx' | 'jsxs' >;

/**
 * A label holding a translated link (an element WordPress's React made) and a required mark.
 *
 * @param runtime The JSX runtime.
 */
function label( runtime: Runtime ) {
	const text = createInterpolateElement(
		'Ich habe die <a>Hinweise</a> gelesen',
		{
			// eslint-disable-next-line jsx-a11y/anchor-has-content -- content comes from the string
			a: <a href="/datenschutz" />,
		}
	);
	return runtime.jsxs( 'label', {
		children: [ text, runtime.jsx( 'span', { children: ' *' } ) ],
	} );
}

/** React's development build warned of children without keys (and of nothing else). */
function expectKeyWarning() {
	expect( console ).toHaveErrored();
	// eslint-disable-next-line no-console -- the spy jest-console put in its place
	const calls = ( console.error as jest.Mock ).mock.calls;
	expect( calls ).toHaveLength( 1 );
	expect( calls[ 0 ][ 0 ] ).toContain(
		'Each child in a list should have a unique "key" prop'
	);
}

// Tests run React's development build, as WordPress does under SCRIPT_DEBUG.
describe( 'jsx-runtime', () => {
	it( 'passes children written one after another as such: no key needed', () => {
		render( label( { jsx, jsxs } ) );
		expect( screen.getByText( /Ich habe die/ ) ).toHaveTextContent(
			'Ich habe die Hinweise gelesen *'
		);
	} );

	it( 'where React’s production runtime (once bundled) made the development React warn', () => {
		const production: Runtime = jest.requireActual(
			`${ process.cwd() }/node_modules/react/cjs/react-jsx-runtime.production.min.js`
		);
		render( label( production ) );
		expectKeyWarning();
	} );

	it( 'still reports a list without keys', () => {
		render(
			jsx( 'ul', {
				children: [ 'a', 'b' ].map( ( item ) =>
					jsx( 'li', { children: item } )
				),
			} )
		);
		expectKeyWarning();
	} );

	it( 'keeps keys, refs, fragments and a lone child', () => {
		const ref = createRef< HTMLButtonElement >();
		const items = [ 'a', 'b' ].map( ( item ) =>
			jsx( 'li', { children: item }, item )
		);
		expect( items.map( ( item ) => item.key ) ).toEqual( [ 'a', 'b' ] );
		render(
			jsxs( Fragment, {
				children: [
					jsx( 'ul', { children: items } ),
					jsx( 'button', { ref, type: 'button', children: 'Los' } ),
				],
			} )
		);
		expect( screen.getAllByRole( 'listitem' ) ).toHaveLength( 2 );
		expect( ref.current ).toBe(
			screen.getByRole( 'button', { name: 'Los' } )
		);
	} );
} );
