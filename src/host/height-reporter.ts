/**
 * Internal dependencies
 */
import { HEIGHT_MESSAGE } from '../embed/protocol';
import { postToParent } from './bridge';

/**
 * Tells the host page the document's height whenever it changes (steps, dialogs, messages), so
 * the host script sizes the iframe and it never shows an inner scrollbar. The standalone document
 * must not stretch `html` to the viewport, or the height would follow the frame instead.
 */
export function reportHeight(): void {
	if ( typeof ResizeObserver !== 'function' ) {
		return;
	}
	const root = document.documentElement;
	let reported = -1;
	const report = () => {
		const height = Math.ceil( root.getBoundingClientRect().height );
		if ( height !== reported ) {
			reported = height;
			postToParent( { type: HEIGHT_MESSAGE, height } );
		}
	};
	new ResizeObserver( report ).observe( root );
	report();
}
