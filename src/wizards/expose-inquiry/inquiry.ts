/**
 * The exposé inquiry's form values and the request made of them (the schema is loaded lazily, see
 * schema.ts).
 */
/**
 * Internal dependencies
 */
import type { ExposeInquiry } from '../../api/inquiries';
import { COMPANY_MAX_LENGTH, WISHES } from '../../api/rest-limits';
import { defaultContact } from '../../components/contact-fields';
import { optionalText } from '../shared/request-form';
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
