/**
 * The mail log (administrators): every mail the plugin queued or sent, "Erneut senden", and the
 * content of captured mails on the demo site.
 */
/**
 * Internal dependencies
 */
import { apiRequest } from './client';
import { fetchPage, type Page } from './collection';

const PATH = 'immo-wizards/v1/mails';

export type MailStatus = 'pending' | 'sent' | 'failed' | 'cancelled';

/** A kind of mail as the server describes it (`Mail_Kinds::catalogue()`). */
export interface MailKindInfo {
	kind: string;
	/** Its name in the logs. */
	label: string;
	/** Its name on the settings screen. */
	previewLabel: string;
	/** The texts the agency may word itself (setting `mail_texts.<key>`). */
	texts: { key: string; label: string }[];
	/** Placeholders those texts may use, without braces. */
	placeholders: string[];
}

export interface Mail {
	id: number;
	recipient: string;
	subject: string;
	/** A mail kind's name (MailKindInfo.kind; '' for old mails). */
	kind: string;
	/** The label of the request type when the mail belongs to a request. */
	typeLabel: string | null;
	status: MailStatus;
	attempts: number;
	lastError: string | null;
	/** UTC, without zone (as WordPress answers). */
	createdAt: string;
	sentAt: string | null;
	requestId: number;
	canResend: boolean;
	/** Whether its content can be read (captured mails on the demo site only). */
	hasContent: boolean;
	/** The file sent with it (its content is not kept), null when none. */
	attachment: { name: string; size: number } | null;
}

export interface MailQuery {
	status?: MailStatus;
	kind?: string;
	search?: string;
	order?: 'asc' | 'desc';
	page: number;
	perPage: number;
}

export interface MailContent {
	recipient: string;
	subject: string;
	html: string;
	text: string;
}

/**
 * One page of the mail log, newest first unless asked otherwise.
 *
 * @param query Filters and paging.
 */
export function fetchMails( query: MailQuery ): Promise< Page< Mail > > {
	return fetchPage< Mail >( PATH, {
		status: query.status,
		kind: query.kind,
		search: query.search?.trim(),
		orderby: 'date',
		order: query.order ?? 'desc',
		page: query.page,
		per_page: query.perPage,
	} );
}

/**
 * Puts a failed or waiting mail back into the outbox; it goes out in the background.
 *
 * @param id Mail id.
 */
export function resendMail( id: number ): Promise< Mail > {
	return apiRequest< Mail >( {
		path: `${ PATH }/${ id }/resend`,
		method: 'POST',
		hideError: true,
	} );
}

/**
 * What a captured mail says (the demo site only; others answer 404).
 *
 * @param id Mail id.
 */
export function fetchMailContent( id: number ): Promise< MailContent > {
	return apiRequest< MailContent >( {
		path: `${ PATH }/${ id }/content`,
		hideError: true,
	} );
}
