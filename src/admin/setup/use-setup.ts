/**
 * The assistant's state from the server (steps done, the forms' pages, pages to choose), fetched
 * again after every change.
 */
/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { ApiError } from '../../api/errors';
import { fetchSetup, type SetupState } from '../../api/setup';

export function useSetup() {
	const [ state, setState ] = useState< SetupState | null >( null );
	const [ error, setError ] = useState( '' );
	const refresh = useCallback(
		() =>
			fetchSetup().then(
				( next ) => {
					setState( next );
					setError( '' );
				},
				( failure: ApiError ) => setError( failure.message )
			),
		[]
	);
	useEffect( () => {
		refresh();
	}, [ refresh ] );
	return { state, error, refresh };
}
