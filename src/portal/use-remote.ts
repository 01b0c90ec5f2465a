/**
 * One list or record of the logged-in portal, loaded once and kept while the portal is open
 * (spec: cached, reloaded after a change). A 401/403 reports the session as lost; other failures
 * were shown by the API client's snackbar.
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

export interface Remote< T > {
	/** null until loaded. */
	data: T | null;
	failed: boolean;
	reload: () => Promise< void >;
	/** Replaces the data with what a save answered. */
	set: ( data: T ) => void;
}

/**
 * Whether an API error means that the session is not (or no longer) valid.
 *
 * @param error The rejection.
 */
export function isSessionError( error: unknown ): boolean {
	return (
		error instanceof ApiError &&
		( error.status === 401 || error.status === 403 )
	);
}

/**
 * @param load Fetches the data.
 */
export function useRemote< T >( load: () => Promise< T > ): Remote< T > {
	const { track } = useLoading();
	const { onSessionLost } = usePortal();
	const [ data, setData ] = useState< T | null >( null );
	const [ failed, setFailed ] = useState( false );

	const reload = useCallback( async () => {
		try {
			setData( await track( load() ) );
			setFailed( false );
		} catch ( error ) {
			setFailed( true );
			if ( isSessionError( error ) ) {
				onSessionLost();
			}
		}
	}, [ load, track, onSessionLost ] );

	useEffect( () => {
		reload();
	}, [ reload ] );

	return { data, failed, reload, set: setData };
}
