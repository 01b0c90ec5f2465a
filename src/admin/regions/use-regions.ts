/**
 * The regions on screen: loaded once, read again after every change (the server renumbers
 * positions and fires the recompute, so its answer is the truth).
 */
/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { fetchRegions, type Region } from '../../api/regions';

export interface RegionsState {
	/** Null while loading. */
	regions: Region[] | null;
	error: string | null;
	busy: boolean;
	reload: () => Promise< void >;
	/** Runs a change, then reloads; resolves with whether the change worked. */
	run: ( change: () => Promise< unknown > ) => Promise< boolean >;
}

export function useRegions(): RegionsState {
	const [ regions, setRegions ] = useState< Region[] | null >( null );
	const [ error, setError ] = useState< string | null >( null );
	const [ busy, setBusy ] = useState( false );

	const reload = useCallback( async () => {
		try {
			setRegions( await fetchRegions() );
		} catch ( failure ) {
			setError( ( failure as Error ).message );
		}
	}, [] );

	useEffect( () => {
		reload();
	}, [ reload ] );

	const run = useCallback(
		async ( change: () => Promise< unknown > ) => {
			setBusy( true );
			setError( null );
			try {
				await change();
				return true;
			} catch ( failure ) {
				setError( ( failure as Error ).message );
				return false;
			} finally {
				await reload();
				setBusy( false );
			}
		},
		[ reload ]
	);

	return { regions, error, busy, reload, run };
}
