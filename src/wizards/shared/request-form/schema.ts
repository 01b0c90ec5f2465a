/**
 * Internal dependencies
 */
import { trimmedText } from '../../../components/contact-fields/schema';

export { MESSAGE_MAX_LENGTH } from '../../../api/rest-limits';

/**
 * A trimmed text of the request forms (message, company), with the contact form's messages.
 */
export const requestText = trimmedText;

/**
 * The text, or undefined when it is empty (optional payload fields are left out).
 *
 * @param value The form value.
 */
export function optionalText( value: string ): string | undefined {
	return value.trim() || undefined;
}
