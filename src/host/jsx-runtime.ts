/**
 * `react/jsx-runtime` of the build (webpack.config.js points the import here): the compiled JSX
 * makes its elements with the page's React, `window.React`, which WordPress loads as its
 * development build under SCRIPT_DEBUG and minified otherwise. A bundled copy of React's own
 * runtime is always its production build, whose elements the development React misreads: every
 * group of children written one after another passes as a list without keys ("Each child in a list
 * should have a unique key" for each label holding a translated link). WordPress registers React's
 * runtime as a script only from 6.6 on.
 */
/**
 * External dependencies
 */
import { createElement, Fragment } from 'react';
import type { ElementType, Key, ReactElement, ReactNode } from 'react';

export { Fragment };

type Props = Record< string, unknown > & { children?: unknown };

/**
 * The element's config: its props without the children, with the key.
 *
 * @param props The props the compiled JSX passes.
 * @param key   The key written on the element, if any.
 */
function configOf( props: Props, key: Key | undefined ) {
	const { children, ...config } = props;
	if ( key !== undefined ) {
		config.key = key;
	}
	return { children: children as ReactNode, config };
}

/**
 * An element with one child or none. An array child is a list (`items.map( … )`): each item needs
 * a key, and the development React says so.
 *
 * @param type  Tag or component.
 * @param props Props, with `children`.
 * @param key   Key.
 */
export function jsx(
	type: ElementType,
	props: Props,
	key?: Key
): ReactElement {
	const { children, config } = configOf( props, key );
	return children === undefined
		? createElement( type, config )
		: createElement( type, config, children );
}

/**
 * An element with several children written one after another: passed one by one, they are no
 * list and need no keys.
 *
 * @param type  Tag or component.
 * @param props Props, with `children` (an array).
 * @param key   Key.
 */
export function jsxs(
	type: ElementType,
	props: Props,
	key?: Key
): ReactElement {
	const { children, config } = configOf( props, key );
	return createElement(
		type,
		config,
		...( Array.isArray( children ) ? children : [ children ] )
	);
}
