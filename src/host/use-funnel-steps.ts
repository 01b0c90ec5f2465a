/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { afterView, funnel, sendFunnel } from './funnel';

/**
 * Counts a wizard's steps: a step is `reached` the first time it is current (the first one with
 * the screen's view), the step left is `completed` when the visitor goes forward from it; each
 * once per visit. A change that counts something sends at once: one beacon per step change.
 *
 * @param screen  The screen, e.g. 'lead-wizard'.
 * @param steps   The steps' names in display order.
 * @param current 1-based number of the current step.
 */
export function useFunnelSteps(
	screen: string,
	steps: string[],
	current: number
): void {
	const counted = useRef( new Set< string >() );
	const shown = useRef( 0 );
	useEffect( () => {
		const previous = shown.current;
		const step = steps[ current - 1 ];
		if ( ! step || previous === current ) {
			return;
		}
		shown.current = current;
		// Each step once per visit: going back and forth again counts nothing new.
		const count = ( event: 'reached' | 'completed', name: string ) => {
			const key = `${ event }:${ name }`;
			if ( counted.current.has( key ) ) {
				return false;
			}
			counted.current.add( key );
			funnel( screen, event, name );
			return true;
		};
		if ( ! previous ) {
			afterView( screen, () => count( 'reached', step ) );
			return;
		}
		const left = steps[ previous - 1 ];
		const completed =
			current > previous && !! left && count( 'completed', left );
		if ( count( 'reached', step ) || completed ) {
			sendFunnel();
		}
	}, [ screen, steps, current ] );
}
