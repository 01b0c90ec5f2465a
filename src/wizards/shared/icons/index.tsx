/**
 * WordPress dependencies
 */
import { createElement } from '@wordpress/element';

/**
 * Internal dependencies
 */
import drawings from '../../../../blocks/category-icons.json';
import { SvgIcon } from './svg-icon';

export { ChevronLeftIcon, ChevronRightIcon } from './arrows';

type Shape = [ string, Record< string, string > ];

/** Drawings by category `text` (one file for the client and the server's first step). */
const CATEGORY_ICONS = drawings.icons as unknown as Record< string, Shape[] >;

/**
 * A category's icon; categories an admin adds fall back to the house.
 *
 * @param props      Props.
 * @param props.text The category's icon name (its `icon`, else its `text`).
 */
export function CategoryIcon( { text }: { text: string } ) {
	const shapes = CATEGORY_ICONS[ text ] ?? CATEGORY_ICONS.haus;
	return (
		<SvgIcon>
			{ shapes.map( ( [ tag, attributes ], index ) =>
				createElement( tag, { key: index, ...attributes } )
			) }
		</SvgIcon>
	);
}
