/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import drawings from '../../../../blocks/category-icons.json';

/** The drawing attributes (`stroke-width` → `strokeWidth`), shared with the server's icons. */
const DRAWING = Object.fromEntries(
	Object.entries( drawings.svg ).map( ( [ name, value ] ) => [
		name.replace( /-([a-z])/g, ( _, letter: string ) =>
			letter.toUpperCase()
		),
		value,
	] )
);

interface SvgIconProps {
	children: ReactNode;
	size?: number;
	className?: string;
}

/**
 * A decorative line icon on a 48×48 grid, drawn in the current text colour.
 * Hidden from assistive technology: the button next to it carries the text.
 * The grid and stroke come from `blocks/category-icons.json`, which the server-rendered
 * category tiles read too (includes/Blocks/Ssr/class-category-icon.php).
 *
 * @param props           Icon props.
 * @param props.children  The drawing.
 * @param props.size      Width and height in px.
 * @param props.className Extra class name.
 */
export function SvgIcon( { children, size = 48, className }: SvgIconProps ) {
	return (
		<svg
			className={ className }
			width={ size }
			height={ size }
			{ ...DRAWING }
			aria-hidden="true"
			focusable="false"
		>
			{ children }
		</svg>
	);
}
