/**
 * External dependencies
 */
import * as z from 'zod/mini';

/**
 * Internal dependencies
 */
import type { ExposeInquiry } from '../../api/inquiries';
import {
	COMPANY_MAX_LENGTH,
	CONTACT_METHODS,
	WISHES,
} from '../../api/rest-limits';
import {
	createContactSchema,
	defaultContact,
	type NewsletterOption,
} from '../../components/contact-fields';
import {
	MESSAGE_MAX_LENGTH,
	optionalText,
	requestText,
} from '../shared/request-form';
import type { ExposeInquiryFormValues, InquiryTarget } from './types';

export { COMPANY_MAX_LENGTH, WISHES };

export const defaultExposeInquiryValues: ExposeInquiryFormValues = {
	...defaultContact,
	company: '',
	message: '',
	wish: { besichtigung: false, anruf: false, detail: false },
	contactMethod: '',
};

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

/**
 * The inquiry as the API takes it; empty optional fields are left out.
 *
 * @param values Validated form values.
 * @param target The property.
 */
export function toExposeInquiry(
	values: ExposeInquiryFormValues,
	target: InquiryTarget
): ExposeInquiry {
	const wish = WISHES.filter( ( key ) => values.wish[ key ] );
	const inquiry: ExposeInquiry = { ...target };
	const message = optionalText( values.message );
	const company = optionalText( values.company );
	if ( message ) {
		inquiry.message = message;
	}
	if ( company ) {
		inquiry.company = company;
	}
	if ( wish.length ) {
		inquiry.wish = wish;
	}
	if ( values.contactMethod ) {
		inquiry.contactMethod = values.contactMethod;
	}
	return inquiry;
}
