/**
 * The live preview of the agency's mail texts (administrators): the server renders the real mail
 * with sample data and the unsaved texts; nothing is stored or sent.
 */
/**
 * Internal dependencies
 */
import { apiRequest } from './client';
import type { MailTexts } from './settings';

export interface MailPreview {
	subject: string;
	/** A complete HTML document (every value escaped by the server). */
	html: string;
	text: string;
	/** The server's message per refused text (`mail_texts.<key>`); those are previewed as shipped. */
	errors: Record< string, string >;
}

/**
 * Renders a mail with the given texts.
 *
 * @param mail        Which mail (a kind with texts of the agency's own).
 * @param texts       The texts on screen.
 * @param init        Request options (an AbortSignal for a superseded preview).
 * @param init.signal
 */
export function previewMail(
	mail: string,
	texts: MailTexts,
	init: { signal?: AbortSignal } = {}
): Promise< MailPreview > {
	return apiRequest< MailPreview >( {
		path: 'immo-wizards/v1/settings/mail-preview',
		method: 'POST',
		data: { mail, texts },
		hideError: true,
		...init,
	} );
}
