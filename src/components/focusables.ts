/** Elements that take focus by Tab (enabled controls, links, a non-negative tabindex). */
const FOCUSABLE =
	'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The elements inside `root` that Tab reaches, in document order (hidden, inert and aria-hidden
 * ones left out).
 *
 * @param root Element to search in.
 */
export function focusables( root: HTMLElement ): HTMLElement[] {
	return Array.from(
		root.querySelectorAll< HTMLElement >( FOCUSABLE )
	).filter(
		( element ) =>
			! element.closest( '[hidden], [inert]' ) &&
			element.getAttribute( 'aria-hidden' ) !== 'true'
	);
}
