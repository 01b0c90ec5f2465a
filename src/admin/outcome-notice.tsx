/**
 * What an admin screen says after the user acted: a success or the server's error, dismissible.
 */
/**
 * WordPress dependencies
 */
import { Notice } from '@wordpress/components';

/** The outcome of an action. */
export interface Outcome {
	status: 'success' | 'error';
	message: string;
}

/**
 * An outcome notice the user can dismiss (absent when there is none).
 *
 * @param props          Notice.
 * @param props.notice   The outcome.
 * @param props.onRemove Dismisses it.
 */
export function OutcomeNotice( {
	notice,
	onRemove,
}: {
	notice: Outcome | null;
	onRemove: () => void;
} ) {
	return notice ? (
		<Notice status={ notice.status } onRemove={ onRemove }>
			{ notice.message }
		</Notice>
	) : null;
}
