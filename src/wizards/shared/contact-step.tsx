/**
 * External dependencies
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

/**
 * WordPress dependencies
 */
import { useEffect, useMemo, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Contact } from '../../api/types';
import {
	ContactFields,
	createContactSchema,
	defaultContact,
	toApiContact,
	type ContactFormValues,
	type NewsletterOption,
} from '../../components/contact-fields';
import { BackButton } from './back-button';
import { Honeypot } from './honeypot';
import { StepHeading } from './step-heading';
import { SubmitButton } from './submit-button';

interface ContactStepProps {
	/** BEM block of the wizard, e.g. 'wp-block-immo-wizards-lead-wizard'. */
	block: string;
	/** Text of the submit button. */
	submitLabel: string;
	privacyUrl: string;
	newsletter: NewsletterOption;
	loading: boolean;
	sent: boolean;
	error: string | null;
	userError: boolean;
	/** Sends the request; resolves to whether it was sent. */
	onSubmit: ( contact: Contact, honeypot: string ) => Promise< boolean >;
	onInvalid: () => void;
	/** Hands the host (footer slot) a way to submit this form. */
	registerSubmit: ( submit: ( () => Promise< boolean > ) | null ) => void;
	onBack?: () => void;
}

/**
 * The contact step of the wizards: contact form, honeypot, submit with its
 * loading state, the failure alerts and, once sent, the success alert.
 *
 * @param props The step props.
 */
export function ContactStep( props: ContactStepProps ) {
	const {
		block,
		submitLabel,
		privacyUrl,
		newsletter,
		loading,
		sent,
		error,
		userError,
		onSubmit,
		onInvalid,
		registerSubmit,
		onBack,
	} = props;
	const schema = useMemo(
		() => createContactSchema( { newsletter } ),
		[ newsletter ]
	);
	const { control, handleSubmit } = useForm< ContactFormValues >( {
		defaultValues: defaultContact,
		resolver: zodResolver( schema ),
	} );
	const honeypot = useRef< HTMLInputElement >( null );
	const success = useRef< HTMLDivElement >( null );

	const submit = () =>
		new Promise< boolean >( ( resolve ) => {
			handleSubmit(
				async ( values ) =>
					resolve(
						await onSubmit(
							toApiContact( values, newsletter ),
							honeypot.current?.value ?? ''
						)
					),
				() => {
					onInvalid();
					resolve( false );
				}
			)();
		} );

	const submitRef = useRef( submit );
	submitRef.current = submit;
	useEffect( () => {
		registerSubmit( () => submitRef.current() );
		return () => registerSubmit( null );
	}, [ registerSubmit ] );

	useEffect( () => {
		if ( sent ) {
			success.current?.focus();
		}
	}, [ sent ] );

	return (
		<>
			{ ! sent && (
				<StepHeading className={ `${ block }__title` }>
					{ __( 'Your contact details', 'immo-wizards' ) }
				</StepHeading>
			) }
			{ sent ? (
				<div
					ref={ success }
					className={ `${ block }__alert ${ block }__alert--success` }
					role="alert"
					tabIndex={ -1 }
				>
					{ __(
						'Your request has been sent. Please check your e-mail inbox to confirm it.',
						'immo-wizards'
					) }
				</div>
			) : (
				<form
					className={ `${ block }__contact` }
					noValidate
					aria-busy={ loading }
					onSubmit={ ( event ) => {
						event.preventDefault();
						if ( ! loading ) {
							submit();
						}
					} }
				>
					<ContactFields
						control={ control }
						privacyUrl={ privacyUrl }
						newsletter={ newsletter }
					/>
					<Honeypot block={ block } inputRef={ honeypot } />
					{ userError && (
						<div
							className={ `${ block }__alert ${ block }__alert--error` }
							role="alert"
						>
							{ __(
								'Please check your entries.',
								'immo-wizards'
							) }
						</div>
					) }
					{ error && (
						<div
							className={ `${ block }__alert ${ block }__alert--error` }
							role="alert"
						>
							{ error }
						</div>
					) }
					<div className={ `${ block }__actions` }>
						{ onBack && (
							<BackButton block={ block } onClick={ onBack } />
						) }
						<SubmitButton
							block={ block }
							loading={ loading }
							label={ submitLabel }
						/>
					</div>
				</form>
			) }
		</>
	);
}
