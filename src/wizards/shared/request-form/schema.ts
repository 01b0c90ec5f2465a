/**
 * External dependencies
 */
import * as z from 'zod/mini';

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/** The server's limit of a message. */
export const MESSAGE_MAX_LENGTH = 5000;

/**
 * A trimmed text of the request forms (message, company), with the contact form's messages.
 *
 * @param max      Maximum length.
 * @param required Whether an empty text is invalid.
 */
export function requestText( max: number, required = false ) {
	return z.string().check(
		z.trim(),
		...( required
			? [
					z.minLength( 1, {
						error: __( 'This field is required.', 'immo-wizards' ),
						abort: true,
					} ),
				]
			: [] ),
		z.maxLength(
			max,
			sprintf(
				/* translators: %d: maximum number of characters */
				_n(
					'Please enter at most %d character.',
					'Please enter at most %d characters.',
					max,
					'immo-wizards'
				),
				max
			)
		)
	);
}

/**
 * The text, or undefined when it is empty (optional payload fields are left out).
 *
 * @param value The form value.
 */
export function optionalText( value: string ): string | undefined {
	return value.trim() || undefined;
}
