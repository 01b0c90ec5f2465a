/**
 * The agency's contacts (capability `immo_manage_requests`), one row per e-mail address. Not the
 * portal's own contact (`contact.ts`).
 */
/**
 * Internal dependencies
 */
import { fetchPage, type Page } from './collection';

export interface AgencyContact {
	id: number;
	email: string;
	firstname: string;
	lastname: string;
	phone: string;
	/** How many requests the contact sent. */
	requests: number;
	createdAt: string;
	hasPortalAccount: boolean;
}

export interface ContactQuery {
	search?: string;
	page: number;
	perPage: number;
}

/**
 * One page of contacts.
 *
 * @param query Search and page.
 */
export function fetchContacts(
	query: ContactQuery
): Promise< Page< AgencyContact > > {
	return fetchPage< AgencyContact >( 'immo-wizards/v1/contacts', {
		page: query.page,
		per_page: query.perPage,
		search: query.search,
	} );
}
