/**
 * WordPress dependencies
 */
import { useCallback, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ApiError } from '../../api/errors';
import { fetchFormToken, type FormType } from '../../api/form-token';
import type { WorkProof } from '../../api/types';
import {
	funnel,
	funnelSource,
	sendFunnel,
	type FunnelSource,
} from '../../host/funnel';
import { track, type TrackingEvent } from '../../host/tracking';
import { createRequestId } from './request-id';
import { challengeOf, solveWorkProof } from './work-proof';
import type { WizardActions } from './wizard-state';

export interface SubmissionMeta {
	/** Idempotency key, the same for every attempt of this wizard instance. */
	requestId: string;
	/** Signed token for this form's type, fetched when the wizard was shown (the server measures the fill time). */
	formToken: string;
	/** A solved challenge, when the site asked for proof of work (many requests at once). */
	proof?: WorkProof;
	/** Screen and page it is sent from: the server counts the stored request in the funnel. */
	funnel?: FunnelSource & { screen: string };
}

/** The screen that sends each request type (the funnel's names). */
export const SCREEN_OF: Record< FormType, string > = {
	lead: 'lead-wizard',
	saved_search: 'saved-search-wizard',
	expose_inquiry: 'expose-inquiry',
	message: 'contact-form',
	newsletter: 'newsletter',
};

/**
 * Counts a submit that the visitor's input stopped before it was sent.
 *
 * @param formType The request type.
 */
export function countInvalidSubmit( formType: FormType ): void {
	funnel( SCREEN_OF[ formType ], 'submit_attempted' );
	funnel( SCREEN_OF[ formType ], 'failed_validation', undefined, true );
}

/**
 * The funnel's reason of a failed submit.
 *
 * @param error What the request rejected with.
 */
function failure( error: unknown ) {
	if (
		error instanceof ApiError &&
		( error.status === 429 || error.code === 'immo_wizards_rate_limited' )
	) {
		return 'failed_rate_limit';
	}
	return error instanceof ApiError && error.status === 400
		? 'failed_validation'
		: 'failed_server';
}

/**
 * The message of a failed submission (spec §8): always the generic one; a
 * rate limit adds the server's explanation.
 *
 * @param error What the request rejected with.
 */
export function submitErrorMessage( error: unknown ): string {
	const generic = __( 'An error has occurred.', 'immo-wizards' );
	if (
		error instanceof ApiError &&
		( error.status === 429 ||
			error.code === 'immo_wizards_rate_limited' ) &&
		error.message
	) {
		return `${ generic } ${ error.message }`;
	}
	return generic;
}

/** The longest wait for a form token to become old enough that a submit sits out by itself. */
const MAX_TOO_FAST_WAIT = 10;

/**
 * Milliseconds to wait before sending again when the server found the form sent before its minimum
 * fill time (a fast person, autofill); null for any other failure.
 *
 * @param error What the request rejected with.
 */
export function tooFastWait( error: unknown ): number | null {
	if (
		! ( error instanceof ApiError ) ||
		error.code !== 'immo_wizards_too_fast'
	) {
		return null;
	}
	const seconds = ( error.data as { retryAfter?: unknown } | undefined )
		?.retryAfter;
	return typeof seconds === 'number' &&
		seconds > 0 &&
		seconds <= MAX_TOO_FAST_WAIT
		? seconds * 1000
		: null;
}

/**
 * Sends once, and again by itself where the server says what it still needs, so the visitor sees
 * only a longer loading state: the minimum fill time (wait, then the same submission; the token was
 * not used up), or a proof of work when many requests arrive at once (solve it, then the same
 * submission with the answer).
 *
 * @param send       The request.
 * @param submission Its request id and form token.
 * @param waits      How often it may still wait for the fill time.
 */
function sendOnTime(
	send: ( submission: SubmissionMeta ) => Promise< unknown >,
	submission: SubmissionMeta,
	waits = 2
): Promise< unknown > {
	return send( submission ).catch( ( error: unknown ) => {
		const wait = tooFastWait( error );
		if ( wait !== null && waits > 0 ) {
			return new Promise( ( resolve ) =>
				setTimeout( resolve, wait )
			).then( () => sendOnTime( send, submission, waits - 1 ) );
		}
		const challenge = challengeOf( error );
		if ( challenge && ! submission.proof ) {
			return solveWorkProof( challenge ).then( ( proof ) =>
				send( { ...submission, proof } )
			);
		}
		throw error;
	} );
}

type SubmitActions = Pick<
	WizardActions< unknown, unknown >,
	'submitStart' | 'submitSuccess' | 'submitError'
>;

/**
 * The one submit pipeline of the wizards: loading → sent or error, tracking
 * on success, one request at a time, and the same request id for every
 * attempt so the server stores a double click or a retry once. The form token
 * (bound to the form's request type) is fetched by `preload`, which the screen
 * calls when the visitor starts with it (first focus, press or key: the server
 * measures the fill time from then on, and the REST code arrives with it, not
 * before first paint); a submit waits for it, or fetches it again when that
 * failed.
 *
 * @param formType   The request type the wizard submits (its token is bound to it).
 * @param actions    Wizard actions.
 * @param trackEvent Tracking event sent on success (null: none).
 * @param trackLabel Optional label of the tracking event (e.g. an inquiry's custom object id).
 */
export function useSubmission(
	formType: FormType,
	actions: SubmitActions,
	trackEvent: TrackingEvent | null,
	trackLabel?: string
) {
	const [ requestId ] = useState< string >( createRequestId );
	const pending = useRef< Promise< boolean > | null >( null );
	const token = useRef< Promise< string > | null >( null );
	// A token serves only the type it was fetched for.
	const tokenType = useRef( formType );

	const formToken = useCallback( (): Promise< string > => {
		if ( ! token.current || tokenType.current !== formType ) {
			tokenType.current = formType;
			const request = fetchFormToken( formType );
			token.current = request;
			// A failed fetch is tried again by the next submit.
			request.catch( () => {
				if ( token.current === request ) {
					token.current = null;
				}
			} );
		}
		return token.current;
	}, [ formType ] );

	const run = useCallback(
		( send: ( submission: SubmissionMeta ) => Promise< unknown > ) => {
			if ( pending.current ) {
				return pending.current;
			}
			actions.submitStart();
			const screen = SCREEN_OF[ formType ];
			funnel( screen, 'submit_attempted' );
			const attempt = formToken()
				.then( ( value ) =>
					sendOnTime( send, {
						requestId,
						formToken: value,
						funnel: { screen, ...funnelSource() },
					} )
				)
				.then(
					() => {
						// The server counted it as submitted.
						sendFunnel();
						actions.submitSuccess();
						if ( trackEvent && trackLabel !== undefined ) {
							track( trackEvent, trackLabel );
						} else if ( trackEvent ) {
							track( trackEvent );
						}
						return true;
					},
					( error: unknown ) => {
						if (
							error instanceof ApiError &&
							error.code === 'immo_wizards_invalid_form_token'
						) {
							// Expired, used or from another network (the page stayed open for hours,
							// the visitor changed networks): the next attempt gets a new one.
							token.current = null;
						}
						funnel( screen, failure( error ), undefined, true );
						actions.submitError( submitErrorMessage( error ) );
						return false;
					}
				)
				.finally( () => {
					pending.current = null;
				} );
			pending.current = attempt;
			return attempt;
		},
		[ actions, formToken, formType, requestId, trackEvent, trackLabel ]
	);

	return { requestId, run, preload: formToken };
}
