/**
 * The inbox's request list: one page of `GET /requests` for the filter.
 */
/**
 * Internal dependencies
 */
import {
	fetchRequests,
	type RequestItem,
	type RequestQuery,
} from '../../api/requests';
import { usePageQuery, type PageQuery } from './use-page-query';

export function useRequestsQuery(
	query: RequestQuery
): PageQuery< RequestItem > {
	return usePageQuery( fetchRequests, query );
}
