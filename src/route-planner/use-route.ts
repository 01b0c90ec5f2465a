/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ApiError, isAbortError } from '../api/errors';
import { fetchRoute, type RouteResponse } from '../api/route';
import type { LatLng } from '../components/map';

export type RouteState =
	| { status: 'idle' }
	| { status: 'loading'; start: LatLng }
	| { status: 'done'; start: LatLng; route: RouteResponse }
	| { status: 'error'; start: LatLng; message: string };

/**
 * The message to show for a failed routing request: the plugin's own text when there is no
 * route from the start, else the server's message (routing unavailable, rate limit, …).
 *
 * @param error What fetchRoute rejected with.
 */
function routeErrorMessage( error: unknown ): string {
	if (
		error instanceof ApiError &&
		( error.status === 404 || error.code === 'immo_wizards_no_route' )
	) {
		return __( 'No route found from this address.', 'immo-wizards' );
	}
	if ( error instanceof Error && error.message ) {
		return error.message;
	}
	return __( 'Route planning is not available right now.', 'immo-wizards' );
}

/**
 * Plans routes to the office. A new start aborts the request still running for the previous one.
 */
export function useRoute() {
	const [ state, setState ] = useState< RouteState >( { status: 'idle' } );
	const pending = useRef< AbortController | null >( null );

	useEffect( () => () => pending.current?.abort(), [] );

	const plan = useCallback( ( start: LatLng ) => {
		pending.current?.abort();
		const controller = new AbortController();
		pending.current = controller;
		setState( { status: 'loading', start } );
		fetchRoute( start.lat, start.lng, controller.signal ).then(
			( route ) => {
				if ( ! controller.signal.aborted ) {
					setState( { status: 'done', start, route } );
				}
			},
			( error: unknown ) => {
				if ( controller.signal.aborted || isAbortError( error ) ) {
					return;
				}
				setState( {
					status: 'error',
					start,
					message: routeErrorMessage( error ),
				} );
			}
		);
	}, [] );

	return { state, plan };
}
