/**
 * The iframes' accessible names. The host script has no translations (no WordPress i18n on a
 * foreign page, and it must stay small): the product's language is German (spec §1).
 */
/**
 * Internal dependencies
 */
import type { Route } from './protocol';

export const FRAME_TITLES: Record< Route, string > = {
	'lead-wizard': 'Immobilie verkaufen oder vermieten',
	'saved-search-wizard': 'Suchprofil erstellen',
	'expose-inquiry-wizard': 'Anfrage zur Immobilie',
	'contact-form-wizard': 'Kontaktformular',
	'newsletter-wizard': 'Newsletter',
	login: 'Kundenportal',
};
