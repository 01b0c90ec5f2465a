/**
 * Internal dependencies
 */
import type { ContactFormValues } from '../../components/contact-fields';
import type { SharedConfig } from '../../host/shared-config';

export interface ContactFormConfig extends SharedConfig {
	/** Prefills the message ('' = none). */
	defaultMessage: string;
	submitUrl?: string;
}

export interface ContactMessageFormValues extends ContactFormValues {
	message: string;
}
