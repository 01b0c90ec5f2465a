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
import { CONTACT_MAX_LENGTH, SALUTATIONS } from '../../api/rest-limits';
import {
	EMAIL_MAX_LENGTH,
	EMAIL_PATTERN,
	type NewsletterOption,
} from './values';

export * from './values';

export interface ContactSchemaOptions {
	newsletter?: NewsletterOption;
	/** Street, house number, postcode and city required (portal account form). */
	requireAddress?: boolean;
}

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
