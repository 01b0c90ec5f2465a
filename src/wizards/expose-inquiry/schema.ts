/**
 * External dependencies
 */
import * as z from 'zod/mini';

/**
 * Internal dependencies
 */
import { COMPANY_MAX_LENGTH, CONTACT_METHODS } from '../../api/rest-limits';
import {
	createContactSchema,
	type NewsletterOption,
} from '../../components/contact-fields/schema';
import { MESSAGE_MAX_LENGTH } from '../shared/request-form';
import { requestText } from '../shared/request-form/schema';

/**
 * The contact schema plus the inquiry's fields (all optional).
 *
 * @param newsletter The newsletter option of the contact fields.
 */
export function createExposeInquirySchema( newsletter?: NewsletterOption ) {
	return z.extend( createContactSchema( { newsletter } ), {
		company: requestText( COMPANY_MAX_LENGTH ),
		message: requestText( MESSAGE_MAX_LENGTH ),
		wish: z.object( {
			besichtigung: z.boolean(),
			anruf: z.boolean(),
			detail: z.boolean(),
		} ),
		contactMethod: z.enum( [ '', ...CONTACT_METHODS ] ),
	} );
}
