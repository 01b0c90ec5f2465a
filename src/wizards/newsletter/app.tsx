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

// The messages are translated when the schema is made, after it loaded.
const loadSchema = () =>
	import(
		/* webpackChunkName: "contact-schema" */ '../../components/contact-fields/schema'
	).then( ( module ) =>
		module.createContactSchema( { newsletter: NEWSLETTER } )
	);

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
	return (
		<RequestFormScreen slug="newsletter" settings={ settings }>
			<OneStepRequestForm< ContactFormValues >
				formType="newsletter"
				loadSchema={ loadSchema }
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
