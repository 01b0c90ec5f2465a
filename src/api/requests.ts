/**
 * The agency's requests inbox (capability `immo_manage_requests`): list, columns per type, detail,
 * workflow and note, delete, CSV export of a filter.
 */
/**
 * Internal dependencies
 */
import { apiRequest } from './client';
import { fetchPage, type Page } from './collection';
import type { MailStatus } from './mails';
import { REQUEST_TYPES, type RequestType } from './rest-limits';
import type { DeliveryStatus, WebhookEvent } from './webhooks';

export { REQUEST_TYPES, type RequestType };

const PATH = 'immo-wizards/v1/requests';

export const WORKFLOWS = [ 'new', 'in_progress', 'done' ] as const;

export type Workflow = ( typeof WORKFLOWS )[ number ];

export type RequestStatus = 'pending' | 'confirmed';

export type RequestOrderBy = 'date' | 'name' | 'email' | 'type' | 'workflow';

export interface RequestContact {
	salutation: string;
	firstname: string;
	lastname: string;
	email: string;
	phone: string;
}

export interface RequestItem {
	id: number;
	uuid: string;
	type: RequestType;
	typeLabel: string;
	status: RequestStatus;
	workflow: Workflow;
	note: string;
	createdAt: string;
	confirmedAt: string | null;
	contact: RequestContact;
	/** The type's list columns by key (plain text). */
	columns: Record< string, string >;
}

export interface RequestConsent {
	what: string;
	/** What was agreed to, named for people. */
	label: string;
	textVersion: string;
	text: string;
	requestedAt: string;
	confirmedAt: string | null;
	/** Truncated client address. */
	ip: string;
}

export interface RequestMail {
	id: number;
	kind: string;
	subject: string;
	status: MailStatus;
	attempts: number;
	lastError: string | null;
	createdAt: string;
	sentAt: string | null;
}

export interface RequestWebhook {
	id: number;
	event: WebhookEvent | 'ping';
	status: DeliveryStatus;
	attempts: number;
	responseCode: number | null;
	lastError: string | null;
	createdAt: string;
}

export interface RequestDetail extends RequestItem {
	/** [ label, value ] as in the agency mail (plain text). */
	rows: Array< [ string, string ] >;
	consents: RequestConsent[];
	mails: RequestMail[];
	webhooks: RequestWebhook[];
	/** Whether it has an OpenImmo-Feedback file (confirmed, of a type with one). */
	feedback: boolean;
	/** Confirmed owner leads: the saved searches waiting for the property (count null below the threshold). */
	buyers: RequestBuyers | null;
	/** Confirmed owner leads with the price indication on: the range and the listings behind it. */
	valuation: RequestValuation | null;
}

/** A price indication with its comparable listings (amounts in euros, dates RFC 3339). */
export interface RequestValuation {
	low: number;
	median: number;
	high: number;
	count: number;
	from: string;
	to: string;
	comparables: Array< {
		id: number;
		title: string;
		url: string;
		status: 'active' | 'reserved' | 'sold';
		price: number;
		livingSpace: number;
	} >;
}

/** The saved searches that match an owner's property and the people behind them. */
export interface RequestBuyers {
	count: number | null;
	contacts: Array< {
		name: string;
		email: string;
		title: string;
		confirmedAt: string;
	} >;
}

/** A request type as the server describes it (`Request_Types::catalogue()`). */
export interface RequestTypeInfo {
	type: RequestType;
	/** The name of one request. */
	label: string;
	/** The name of several (tabs, lists). */
	pluralLabel: string;
	/** The inbox's columns of the type. */
	columns: Array< { id: string; label: string } >;
}

/** The list's filter, order and page (what the URL of the inbox keeps too). */
export interface RequestQuery {
	type?: RequestType;
	status?: RequestStatus;
	workflow?: Workflow;
	search?: string;
	/** RFC 3339. */
	after?: string;
	/** RFC 3339. */
	before?: string;
	orderby?: RequestOrderBy;
	order?: 'asc' | 'desc';
	page: number;
	perPage: number;
}

/**
 * The collection's query arguments of a filter and order (empty values left out).
 *
 * @param query Filter, order and page (the page is not a filter argument).
 */
function filterArgs( query: RequestQuery ): URLSearchParams {
	const args = new URLSearchParams();
	for ( const [ name, value ] of Object.entries( query ) ) {
		if (
			name !== 'page' &&
			name !== 'perPage' &&
			value !== undefined &&
			value !== ''
		) {
			args.set( name, String( value ) );
		}
	}
	return args;
}

/**
 * One page of requests.
 *
 * @param query Filter, order and page.
 */
export function fetchRequests(
	query: RequestQuery
): Promise< Page< RequestItem > > {
	return fetchPage< RequestItem >( PATH, {
		...Object.fromEntries( filterArgs( query ) ),
		page: query.page,
		per_page: query.perPage,
	} );
}

/**
 * A request with its rows, consents, mails and webhooks.
 *
 * @param id Request id.
 */
export function fetchRequest( id: number ): Promise< RequestDetail > {
	return apiRequest< RequestDetail >( { path: `${ PATH }/${ id }` } );
}

/**
 * Changes the workflow status and/or the internal note.
 *
 * @param id               Request id.
 * @param changes          The new values.
 * @param changes.workflow new|in_progress|done.
 * @param changes.note     Internal note (at most 2000 characters).
 */
export function updateRequest(
	id: number,
	changes: { workflow?: Workflow; note?: string }
): Promise< RequestItem > {
	return apiRequest< RequestItem >( {
		path: `${ PATH }/${ id }`,
		method: 'PATCH',
		data: changes,
	} );
}

/**
 * Deletes a request (its contact stays).
 *
 * @param id Request id.
 */
export function deleteRequest(
	id: number
): Promise< { deleted: boolean; previous: RequestItem } > {
	return apiRequest( { path: `${ PATH }/${ id }`, method: 'DELETE' } );
}

/**
 * The download address of the CSV export of a filter. A link (not api-fetch) so the browser streams
 * the file to disk.
 *
 * @param query     Filter and order (the page does not apply).
 * @param exportUrl The export route's URL with the session's REST nonce (`_wpnonce`), which the
 *                  admin page prints (the REST root may be `?rest_route=`).
 */
export function requestsExportUrl(
	query: RequestQuery,
	exportUrl: string
): string {
	const url = new URL( exportUrl, window.location.href );
	filterArgs( query ).forEach( ( value, name ) =>
		url.searchParams.set( name, value )
	);
	return url.toString();
}

/**
 * The download address of a request's OpenImmo-Feedback file. A link, as the CSV export.
 *
 * @param id          Request id.
 * @param feedbackUrl The route's URL with `%d` for the id and the session's REST nonce, which the
 *                    admin page prints.
 */
export function requestFeedbackUrl( id: number, feedbackUrl: string ): string {
	return feedbackUrl.replace( '%d', String( id ) );
}
