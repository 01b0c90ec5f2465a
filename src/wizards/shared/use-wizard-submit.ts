/**
 * WordPress dependencies
 */
import { useCallback, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { FormType } from '../../api/form-token';
import type { Contact, WizardRequestMeta } from '../../api/types';
import type { TrackingEvent } from '../../host/tracking';
import { countInvalidSubmit, useSubmission } from './use-submission';
import type { WizardActions } from './wizard-state';

export interface WizardSubmitOptions< TDraft > {
	/** The request type the wizard submits (its form token is bound to it). */
	formType: FormType;
	/** What the wizard collected (without the contact). */
	draft: TDraft;
	/** Everything required is set (e.g. a category and a location). */
	complete: boolean;
	/** Whether the wizard shows its contact step. */
	contactForm: boolean;
	actions: Pick<
		WizardActions< unknown, unknown >,
		'submitStart' | 'submitSuccess' | 'submitError' | 'userError'
	>;
	trackEvent: TrackingEvent;
	/** Sends the request (e.g. submitLead). */
	send: ( contact: Contact, meta: WizardRequestMeta ) => Promise< unknown >;
	/** Opens the step that still lacks input. */
	showMissing: () => void;
	/** Opens the contact step. */
	showContact: () => void;
	/**
	 * Further client checks before anything is sent or saved (e.g. ranges);
	 * returns false after showing the problem.
	 */
	check?: () => boolean;
}

/**
 * Submitting a wizard: from its contact step, or from a host's footer
 * (`save`), which submits the contact form or, without one, hands back the
 * draft. One request at a time with one request id (see useSubmission).
 *
 * @param options The wizard's draft and callbacks.
 */
export function useWizardSubmit< TDraft >(
	options: WizardSubmitOptions< TDraft >
) {
	const submission = useSubmission(
		options.formType,
		options.actions,
		options.trackEvent
	);
	const contactSubmit = useRef< ( () => Promise< boolean > ) | null >( null );
	const latest = useRef( options );
	latest.current = options;

	const ready = ( current: WizardSubmitOptions< TDraft > ) => {
		if ( ! current.complete ) {
			current.showMissing();
			return false;
		}
		return ! current.check || current.check();
	};

	const submit = ( contact: Contact, honeypot: string ) => {
		const current = latest.current;
		if ( ! ready( current ) ) {
			countInvalidSubmit( current.formType );
			current.actions.userError();
			return Promise.resolve( false );
		}
		return submission.run( ( meta ) =>
			current.send( contact, { ...meta, hp: honeypot } )
		);
	};

	const registerSubmit = useCallback(
		( handler: ( () => Promise< boolean > ) | null ) => {
			contactSubmit.current = handler;
		},
		[]
	);

	const save = async (): Promise< TDraft | null > => {
		const current = latest.current;
		if ( ! ready( current ) ) {
			return null;
		}
		if ( ! current.contactForm ) {
			return current.draft;
		}
		// The visitor sees the contact form and what it says.
		current.showContact();
		if ( ! contactSubmit.current ) {
			return null;
		}
		return ( await contactSubmit.current() ) ? latest.current.draft : null;
	};

	/** Fetches the form token once the visitor starts (a wizard without contact step sends nothing). */
	const preload = () =>
		latest.current.contactForm
			? submission.preload()
			: Promise.resolve( '' );

	return { submit, save, registerSubmit, preload };
}
