/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Contact } from '../../api/types';
import { defaultContact } from '../../components/contact-fields';
import type { SharedConfig } from '../../host/shared-config';
import { BackButton } from './back-button';
import { confirmByMailMessage, RequestForm } from './request-form';
import type { WizardScope } from './wizard-frame';

interface ContactStepProps {
	/** The wizard's block, submit state and actions. */
	scope: Pick< WizardScope, 'block' | 'state' | 'actions' >;
	/** Text of the submit button. */
	submitLabel: string;
	config: Pick< SharedConfig, 'privacyUrl' | 'newsletter' >;
	/** The wizard's submit (see useWizardSubmit). */
	wizardSubmit: {
		/** Sends the request; resolves to whether it was sent. */
		submit: ( contact: Contact, honeypot: string ) => Promise< boolean >;
		/** Hands the host (footer slot) a way to submit this form. */
		registerSubmit: ( submit: ( () => Promise< boolean > ) | null ) => void;
	};
	onBack?: () => void;
}

/**
 * The contact step of the wizards: the request form with the contact fields only, titled, with
 * the wrong entries named in the form.
 *
 * @param props The step props.
 */
export function ContactStep( props: ContactStepProps ) {
	const { scope, config, wizardSubmit, onBack } = props;
	const { newsletter } = config;
	return (
		<RequestForm
			block={ scope.block }
			loadSchema={ () =>
				import(
					/* webpackChunkName: "contact-schema" */ '../../components/contact-fields/schema'
				).then( ( module ) =>
					module.createContactSchema( { newsletter } )
				)
			}
			defaultValues={ defaultContact }
			privacyUrl={ config.privacyUrl }
			newsletter={ newsletter }
			submitLabel={ props.submitLabel }
			successMessage={ confirmByMailMessage() }
			title={ __( 'Your contact details', 'immo-wizards' ) }
			status={ scope.state }
			onSend={ ( { contact, hp } ) => wizardSubmit.submit( contact, hp ) }
			onInvalid={ scope.actions.userError }
			inlineUserError
			registerSubmit={ wizardSubmit.registerSubmit }
			back={
				onBack && (
					<BackButton block={ scope.block } onClick={ onBack } />
				)
			}
		/>
	);
}
