/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { subscribeNewsletter } from '../../api/inquiries';
import {
	createContactSchema,
	defaultContact,
	type ContactFormValues,
	type NewsletterOption,
} from '../../components/contact-fields';
import {
	normaliseFormSettings,
	OneStepRequestForm,
	RequestFormScreen,
} from '../shared/request-form';
import type { NewsletterConfig } from './types';

/** This form exists for the newsletter: its checkbox is always shown and must be ticked. */
const NEWSLETTER: NewsletterOption = { enabled: true, required: true };

const schema = () => createContactSchema( { newsletter: NEWSLETTER } );

/**
 * The newsletter subscription, as mounted on a page (block, shortcode).
 *
 * @param props        Props.
 * @param props.config Config from the page.
 */
export function NewsletterApp( {
	config,
}: {
	config: Partial< NewsletterConfig >;
} ) {
	const settings = useMemo(
		() => normaliseFormSettings( config ),
		[ config ]
	);
	// Created once per mount: the messages are translated when it is made.
	const contactSchema = useMemo( schema, [] );
	return (
		<RequestFormScreen slug="newsletter" settings={ settings }>
			<OneStepRequestForm< ContactFormValues >
				formType="newsletter"
				schema={ contactSchema }
				defaultValues={ defaultContact }
				settings={ { ...settings, newsletter: NEWSLETTER } }
				submitLabel={ __( 'Save changes', 'immo-wizards' ) }
				send={ ( { values, ...request } ) =>
					subscribeNewsletter(
						{ ...request, type: 'newsletter' },
						settings.submitUrl
					)
				}
			/>
		</RequestFormScreen>
	);
}

export default NewsletterApp;
