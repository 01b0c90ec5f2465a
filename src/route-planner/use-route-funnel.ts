/**
 * WordPress dependencies
 */
import { useCallback, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { funnel } from '../host/funnel';
import { useFunnelSteps } from '../host/use-funnel-steps';
import type { RouteState } from './use-route';

const SCREEN = 'route-planner';

/** The steps as `Funnel_Catalogue` allows them for the screen. */
const STEPS = [ 'start', 'route' ];

/**
 * Counts the route planner's steps (README "Funnel statistics"): 'start' while the start-address
 * search is shown, 'route' once a route is planned; without the search no step is reached.
 *
 * @param searching Whether the start-address search is shown (consent given, routing on).
 * @param status    The route's state.
 * @return Call when the visitor opens the planned route: completes 'route', once per visit.
 */
export function useRouteFunnel(
	searching: boolean,
	status: RouteState[ 'status' ]
): () => void {
	let step = 0;
	if ( searching ) {
		step = status === 'done' ? 2 : 1;
	}
	useFunnelSteps( SCREEN, STEPS, step );

	const opened = useRef( false );
	return useCallback( () => {
		if ( ! opened.current ) {
			opened.current = true;
			funnel( SCREEN, 'completed', 'route', true );
		}
	}, [] );
}
