/**
 * The mail log's query: the DataViews view becomes the REST query; reload() reads the page again.
 */
/**
 * External dependencies
 */
import type { View } from '@wordpress/dataviews';

/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { Page } from '../../api/collection';
import {
	fetchMails,
	type Mail,
	type MailQuery,
	type MailStatus,
} from '../../api/mails';

export const DEFAULT_VIEW: View = {
	type: 'table',
	page: 1,
	perPage: 20,
	search: '',
	filters: [],
	sort: { field: 'createdAt', direction: 'desc' },
	fields: [ 'createdAt', 'status', 'recipient', 'kind' ],
	titleField: 'subject',
	showTitle: true,
};

/**
 * The first view: a table, or on phones a list (a table would hide every column but the first).
 *
 * @param narrow Whether the screen is narrow.
 */
export function initialView( narrow: boolean ): View {
	return narrow ? { ...DEFAULT_VIEW, type: 'list' } : DEFAULT_VIEW;
}

/**
 * The REST query of a view.
 *
 * @param view DataViews view.
 */
export function queryOf( view: View ): MailQuery {
	const filter = ( field: string ) => {
		const value = view.filters?.find(
			( f ) => f.field === field && f.operator === 'is'
		)?.value;
		return typeof value === 'string' && value !== '' ? value : undefined;
	};
	return {
		status: filter( 'status' ) as MailStatus | undefined,
		kind: filter( 'kind' ),
		search: view.search,
		order: view.sort?.direction === 'asc' ? 'asc' : 'desc',
		page: view.page ?? 1,
		perPage: view.perPage ?? 20,
	};
}

export function useMails( view: View ) {
	const [ page, setPage ] = useState< Page< Mail > | null >( null );
	const [ error, setError ] = useState< string | null >( null );
	const [ loading, setLoading ] = useState( true );
	const [ revision, setRevision ] = useState( 0 );
	const query = JSON.stringify( queryOf( view ) );

	useEffect( () => {
		let stopped = false;
		setLoading( true );
		fetchMails( JSON.parse( query ) as MailQuery ).then(
			( answer ) => {
				if ( ! stopped ) {
					setPage( answer );
					setError( null );
					setLoading( false );
				}
			},
			( failure: Error ) => {
				if ( ! stopped ) {
					setError( failure.message );
					setLoading( false );
				}
			}
		);
		return () => {
			stopped = true;
		};
	}, [ query, revision ] );

	const reload = useCallback( () => setRevision( ( n ) => n + 1 ), [] );
	return { page, error, loading, reload };
}
