/**
 * The mail log's query: the DataViews view becomes the REST query of one page.
 */
/**
 * External dependencies
 */
import type { View } from '@wordpress/dataviews';

/**
 * Internal dependencies
 */
import {
	fetchMails,
	type Mail,
	type MailQuery,
	type MailStatus,
} from '../../api/mails';
import { usePageQuery, type PageQuery } from '../use-page-query';

export const DEFAULT_VIEW: View = {
	type: 'table',
	page: 1,
	perPage: 20,
	search: '',
	filters: [],
	sort: { field: 'createdAt', direction: 'desc' },
	fields: [ 'createdAt', 'status', 'recipient', 'kind', 'attachment' ],
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

/**
 * The page of mails a view shows.
 *
 * @param view DataViews view.
 */
export function useMails( view: View ): PageQuery< Mail > {
	return usePageQuery( fetchMails, queryOf( view ) );
}
