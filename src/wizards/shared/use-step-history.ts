/**
 * History mode on the standalone pages (spec §2 "Routes", issue 10): every step change is a
 * history entry, back and forward go to that step, and the page returns to where it was on that
 * step (else to the top). Block pages belong to their theme's page and keep plain step changes.
 */
/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { isFramed, scrollToTop, scrollWindowTo } from '../../host/bridge';
import { embedPage } from '../../host/page-data';

/** Our keys in `history.state` (merged: the page may keep its own). */
const STEP_KEY = 'immoWizardStep';
const SCROLL_KEY = 'immoWizardScroll';

/** Scroll positions are saved once scrolling pauses (browsers limit `replaceState` calls). */
const SAVE_DELAY = 150;

type Entry = Record< string, unknown >;

function currentEntry(): Entry {
	const state: unknown = window.history.state;
	return typeof state === 'object' && state !== null
		? ( state as Entry )
		: {};
}

function saveScroll(): void {
	window.history.replaceState(
		{ ...currentEntry(), [ SCROLL_KEY ]: window.scrollY },
		''
	);
}

/**
 * Brings a step into view. Framed, the host page scrolls (the frame has no scrollbar of its own).
 *
 * @param saved The position saved for the step's entry, if any.
 */
function restoreScroll( saved: unknown ): void {
	if ( typeof saved === 'number' && ! isFramed() ) {
		scrollWindowTo( saved );
	} else {
		scrollToTop();
	}
}

/**
 * Keeps the wizard's step in the browser history on standalone pages.
 *
 * @param step    The current step.
 * @param goTo    Shows a step.
 * @param enabled Whether this wizard owns the page (not one embedded in a portal dialog).
 * @return Called on every step change with the wizard's root: scrolls as the change requires.
 */
export function useStepHistory(
	step: number,
	goTo: ( step: number ) => void,
	enabled: boolean
): ( root: HTMLElement | null ) => void {
	const active = enabled && !! embedPage();
	const shown = useRef( step );
	/** The entry a back/forward brought us to, until its step is shown. */
	const popped = useRef< Entry | null >( null );
	const saveTimer = useRef< number >();

	useEffect( () => {
		if ( ! active ) {
			return;
		}
		window.history.scrollRestoration = 'manual';
		window.history.replaceState(
			{ ...currentEntry(), [ STEP_KEY ]: shown.current },
			''
		);
		const onPop = ( event: PopStateEvent ) => {
			const entry = ( event.state ?? {} ) as Entry;
			const target = entry[ STEP_KEY ];
			if ( typeof target !== 'number' ) {
				return;
			}
			if ( target === shown.current ) {
				restoreScroll( entry[ SCROLL_KEY ] );
				return;
			}
			popped.current = entry;
			goTo( target );
		};
		const onScroll = () => {
			window.clearTimeout( saveTimer.current );
			saveTimer.current = window.setTimeout( saveScroll, SAVE_DELAY );
		};
		window.addEventListener( 'popstate', onPop );
		window.addEventListener( 'scroll', onScroll, { passive: true } );
		return () => {
			window.removeEventListener( 'popstate', onPop );
			window.removeEventListener( 'scroll', onScroll );
			window.clearTimeout( saveTimer.current );
		};
	}, [ active, goTo ] );

	return useCallback(
		( root: HTMLElement | null ) => {
			shown.current = step;
			if ( ! active ) {
				scrollToTop( root );
				return;
			}
			const entry = popped.current;
			popped.current = null;
			if ( entry ) {
				restoreScroll( entry[ SCROLL_KEY ] );
				return;
			}
			// Leaving this entry: keep where the visitor was for a later "back".
			window.clearTimeout( saveTimer.current );
			saveScroll();
			window.history.pushState( { [ STEP_KEY ]: step }, '' );
			scrollToTop();
		},
		[ active, step ]
	);
}
