/**
 * Whether the visitor asked for less motion (then scrolling jumps instead of gliding). Used by the
 * frame and by the host script, so it imports nothing.
 */
export function prefersReducedMotion(): boolean {
	return (
		typeof window.matchMedia === 'function' &&
		window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches
	);
}
