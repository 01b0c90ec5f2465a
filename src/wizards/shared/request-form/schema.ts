/**
 * Internal dependencies
 */
import { trimmedText } from '../../../components/contact-fields/schema';

/**
 * A trimmed text of the request forms (message, company), with the contact form's messages.
 */
export const requestText = trimmedText;
