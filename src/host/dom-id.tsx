/**
 * Ids of elements that the server may have rendered already.
 *
 * A server-rendered screen (PHP prints its first step into the container, see
 * `includes/Blocks/Ssr/`) is hydrated, and hydration keeps the ids the server wrote. React's
 * `useId` cannot be computed by PHP, so inside such a screen an id is the container's id scope
 * plus a key that names the element (a field's name, a step's key). Screens that the client
 * renders alone keep React's ids.
 */
/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { createContext, useContext, useId } from '@wordpress/element';

/** The id scope of a server-rendered screen (`data-immo-wizards-ssr`), else null. */
export const IdScope = createContext< string | null >( null );

/**
 * An id part from any text: letters, digits, `_` and `-` (`property[baujahr]` → `property-baujahr-`).
 *
 * @param key The key.
 */
export function idPart( key: string ): string {
	return key.replace( /[^A-Za-z0-9_-]/g, '-' );
}

/**
 * The element's id: `{scope}-{key}` inside a server-rendered screen, else React's id.
 *
 * @param key What the element is, unique within its id scope (e.g. the field's name).
 */
export function useDomId( key: string ): string {
	const scope = useContext( IdScope );
	const generated = 'immo-wizards-' + useId().replace( /:/g, '' );
	return scope ? `${ scope }-${ idPart( key ) }` : generated;
}

/**
 * Narrows the id scope to a part of the screen (a wizard step), so that fields of the same name
 * in two steps get two ids.
 *
 * @param props          Props.
 * @param props.name     The part's key.
 * @param props.children The part.
 */
export function IdScopePart( {
	name,
	children,
}: {
	name: string;
	children: ReactNode;
} ) {
	const scope = useContext( IdScope );
	return (
		<IdScope.Provider value={ scope && `${ scope }-${ idPart( name ) }` }>
			{ children }
		</IdScope.Provider>
	);
}
