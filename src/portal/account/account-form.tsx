/**
 * The account form (Mein Konto and the disclaimer dialog): the contact fields with the address
 * required, saved only when valid. A changed e-mail address takes effect after the link mailed to
 * it is opened; until then the form keeps the current one and says which one waits.
 */
/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useMemo } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { saveContact } from '../../api/contact';
import type { PortalContact } from '../../api/types';
import {
	ContactFields,
	fromApiContact,
	toApiContact,
	type ContactFormValues,
} from '../../components/contact-fields';
import { createContactSchema } from '../../components/contact-fields/schema';
import { useWizardForm } from '../../components/form/use-wizard-form';
import { useSnackbar } from '../../components/snackbar';
import { SubmitButton } from '../../wizards/shared/submit-button';
import { BLOCK } from '../block';
import { usePortal } from '../context';
import { usePortalCall } from '../use-remote';

interface AccountFormProps {
	contact: PortalContact;
	/** The saved contact as the server answered it. */
	onSaved: ( contact: PortalContact ) => void;
	/** Further buttons beside 'Änderungen speichern' (Konto löschen). */
	extraActions?: ReactNode;
}

export function AccountForm( props: AccountFormProps ) {
	const { contact, onSaved, extraActions } = props;
	const { config } = usePortal();
	const { show } = useSnackbar();
	const call = usePortalCall();
	const newsletter = config.newsletter;
	const schema = useMemo(
		() => createContactSchema( { newsletter, requireAddress: true } ),
		[ newsletter ]
	);
	const { control, submit, reset, formState, userError } =
		useWizardForm< ContactFormValues >( {
			schema,
			defaultValues: fromApiContact( contact ),
		} );

	useEffect( () => {
		reset( fromApiContact( contact ) );
	}, [ contact, reset ] );

	const save = submit( async ( values ) => {
		const answer = await call(
			saveContact( toApiContact( values, newsletter ) )
		);
		if ( ! answer ) {
			return;
		}
		const pending = answer.pendingEmail ?? '';
		// The address just entered waits for its confirmation link.
		const changedEmail =
			pending !== '' &&
			pending.toLowerCase() === values.email.trim().toLowerCase();
		show(
			changedEmail
				? sprintf(
						/* translators: %s: the new e-mail address */
						__(
							'We have sent a link to %s. Your new e-mail address takes effect once you open it.',
							'immo-wizards'
						),
						pending
					)
				: __( 'Your details have been saved.', 'immo-wizards' ),
			changedEmail ? 'info' : 'success'
		);
		onSaved( answer );
	} );

	return (
		<form
			noValidate
			className={ `${ BLOCK }__account-form` }
			onSubmit={ ( event ) => {
				if ( formState.isSubmitting ) {
					event.preventDefault();
					return;
				}
				save( event );
			} }
		>
			<ContactFields
				control={ control }
				privacyUrl={ config.privacyUrl }
				newsletter={ newsletter }
				requireAddress
			/>
			{ contact.pendingEmail && (
				<p className={ `${ BLOCK }__hint` }>
					{ sprintf(
						/* translators: %s: the new e-mail address */
						__(
							'Your new e-mail address %s takes effect once you open the link we sent to it.',
							'immo-wizards'
						),
						contact.pendingEmail
					) }
				</p>
			) }
			{ userError && (
				<div
					className={ `${ BLOCK }__alert ${ BLOCK }__alert--error` }
					role="alert"
				>
					{ __( 'Please check your input.', 'immo-wizards' ) }
				</div>
			) }
			<div className={ `${ BLOCK }__actions` }>
				{ extraActions }
				<SubmitButton
					block={ BLOCK }
					loading={ formState.isSubmitting }
					label={ __( 'Save changes', 'immo-wizards' ) }
				/>
			</div>
		</form>
	);
}
