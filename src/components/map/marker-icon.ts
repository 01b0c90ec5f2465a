/**
 * Internal dependencies
 */
import { FALLBACK_PRIMARY, MARKER_SIZE } from './constants';

/** Accepts #rgb, #rrggbb(aa), rgb()/rgba()/hsl()/hsla() and plain names. */
const SAFE_COLOR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/]+\)|[a-z]+)$/i;

/**
 * A map pin as an SVG data URI, filled with the given colour, drawn into the
 * marker's 54×67 box with its tip at the bottom centre.
 *
 * @param color CSS colour; anything unexpected falls back to the default blue.
 */
export function markerIconUrl( color: string ): string {
	const fill = SAFE_COLOR.test( color.trim() )
		? color.trim()
		: FALLBACK_PRIMARY;
	const [ width, height ] = MARKER_SIZE;
	const svg =
		`<svg xmlns="http://www.w3.org/2000/svg" width="${ width }" height="${ height }" viewBox="0 0 54 67">` +
		`<path d="M27 66C27 66 4 39.5 4 25a23 23 0 0 1 46 0C50 39.5 27 66 27 66Z" fill="${ fill }" stroke="#fff" stroke-width="2"/>` +
		'<circle cx="27" cy="25" r="9" fill="#fff"/>' +
		'</svg>';
	return `data:image/svg+xml;charset=utf-8,${ encodeURIComponent( svg ) }`;
}

/**
 * The theme's primary colour as it applies to the element.
 *
 * @param element An element inside the widget.
 */
export function primaryColor( element: Element ): string {
	const value = window
		.getComputedStyle( element )
		.getPropertyValue( '--immo-wizards-color-primary' )
		.trim();
	return value || FALLBACK_PRIMARY;
}
