/**
 * One page of a collection route for a query: loads again when the query changes, drops the answers
 * of queries that are no longer current, keeps the last page on screen while the next one loads.
 */
/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { Page } from '../api/collection';

export interface PageQuery< T > extends Page< T > {
	isLoading: boolean;
	/** The server's message when the page could not be loaded. */
	error: string | null;
	/** Loads the page again (after a change). */
	reload: () => void;
}

export function usePageQuery< Q, T >(
	fetchPage: ( query: Q ) => Promise< Page< T > >,
	query: Q
): PageQuery< T > {
	const [ page, setPage ] = useState< Page< T > >( {
		items: [],
		total: 0,
		totalPages: 0,
	} );
	const [ isLoading, setLoading ] = useState( true );
	const [ error, setError ] = useState< string | null >( null );
	const [ revision, setRevision ] = useState( 0 );
	const key = JSON.stringify( query );

	useEffect( () => {
		let current = true;
		setLoading( true );
		fetchPage( JSON.parse( key ) as Q )
			.then( ( next ) => {
				if ( current ) {
					setPage( next );
					setError( null );
				}
			} )
			.catch( ( failure: Error ) => {
				if ( current ) {
					setError( failure.message );
				}
			} )
			.finally( () => {
				if ( current ) {
					setLoading( false );
				}
			} );
		return () => {
			current = false;
		};
	}, [ fetchPage, key, revision ] );

	const reload = useCallback(
		() => setRevision( ( value ) => value + 1 ),
		[]
	);
	return { ...page, isLoading, error, reload };
}
