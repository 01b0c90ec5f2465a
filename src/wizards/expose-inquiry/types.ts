/**
 * Internal dependencies
 */
import type { ContactMethod, InquiryWish } from '../../api/inquiries';
import type { ContactFormValues } from '../../components/contact-fields';
import type { SharedConfig } from '../../host/shared-config';

export interface ExposeInquiryConfig extends SharedConfig {
	/** From the block attribute; null (0) = from the query string. */
	objectId: number | null;
	/** From the block attribute; null ('') = from the query string. */
	customObjectId: string | null;
	submitUrl?: string;
}

/** The property the inquiry is about. */
export interface InquiryTarget {
	objectId: number;
	customObjectId?: string;
}

export interface ExposeInquiryFormValues extends ContactFormValues {
	company: string;
	message: string;
	wish: Record< InquiryWish, boolean >;
	contactMethod: '' | ContactMethod;
}
