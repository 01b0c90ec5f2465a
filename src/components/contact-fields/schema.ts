/**
 * External dependencies
 */
import * as z from 'zod/mini';

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Contact, Salutation } from '../../api/types';
import { CONTACT_MAX_LENGTH, SALUTATIONS } from '../../api/rest-limits';

export interface NewsletterOption {
	enabled: boolean;
	required: boolean;
}

export interface ContactSchemaOptions {
	newsletter?: NewsletterOption;
	/** Street, house number, postcode and city required (portal account form). */
	requireAddress?: boolean;
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

/**
 * A trimmed text field with the form's messages (required, too long).
 *
 * @param max      Maximum length.
 * @param required Whether an empty text is invalid.
 */
export function trimmedText( max: number, required = false ) {
	const tooLong = sprintf(
		/* translators: %d: maximum number of characters */
		_n(
			'Please enter at most %d character.',
			'Please enter at most %d characters.',
			max,
			'immo-wizards'
		),
		max
	);
	return z.string().check(
		z.trim(),
		...( required
			? [
					// `abort`: an empty field gets only this message.
					z.minLength( 1, {
						error: __( 'This field is required.', 'immo-wizards' ),
						abort: true,
					} ),
				]
			: [] ),
		z.maxLength( max, tooLong )
	);
}

function mustBeTicked( message: string ) {
	return z
		.boolean()
		.check( z.refine( ( value ) => value === true, message ) );
}

/**
 * The contact form's schema, mirroring the server's rules (which stay authoritative).
 * Messages are translated when the schema is created.
 *
 * @param options                Newsletter and address options.
 * @param options.newsletter     Whether the newsletter checkbox is shown / required.
 * @param options.requireAddress Whether the address fields are required.
 */
export function createContactSchema( {
	newsletter,
	requireAddress = false,
}: ContactSchemaOptions = {} ) {
	return z.object( {
		salutation: z.enum( [ '', ...SALUTATIONS ] ),
		firstname: trimmedText( CONTACT_MAX_LENGTH.firstname, true ),
		lastname: trimmedText( CONTACT_MAX_LENGTH.lastname, true ),
		phone: trimmedText( CONTACT_MAX_LENGTH.phone ),
		email: trimmedText( EMAIL_MAX_LENGTH, true ).check(
			z.regex(
				EMAIL_PATTERN,
				__( 'Please enter a valid e-mail address.', 'immo-wizards' )
			)
		),
		street: trimmedText( CONTACT_MAX_LENGTH.street, requireAddress ),
		number: trimmedText( CONTACT_MAX_LENGTH.number, requireAddress ),
		zip: trimmedText( CONTACT_MAX_LENGTH.zip, requireAddress ),
		city: trimmedText( CONTACT_MAX_LENGTH.city, requireAddress ),
		dataPrivacy: mustBeTicked(
			__( 'Please agree to the processing of your data.', 'immo-wizards' )
		),
		acceptContact: mustBeTicked(
			__( 'Please agree to be contacted.', 'immo-wizards' )
		),
		newsletter:
			newsletter?.enabled && newsletter.required
				? mustBeTicked(
						__(
							'Please agree to receive the newsletter.',
							'immo-wizards'
						)
					)
				: z.boolean(),
	} );
}

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
