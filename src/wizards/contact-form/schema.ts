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
} from '../../components/contact-fields/schema';
import { MESSAGE_MAX_LENGTH } from '../shared/request-form';
import { requestText } from '../shared/request-form/schema';

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
