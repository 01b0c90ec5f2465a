/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { submitContactMessage } from '../../api/inquiries';
import { defaultContact } from '../../components/contact-fields';
import { Textarea } from '../../components/textarea';
import {
	MESSAGE_MAX_LENGTH,
	normaliseFormSettings,
	OneStepRequestForm,
	RequestFormScreen,
} from '../shared/request-form';
import type { ContactFormConfig, ContactMessageFormValues } from './types';

/**
 * The general contact form, as mounted on a page (block, shortcode). The message may be prefilled
 * from the block.
 *
 * @param props        Props.
 * @param props.config Config from the page.
 */
export function ContactFormApp( {
	config,
}: {
	config: Partial< ContactFormConfig >;
} ) {
	const settings = useMemo(
		() => normaliseFormSettings( config ),
		[ config ]
	);
	const { newsletter } = settings;
	const defaultMessage =
		typeof config.defaultMessage === 'string' ? config.defaultMessage : '';
	const defaultValues = useMemo< ContactMessageFormValues >(
		() => ( { ...defaultContact, message: defaultMessage } ),
		[ defaultMessage ]
	);
	return (
		<RequestFormScreen slug="contact-form" settings={ settings }>
			<OneStepRequestForm< ContactMessageFormValues >
				// A new default message (block editor) starts a new form.
				key={ defaultMessage }
				formType="message"
				loadSchema={ () =>
					import(
						/* webpackChunkName: "contact-form-schema" */ './schema'
					).then( ( module ) =>
						module.createContactMessageSchema( newsletter )
					)
				}
				defaultValues={ defaultValues }
				settings={ settings }
				successMessage={ __(
					'Your message has been sent successfully.',
					'immo-wizards'
				) }
				trackEvent="ContactFormWizard"
				renderFields={ ( control ) => (
					<Textarea
						control={ control }
						name="message"
						label={ __( 'Message', 'immo-wizards' ) }
						required
						rows={ 5 }
						maxLength={ MESSAGE_MAX_LENGTH }
					/>
				) }
				send={ ( { values, ...request } ) =>
					submitContactMessage(
						{
							...request,
							message: values.message.trim(),
							type: 'message',
						},
						settings.submitUrl
					)
				}
			/>
		</RequestFormScreen>
	);
}

export default ContactFormApp;
