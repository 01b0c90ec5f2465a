/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { FormType } from '../../../api/form-token';
import type { ContactFormValues } from '../../../components/contact-fields';
import { useLoading } from '../../../components/loading';
import { useSnackbar } from '../../../components/snackbar';
import { scrollToTop } from '../../../host/bridge';
import type { TrackingEvent } from '../../../host/tracking';
import {
	countInvalidSubmit,
	useSubmission,
	type SubmissionMeta,
} from '../use-submission';
import { usePreloadOnInteraction } from '../lazy-step';
import { createWizardState, useWizardState } from '../wizard-state';
import type { RequestFormSettings } from './config';
import {
	confirmByMailMessage,
	RequestForm,
	type RequestFormProps,
	type RequestValues,
} from './request-form';

/** What a screen gets to build its request from. */
export type RequestSubmission< TValues > = RequestValues< TValues > &
	SubmissionMeta;

export interface OneStepRequestFormProps<
	TValues extends ContactFormValues,
> extends Omit<
	RequestFormProps< TValues >,
	| 'block'
	| 'status'
	| 'onSend'
	| 'onInvalid'
	| 'inlineUserError'
	| 'privacyUrl'
	| 'newsletter'
	| 'submitLabel'
	| 'successMessage'
> {
	/** Default: 'Send inquiry'. */
	submitLabel?: string;
	/** Default: the request was sent, confirm it from the e-mail. */
	successMessage?: string;
	/** The screen's normalised settings (privacy page, newsletter option). */
	settings: Pick< RequestFormSettings, 'privacyUrl' | 'newsletter' >;
	/** The request type the form submits (its form token is bound to it). */
	formType: FormType;
	/** Tracking event sent on success; none when omitted. */
	trackEvent?: TrackingEvent;
	trackLabel?: string;
	/** Sends the request; rejects on failure. */
	send: ( submission: RequestSubmission< TValues > ) => Promise< unknown >;
}

const BLOCK = 'immo-wizards-request-form';

/**
 * The request form of the one-step screens (exposé inquiry, contact, newsletter): the wizards'
 * submit pipeline with a single step, the loading bar while it sends, an invalid attempt reported
 * in the snackbar, and the page scrolled to the success alert.
 *
 * @param props The props.
 */
export function OneStepRequestForm< TValues extends ContactFormValues >(
	props: OneStepRequestFormProps< TValues >
) {
	const {
		formType,
		trackEvent,
		trackLabel,
		send,
		settings,
		submitLabel = __( 'Send inquiry', 'immo-wizards' ),
		successMessage = confirmByMailMessage(),
		...form
	} = props;
	const rootRef = useRef< HTMLDivElement >( null );
	// One step: the submit state without the steps' history and focus handling.
	const [ state, actions ] = useWizardState< null, null >(
		createWizardState( { location: null, fields: null } )
	);
	const submission = useSubmission(
		formType,
		actions,
		trackEvent ?? null,
		trackLabel
	);
	usePreloadOnInteraction( rootRef, [ submission ] );
	const loading = useLoading();
	const { show } = useSnackbar();

	useEffect( () => {
		if ( state.sent ) {
			scrollToTop( rootRef.current );
		}
	}, [ state.sent ] );

	return (
		<div ref={ rootRef } className={ BLOCK }>
			<RequestForm< TValues >
				{ ...form }
				block={ BLOCK }
				privacyUrl={ settings.privacyUrl }
				newsletter={ settings.newsletter }
				submitLabel={ submitLabel }
				successMessage={ successMessage }
				status={ state }
				onSend={ ( request ) =>
					loading.track(
						submission.run( ( meta ) =>
							send( { ...meta, ...request } )
						)
					)
				}
				onInvalid={ () => {
					countInvalidSubmit( formType );
					actions.userError();
					show(
						__( 'Please check your input.', 'immo-wizards' ),
						'error'
					);
				} }
			/>
		</div>
	);
}
