/**
 * The shell of the one-step request forms (exposé inquiry, contact, newsletter): the screen's own
 * fields, the contact fields with consents, a honeypot, one submit button with a loading state,
 * the failure alert and, once sent, the success alert in place of the form.
 */
/**
 * External dependencies
 */
import type { ReactNode } from 'react';
import type { Control, DefaultValues } from 'react-hook-form';
import type * as z from 'zod/mini';

/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { FormType } from '../../../api/form-token';
import type { Contact } from '../../../api/types';
import {
	ContactFields,
	toApiContact,
	type ContactFormValues,
	type NewsletterOption,
} from '../../../components/contact-fields';
import { useWizardForm } from '../../../components/form/use-wizard-form';
import { useLoading } from '../../../components/loading';
import { scrollToTop } from '../../../host/bridge';
import type { TrackingEvent } from '../../../host/tracking';
import { Honeypot } from '../honeypot';
import { SubmitButton } from '../submit-button';
import { useSubmission, type SubmissionMeta } from '../use-submission';
import { useWizard } from '../use-wizard';
import { createWizardState } from '../wizard-state';
import './style.scss';

export * from './config';
export * from './schema';
export { RequestFormScreen } from './screen';

/** What a screen gets to build its request from. */
export interface RequestSubmission< TValues > extends SubmissionMeta {
	/** The validated form values. */
	values: TValues;
	/** The contact in the API's shape. */
	contact: Contact;
	/** The honeypot's value (empty for people). */
	hp: string;
}

export interface RequestFormProps< TValues extends ContactFormValues > {
	/** The request type the form submits (its form token is bound to it). */
	formType: FormType;
	/** The contact schema extended by the screen's fields. */
	schema: z.ZodMiniType< TValues, TValues >;
	defaultValues: TValues;
	privacyUrl: string;
	newsletter?: NewsletterOption;
	submitLabel: string;
	/** Shown in place of the form once the request was accepted. */
	successMessage: string;
	/** Tracking event sent on success; none when omitted. */
	trackEvent?: TrackingEvent;
	trackLabel?: string;
	/** The screen's own fields, shown before the contact fields. */
	renderFields?: ( control: Control< TValues > ) => ReactNode;
	/** Sends the request; rejects on failure. */
	send: ( submission: RequestSubmission< TValues > ) => Promise< unknown >;
}

const BLOCK = 'immo-wizards-request-form';

export function RequestForm< TValues extends ContactFormValues >(
	props: RequestFormProps< TValues >
) {
	const {
		formType,
		schema,
		defaultValues,
		privacyUrl,
		newsletter,
		submitLabel,
		successMessage,
		trackEvent,
		trackLabel,
		renderFields,
		send,
	} = props;
	const rootRef = useRef< HTMLDivElement >( null );
	// The wizards' submit state (loading, sent, error) with a single step.
	const [ state, actions ] = useWizard< null, null >(
		createWizardState( { location: null, fields: null } ),
		rootRef
	);
	const submission = useSubmission(
		formType,
		actions,
		trackEvent ?? null,
		trackLabel
	);
	const form = useWizardForm< TValues >( {
		schema,
		defaultValues: defaultValues as DefaultValues< TValues >,
	} );
	const loading = useLoading();
	const honeypot = useRef< HTMLInputElement >( null );
	const success = useRef< HTMLDivElement >( null );

	useEffect( () => {
		if ( state.sent ) {
			scrollToTop( rootRef.current );
			success.current?.focus();
		}
	}, [ state.sent ] );

	const onValid = async ( values: TValues ) => {
		const hp = honeypot.current?.value ?? '';
		await loading.track(
			submission.run( ( meta ) =>
				send( {
					...meta,
					values,
					contact: toApiContact( values, newsletter ),
					hp,
				} )
			)
		);
	};
	const onSubmit = form.submit( onValid );

	return (
		<div ref={ rootRef } className={ BLOCK }>
			{ state.sent ? (
				<div
					ref={ success }
					className={ `${ BLOCK }__alert ${ BLOCK }__alert--success` }
					role="alert"
					tabIndex={ -1 }
				>
					{ successMessage }
				</div>
			) : (
				<form
					className={ `${ BLOCK }__form` }
					noValidate
					aria-busy={ state.loading }
					onSubmit={ ( event ) => {
						if ( state.loading ) {
							event.preventDefault();
							return;
						}
						onSubmit( event );
					} }
				>
					{ renderFields?.( form.control ) }
					<ContactFields
						control={ form.control }
						privacyUrl={ privacyUrl }
						newsletter={ newsletter }
					/>
					<Honeypot block={ BLOCK } inputRef={ honeypot } />
					{ /* An invalid attempt is reported by the snackbar; an older failure is void. */ }
					{ state.error && ! form.userError && (
						<div
							className={ `${ BLOCK }__alert ${ BLOCK }__alert--error` }
							role="alert"
						>
							{ state.error }
						</div>
					) }
					<div className={ `${ BLOCK }__actions` }>
						<SubmitButton
							block={ BLOCK }
							loading={ state.loading }
							label={ submitLabel }
						/>
					</div>
				</form>
			) }
		</div>
	);
}
