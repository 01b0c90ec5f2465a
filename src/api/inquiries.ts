/**
 * The one-step request forms: exposé inquiry, contact message and newsletter subscription.
 */
/**
 * Internal dependencies
 */
import { postWizard } from './wizard';
import type { Contact, WizardRequestMeta, WizardResponse } from './types';
import type { ContactMethod, InquiryWish } from './rest-limits';

export type { ContactMethod, InquiryWish };

export interface ExposeInquiry {
	/** The property: an integer from 1 to 2^31 − 1. */
	objectId: number;
	/** The agency's own object number (≤ 64 characters). */
	customObjectId?: string;
	/** ≤ 5000 characters. */
	message?: string;
	/** ≤ 100 characters. */
	company?: string;
	/** Unique values. */
	wish?: InquiryWish[];
	contactMethod?: ContactMethod;
}

export interface ExposeInquiryPayload extends WizardRequestMeta {
	contact: Contact;
	exposeInquiry: ExposeInquiry;
}

export interface ContactMessagePayload extends WizardRequestMeta {
	contact: Contact;
	/** 1 to 5000 characters. */
	message: string;
	type?: 'message';
}

export interface NewsletterPayload extends WizardRequestMeta {
	/** `customFields.newsletter` must be true. */
	contact: Contact;
	type: 'newsletter';
}

/**
 * Sends an inquiry about one property.
 *
 * @param payload   Contact, inquiry and anti-automation fields.
 * @param submitUrl Optional override of the route.
 */
export function submitExposeInquiry(
	payload: ExposeInquiryPayload,
	submitUrl?: string
): Promise< WizardResponse > {
	return postWizard(
		'immo-wizards/v1/wizard/expose-inquiry',
		payload,
		submitUrl
	);
}

/**
 * Sends a message from the contact form.
 *
 * @param payload   Contact, message and anti-automation fields.
 * @param submitUrl Optional override of the route.
 */
export function submitContactMessage(
	payload: ContactMessagePayload,
	submitUrl?: string
): Promise< WizardResponse > {
	return postWizard( 'immo-wizards/v1/wizard/contact', payload, submitUrl );
}

/**
 * Subscribes a contact to the newsletter (confirmed by double opt-in).
 *
 * @param payload   Contact and anti-automation fields.
 * @param submitUrl Optional override of the route.
 */
export function subscribeNewsletter(
	payload: NewsletterPayload,
	submitUrl?: string
): Promise< WizardResponse > {
	return postWizard( 'immo-wizards/v1/wizard/contact', payload, submitUrl );
}
