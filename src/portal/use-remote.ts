/**
 * The logged-in portal's calls: each counts as loading while it runs; a failure was shown by the
 * API client's snackbar, and a 401/403 reports the session as lost (the session check decides).
 */
/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { ApiError } from '../api/errors';
import { useLoading } from '../components/loading';
import { usePortal } from './context';

/**
 * Whether an API error means that the session is not (or no longer) valid.
 *
 * @param error The rejection.
 */
function isSessionError( error: unknown ): boolean {
	return (
		error instanceof ApiError &&
		( error.status === 401 || error.status === 403 )
	);
}

/**
 * Runs portal calls: resolves to the answer, or undefined when the call failed.
 */
export function usePortalCall() {
	const { track } = useLoading();
	const { onSessionLost } = usePortal();
	return useCallback(
		async < T >( promise: Promise< T > ): Promise< T | undefined > => {
			try {
				return await track( promise );
			} catch ( error ) {
				if ( isSessionError( error ) ) {
					onSessionLost();
				}
				return undefined;
			}
		},
		[ track, onSessionLost ]
	);
}

export interface Remote< T > {
	/** null until loaded. */
	data: T | null;
	reload: () => Promise< void >;
	/** Replaces the data with what a save answered. */
	set: ( data: T ) => void;
}

/**
 * One list or record, loaded once and kept while the portal is open (spec: cached, reloaded
 * after a change).
 *
 * @param load Fetches the data.
 */
export function useRemote< T >( load: () => Promise< T > ): Remote< T > {
	const call = usePortalCall();
	const [ data, setData ] = useState< T | null >( null );

	const reload = useCallback( async () => {
		const answer = await call( load() );
		if ( answer !== undefined ) {
			setData( answer );
		}
	}, [ load, call ] );

	useEffect( () => {
		reload();
	}, [ reload ] );

	return { data, reload, set: setData };
}
