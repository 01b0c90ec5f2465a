/**
 * External dependencies
 */
import type { ComponentType, RefObject } from 'react';

/**
 * WordPress dependencies
 */
import { lazy, Suspense, useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { LoadingBar } from '../../components/loading';
import { loadOnce } from '../../host/load-once';

export type LazyStep< P extends object > = ComponentType< P > & {
	/** Starts loading the step's code (once; again after a failure). */
	preload: () => Promise< void >;
};

/**
 * A wizard step whose code is a chunk of its own, so that the first step paints without it (the
 * form library and the schemas come with the later steps). It renders at once when its code has
 * arrived, and shows the loading bar until then.
 *
 * @param load Loads the step's component, e.g. `() => import( './x' ).then( ( m ) => m.XStep )`.
 */
export function lazyStep< P extends object >(
	load: () => Promise< ComponentType< P > >
): LazyStep< P > {
	let loaded: ComponentType< P > | null = null;
	const loadStep = loadOnce( load );
	const preload = () =>
		loadStep().then( ( component ) => {
			loaded = component;
		} );
	// lazy() types its props with refs; a step takes plain props.
	const Suspended = lazy( () =>
		preload().then( () => ( { default: loaded as ComponentType< P > } ) )
	) as unknown as ComponentType< P >;
	function Step( props: P ) {
		// Decided once per mount: switching from the suspended to the direct form would remount it.
		const [ Ready ] = useState( () => loaded );
		if ( Ready ) {
			return <Ready { ...props } />;
		}
		return (
			<Suspense fallback={ <LoadingBar active /> }>
				<Suspended { ...props } />
			</Suspense>
		);
	}
	return Object.assign( Step, { preload } );
}

/**
 * Preloads later steps (or a form's schema) once the visitor starts with the wizard or form (first
 * pointer press, focus or key inside it): their code arrives while the first step is being
 * answered, not before first paint.
 *
 * @param rootRef The wizard's (form's) root element.
 * @param steps   The lazily loaded steps (anything with a `preload`).
 */
export function usePreloadOnInteraction(
	rootRef: RefObject< HTMLElement >,
	steps: Array< { preload: () => Promise< unknown > } >
): void {
	useEffect( () => {
		const root = rootRef.current;
		if ( ! root ) {
			return;
		}
		const events = [ 'pointerdown', 'focusin', 'keydown' ];
		const start = () => {
			events.forEach( ( type ) =>
				root.removeEventListener( type, start )
			);
			// A failed load shows when the step renders (error boundary); nothing to do here.
			steps.forEach( ( step ) => step.preload().catch( () => {} ) );
		};
		events.forEach( ( type ) => root.addEventListener( type, start ) );
		return () =>
			events.forEach( ( type ) =>
				root.removeEventListener( type, start )
			);
		// The steps are constants (of the module or the mount).
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ rootRef ] );
}
