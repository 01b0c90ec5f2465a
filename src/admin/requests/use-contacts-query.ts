/**
 * The inbox's contact list: one page of `GET /contacts` for the search.
 */
/**
 * Internal dependencies
 */
import {
	fetchContacts,
	type AgencyContact,
	type ContactQuery,
} from '../../api/agency-contacts';
import { usePageQuery, type PageQuery } from './use-page-query';

export function useContactsQuery(
	query: ContactQuery
): PageQuery< AgencyContact > {
	return usePageQuery( fetchContacts, query );
}
