/**
 * What every DataViews list of the admin screens shares: the load error (the server's message) above
 * the list, and keyboard access to the list when it is wider than the screen.
 */
/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';
import { Notice } from '@wordpress/components';

/** DataViews' scrolling box around its table. */
const SCROLLER = '.dataviews-layout__container';

/**
 * Lets keyboard users scroll a DataViews table that overflows: its scrolling box becomes a named,
 * focusable region (arrow keys scroll it). DataViews re-renders on its own (loading → rows), so the
 * boxes are marked whenever the list's markup changes.
 *
 * @param label The region's name.
 */
function useScrollableRegions( label: string ) {
	const ref = useRef< HTMLDivElement >( null );
	useEffect( () => {
		const root = ref.current;
		if ( ! root ) {
			return;
		}
		const mark = () =>
			root
				.querySelectorAll< HTMLElement >( SCROLLER )
				.forEach( ( box ) => {
					if ( box.getAttribute( 'aria-label' ) !== label ) {
						box.tabIndex = 0;
						box.setAttribute( 'role', 'region' );
						box.setAttribute( 'aria-label', label );
					}
				} );
		mark();
		const observer = new MutationObserver( mark );
		observer.observe( root, { childList: true, subtree: true } );
		return () => observer.disconnect();
	}, [ label ] );
	return ref;
}

/**
 * A list's frame: the load error above the list, the list keyboard-scrollable.
 *
 * @param props           Frame.
 * @param props.label     The list's name (for screen readers), e.g. "Eigentümeranfragen".
 * @param props.error     The load error.
 * @param props.className Class of the frame.
 * @param props.children  Notices and the list.
 */
export function ListFrame( {
	label,
	error,
	className,
	children,
}: {
	label: string;
	error: string | null;
	className: string;
	children: ReactNode;
} ) {
	const ref = useScrollableRegions( label );
	return (
		<div className={ className } ref={ ref }>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ children }
		</div>
	);
}
