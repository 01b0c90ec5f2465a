/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Contact } from '../../api/types';
import {
	createContactSchema,
	defaultContact,
	type NewsletterOption,
} from '../../components/contact-fields';
import { RequestForm, type RequestStatus } from './request-form';

interface ContactStepProps {
	/** BEM block of the wizard, e.g. 'wp-block-immo-wizards-lead-wizard'. */
	block: string;
	/** Text of the submit button. */
	submitLabel: string;
	privacyUrl: string;
	newsletter: NewsletterOption;
	status: RequestStatus;
	/** Sends the request; resolves to whether it was sent. */
	onSubmit: ( contact: Contact, honeypot: string ) => Promise< boolean >;
	onInvalid: () => void;
	/** Hands the host (footer slot) a way to submit this form. */
	registerSubmit: ( submit: ( () => Promise< boolean > ) | null ) => void;
	onBack?: () => void;
}

/**
 * The contact step of the wizards: the request form with the contact fields only, titled, with
 * the wrong entries named in the form.
 *
 * @param props The step props.
 */
export function ContactStep( props: ContactStepProps ) {
	const { newsletter, onSubmit, status, onBack } = props;
	const schema = useMemo(
		() => createContactSchema( { newsletter } ),
		[ newsletter ]
	);
	return (
		<RequestForm
			block={ props.block }
			schema={ schema }
			defaultValues={ defaultContact }
			privacyUrl={ props.privacyUrl }
			newsletter={ newsletter }
			submitLabel={ props.submitLabel }
			successMessage={ __(
				'Your request has been sent. Please check your e-mail inbox to confirm it.',
				'immo-wizards'
			) }
			title={ __( 'Your contact details', 'immo-wizards' ) }
			status={ status }
			onSend={ ( { contact, hp } ) => onSubmit( contact, hp ) }
			onInvalid={ props.onInvalid }
			inlineUserError
			registerSubmit={ props.registerSubmit }
			onBack={ onBack }
		/>
	);
}
