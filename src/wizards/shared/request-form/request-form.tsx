/**
 * External dependencies
 */
import type { ReactNode } from 'react';
import { useForm, type Control, type DefaultValues } from 'react-hook-form';

/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Contact } from '../../../api/types';
import {
	ContactFields,
	toApiContact,
	type ContactFormValues,
	type NewsletterOption,
} from '../../../components/contact-fields';
import {
	lazySchemaResolver,
	type SchemaLoader,
} from '../../../components/form/schema-resolver';
import { Honeypot } from '../honeypot';
import { loadOnce } from '../../../host/load-once';
import { usePreloadOnInteraction } from '../lazy-step';
import { StepHeading } from '../step-heading';
import { SubmitButton } from '../submit-button';
import type { WizardState } from '../wizard-state';

/** The success text of a request the visitor confirms from the e-mail (spec). */
export const confirmByMailMessage = () =>
	__(
		'Your request has been sent. Please check your e-mail inbox to confirm it.',
		'immo-wizards'
	);

/** What a valid form hands to its sender. */
export interface RequestValues< TValues > {
	/** The validated form values. */
	values: TValues;
	/** The contact in the API's shape. */
	contact: Contact;
	/** The honeypot's value (empty for people). */
	hp: string;
}

/** The submit state the form shows (see wizard-state). */
export type RequestStatus = Pick<
	WizardState< unknown, unknown >,
	'loading' | 'sent' | 'error' | 'userError'
>;

export interface RequestFormProps< TValues extends ContactFormValues > {
	/** BEM block of the screen, e.g. 'wp-block-immo-wizards-lead-wizard'. */
	block: string;
	/**
	 * Loads the contact schema, extended by the screen's own fields: fetched on the first
	 * interaction with the form, awaited by a submit. Read once per mount.
	 */
	loadSchema: SchemaLoader< TValues, TValues >;
	defaultValues: TValues;
	privacyUrl: string;
	newsletter?: NewsletterOption;
	submitLabel: string;
	/** Shown in place of the form once the request was accepted. */
	successMessage: string;
	/** The screen's own fields, shown before the contact fields. */
	renderFields?: ( control: Control< TValues > ) => ReactNode;
	status: RequestStatus;
	/** Sends the valid form; resolves to whether it was sent. */
	onSend: ( request: RequestValues< TValues > ) => Promise< boolean >;
	/** An attempt with invalid entries. */
	onInvalid: () => void;
	/** Shows 'Please check your entries.' in the form (else the caller reports it, e.g. in the snackbar, and an older failure is void). */
	inlineUserError?: boolean;
	/** Heading above the form (a wizard's contact step). */
	title?: string;
	/** The back button before the submit button (a wizard's contact step). */
	back?: ReactNode;
	/** Hands a host (e.g. a footer's save button) a way to submit this form. */
	registerSubmit?: ( submit: ( () => Promise< boolean > ) | null ) => void;
}

/**
 * The one request form of every screen (wizard contact steps, exposé inquiry, contact,
 * newsletter): the screen's own fields, the contact fields with consents, a honeypot, one submit
 * button with its loading state, the failure alerts and, once sent, the success alert in place
 * of the form.
 *
 * @param props The props.
 */
export function RequestForm< TValues extends ContactFormValues >(
	props: RequestFormProps< TValues >
) {
	const { block, status, onSend, onInvalid, registerSubmit } = props;
	const [ loadSchema ] = useState( () => loadOnce( props.loadSchema ) );
	const { control, handleSubmit } = useForm< TValues >( {
		defaultValues: props.defaultValues as DefaultValues< TValues >,
		resolver: lazySchemaResolver( loadSchema ),
	} );
	const formRef = useRef< HTMLFormElement >( null );
	usePreloadOnInteraction( formRef, [ { preload: loadSchema } ] );
	const honeypot = useRef< HTMLInputElement >( null );
	const success = useRef< HTMLDivElement >( null );

	const submit = () =>
		new Promise< boolean >( ( resolve ) => {
			handleSubmit(
				async ( values ) =>
					resolve(
						await onSend( {
							values,
							contact: toApiContact( values, props.newsletter ),
							hp: honeypot.current?.value ?? '',
						} )
					),
				() => {
					onInvalid();
					resolve( false );
				}
			)().catch( ( error ) => {
				// The schema did not load: the next submit tries again; the error is reported.
				resolve( false );
				throw error;
			} );
		} );

	const submitRef = useRef( submit );
	submitRef.current = submit;
	useEffect( () => {
		registerSubmit?.( () => submitRef.current() );
		return () => registerSubmit?.( null );
	}, [ registerSubmit ] );

	useEffect( () => {
		if ( status.sent ) {
			success.current?.focus();
		}
	}, [ status.sent ] );

	const alert = ( modifier: string, text: string ) => (
		<div
			className={ `${ block }__alert ${ block }__alert--${ modifier }` }
			role="alert"
		>
			{ text }
		</div>
	);

	if ( status.sent ) {
		return (
			<div
				ref={ success }
				className={ `${ block }__alert ${ block }__alert--success` }
				role="alert"
				tabIndex={ -1 }
			>
				{ props.successMessage }
			</div>
		);
	}
	return (
		<>
			{ props.title && (
				<StepHeading className={ `${ block }__title` }>
					{ props.title }
				</StepHeading>
			) }
			<form
				ref={ formRef }
				// Sent before the script ran, the contact data goes in the body, not in the page's URL.
				method="post"
				className={ `${ block }__form` }
				noValidate
				aria-busy={ status.loading }
				onSubmit={ ( event ) => {
					event.preventDefault();
					if ( ! status.loading ) {
						submit();
					}
				} }
			>
				{ props.renderFields?.( control ) }
				<ContactFields
					control={ control }
					privacyUrl={ props.privacyUrl }
					newsletter={ props.newsletter }
				/>
				<Honeypot block={ block } inputRef={ honeypot } />
				{ props.inlineUserError &&
					status.userError &&
					alert(
						'error',
						__( 'Please check your entries.', 'immo-wizards' )
					) }
				{ status.error &&
					( props.inlineUserError || ! status.userError ) &&
					alert( 'error', status.error ) }
				<div className={ `${ block }__actions` }>
					{ props.back }
					<SubmitButton
						block={ block }
						loading={ status.loading }
						label={ props.submitLabel }
					/>
				</div>
			</form>
		</>
	);
}
