/**
 * The level of a screen's own headings (a wizard step's title): 2 where the screen sits in the
 * page's content below the page title (h1), 3 inside something that has its own h2 (a dialog), so
 * that no level is skipped whether or not the cookie banner's h2 precedes the screen.
 */
/**
 * WordPress dependencies
 */
import { createContext } from '@wordpress/element';

export const HeadingLevel = createContext< 2 | 3 >( 2 );
