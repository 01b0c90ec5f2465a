/**
 * The import on screen: polled every 2 seconds while the background run works on it.
 */
/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { fetchImport, isImportOpen, type ImportState } from '../../api/imports';

export const POLL_INTERVAL_MS = 2000;

export interface ImportOnScreen {
	state: ImportState | null;
	/** The server's message when the status could not be read. */
	error: string | null;
	/** Shows an import the screen already has (an upload's or a decision's answer) and polls on. */
	track: ( state: ImportState ) => void;
	/** Shows an import by id. */
	show: ( id: number ) => void;
}

export function useImport(): ImportOnScreen {
	const [ id, setId ] = useState< number | null >( null );
	const [ state, setState ] = useState< ImportState | null >( null );
	const [ error, setError ] = useState< string | null >( null );
	// Restarts polling for the same id (a confirmed withdrawal is queued again).
	const [ revision, setRevision ] = useState( 0 );

	useEffect( () => {
		if ( id === null ) {
			return;
		}
		let stopped = false;
		let timer: ReturnType< typeof setTimeout > | undefined;
		const poll = async () => {
			try {
				const next = await fetchImport( id );
				if ( stopped ) {
					return;
				}
				setState( next );
				setError( null );
				if ( isImportOpen( next ) ) {
					timer = setTimeout( poll, POLL_INTERVAL_MS );
				}
			} catch ( failure ) {
				if ( ! stopped ) {
					setError( ( failure as Error ).message );
				}
			}
		};
		poll();
		return () => {
			stopped = true;
			clearTimeout( timer );
		};
	}, [ id, revision ] );

	const track = useCallback( ( next: ImportState ) => {
		setState( next );
		setError( null );
		setId( next.id );
		setRevision( ( value ) => value + 1 );
	}, [] );
	const show = useCallback( ( next: number ) => {
		setError( null );
		setId( next );
		setRevision( ( value ) => value + 1 );
	}, [] );
	return { state, error, track, show };
}
