/**
 * WordPress dependencies
 */
import { useCallback, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ApiError } from '../../api/errors';
import { track, type TrackingEvent } from '../../host/tracking';
import { createRequestId } from './request-id';
import type { WizardActions } from './use-wizard';

export interface SubmissionMeta {
	/** Idempotency key, the same for every attempt of this wizard instance. */
	requestId: string;
	/** When the wizard was first shown (ms since the epoch). */
	startedAt: number;
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

type SubmitActions = Pick<
	WizardActions< unknown, unknown >,
	'submitStart' | 'submitSuccess' | 'submitError'
>;

/**
 * The one submit pipeline of the wizards: loading → sent or error, tracking
 * on success, one request at a time, and the same request id for every
 * attempt so the server stores a double click or a retry once.
 *
 * @param actions    Wizard actions.
 * @param trackEvent Tracking event sent on success (null: none).
 * @param trackLabel Optional label of the tracking event (e.g. an inquiry's custom object id).
 */
export function useSubmission(
	actions: SubmitActions,
	trackEvent: TrackingEvent | null,
	trackLabel?: string
) {
	const [ meta ] = useState< SubmissionMeta >( () => ( {
		requestId: createRequestId(),
		startedAt: Date.now(),
	} ) );
	const pending = useRef< Promise< boolean > | null >( null );

	const run = useCallback(
		( send: ( submission: SubmissionMeta ) => Promise< unknown > ) => {
			if ( pending.current ) {
				return pending.current;
			}
			actions.submitStart();
			const attempt = send( meta )
				.then(
					() => {
						actions.submitSuccess();
						if ( trackEvent && trackLabel !== undefined ) {
							track( trackEvent, trackLabel );
						} else if ( trackEvent ) {
							track( trackEvent );
						}
						return true;
					},
					( error: unknown ) => {
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
		[ actions, meta, trackEvent, trackLabel ]
	);

	return { ...meta, run };
}
