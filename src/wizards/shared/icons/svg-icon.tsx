/**
 * External dependencies
 */
import type { ReactNode } from 'react';

interface SvgIconProps {
	children: ReactNode;
	size?: number;
	className?: string;
}

/**
 * A decorative line icon on a 48×48 grid, drawn in the current text colour.
 * Hidden from assistive technology: the button next to it carries the text.
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
			viewBox="0 0 48 48"
			fill="none"
			stroke="currentColor"
			strokeWidth={ 2 }
			strokeLinecap="round"
			strokeLinejoin="round"
			aria-hidden="true"
			focusable="false"
		>
			{ children }
		</svg>
	);
}
