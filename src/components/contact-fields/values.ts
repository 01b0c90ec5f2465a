/**
 * The contact form's values and their mapping to and from the API: what a form needs at once. The
 * zod schema (schema.ts) is loaded with the first interaction (see RequestForm).
 */
/**
 * Internal dependencies
 */
import type { Contact, Salutation } from '../../api/types';

export interface NewsletterOption {
	enabled: boolean;
	required: boolean;
}

/** Form values of the contact form (flat; see toApiContact for the API shape). */
export interface ContactFormValues {
	salutation: '' | Salutation;
	firstname: string;
	lastname: string;
	phone: string;
	email: string;
	street: string;
	number: string;
	zip: string;
	city: string;
	dataPrivacy: boolean;
	acceptContact: boolean;
	newsletter: boolean;
}

export const defaultContact: ContactFormValues = {
	salutation: '',
	firstname: '',
	lastname: '',
	phone: '',
	email: '',
	street: '',
	number: '',
	zip: '',
	city: '',
	dataPrivacy: false,
	acceptContact: false,
	newsletter: false,
};

/**
 * Longest e-mail address: WordPress keeps a user's address in 100 characters
 * and a confirmed contact becomes a portal user (the server checks the same).
 */
export const EMAIL_MAX_LENGTH = 100;

/** Close to WordPress' is_email(): ASCII local part, dotted domain, no empty labels. */
export const EMAIL_PATTERN =
	/^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z0-9][A-Za-z0-9-]*[A-Za-z0-9]$/;

const optional = ( value: string ) => value.trim() || undefined;

/**
 * Maps form values to the API's Contact.
 *
 * @param values     Validated form values.
 * @param newsletter The newsletter option: the flag is sent only when the checkbox is shown.
 */
export function toApiContact(
	values: ContactFormValues,
	newsletter?: NewsletterOption
): Contact {
	return {
		salutation: values.salutation || null,
		firstname: values.firstname.trim(),
		lastname: values.lastname.trim(),
		email: values.email.trim(),
		phone: optional( values.phone ),
		street: optional( values.street ),
		number: optional( values.number ),
		zip: optional( values.zip ),
		city: optional( values.city ),
		customFields: {
			dataPrivacy: values.dataPrivacy,
			acceptContact: values.acceptContact,
			...( newsletter?.enabled ? { newsletter: values.newsletter } : {} ),
		},
	};
}

/**
 * Maps an API Contact (e.g. the portal's account) to form values.
 *
 * @param contact The contact.
 */
export function fromApiContact(
	contact: Partial< Contact >
): ContactFormValues {
	return {
		salutation: contact.salutation ?? '',
		firstname: contact.firstname ?? '',
		lastname: contact.lastname ?? '',
		phone: contact.phone ?? '',
		email: contact.email ?? '',
		street: contact.street ?? '',
		number: contact.number ?? '',
		zip: contact.zip ?? '',
		city: contact.city ?? '',
		dataPrivacy: contact.customFields?.dataPrivacy ?? false,
		acceptContact: contact.customFields?.acceptContact ?? false,
		newsletter: contact.customFields?.newsletter ?? false,
	};
}
