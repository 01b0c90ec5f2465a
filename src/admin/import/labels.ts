/**
 * What the import screen calls statuses and counters.
 */
/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type {
	ImportCounter,
	ImportState,
	ImportStatus,
} from '../../api/imports';

export function statusLabel( status: ImportStatus ): string {
	const labels: Record< ImportStatus, string > = {
		queued: __( 'Queued', 'immo-wizards' ),
		running: __( 'Running', 'immo-wizards' ),
		awaiting_confirmation: __(
			'Waiting for your decision',
			'immo-wizards'
		),
		done: __( 'Finished', 'immo-wizards' ),
		failed: __( 'Failed', 'immo-wizards' ),
	};
	return labels[ status ];
}

export function counterLabel( counter: ImportCounter ): string {
	const labels: Record< ImportCounter, string > = {
		created: __( 'Created', 'immo-wizards' ),
		updated: __( 'Updated', 'immo-wizards' ),
		unchanged: __( 'Unchanged', 'immo-wizards' ),
		deleted: __( 'Withdrawn', 'immo-wizards' ),
		failed: __( 'Failed', 'immo-wizards' ),
	};
	return labels[ counter ];
}

/**
 * The sentence the live region reads out.
 *
 * @param state The import.
 */
export function progressText( state: ImportState ): string {
	switch ( state.status ) {
		case 'queued':
			return __(
				'The import waits for the background run.',
				'immo-wizards'
			);
		case 'running':
			return sprintf(
				/* translators: 1: objects processed, 2: objects in the file */
				__(
					'Importing: %1$d of %2$d objects processed.',
					'immo-wizards'
				),
				state.processed,
				state.total
			);
		case 'awaiting_confirmation':
			return __(
				'The objects are imported. The withdrawal waits for your decision.',
				'immo-wizards'
			);
		case 'done':
			return sprintf(
				/* translators: %d: objects in the file */
				_n(
					'The import is finished: %d object processed.',
					'The import is finished: %d objects processed.',
					state.processed,
					'immo-wizards'
				),
				state.processed
			);
		case 'failed':
			return __( 'The import failed.', 'immo-wizards' );
	}
}

export { formatDateTime } from '../format';
