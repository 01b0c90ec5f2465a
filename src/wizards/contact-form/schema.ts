/**
 * External dependencies
 */
import * as z from 'zod/mini';

/**
 * Internal dependencies
 */
import {
	createContactSchema,
	type NewsletterOption,
} from '../../components/contact-fields';
import { MESSAGE_MAX_LENGTH, requestText } from '../shared/request-form';

/**
 * The contact schema plus the required message.
 *
 * @param newsletter The newsletter option of the contact fields.
 */
export function createContactMessageSchema( newsletter?: NewsletterOption ) {
	return z.extend( createContactSchema( { newsletter } ), {
		message: requestText( MESSAGE_MAX_LENGTH, true ),
	} );
}
