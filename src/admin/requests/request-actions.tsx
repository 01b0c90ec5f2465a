/**
 * The request list's actions: open one, mark requests done, delete requests (after a confirmation).
 * Bulk actions run one request after the other and report what the server answered.
 */
/**
 * External dependencies
 */
import type { Action, RenderModalProps } from '@wordpress/dataviews';

/**
 * WordPress dependencies
 */
import { Button, Flex } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	deleteRequest,
	updateRequest,
	type RequestItem,
} from '../../api/requests';
import type { Outcome } from '../outcome-notice';

export interface ActionHandlers {
	open: ( item: RequestItem ) => void;
	/** After the action: the notice, then the list loads again. */
	done: ( notice: Outcome ) => void;
}

/**
 * Runs a request's change for each item; stops at the first error.
 *
 * @param items   The requests.
 * @param change  The change of one.
 * @param success The message when every change went through.
 */
async function runEach(
	items: RequestItem[],
	change: ( item: RequestItem ) => Promise< unknown >,
	success: string
): Promise< Outcome > {
	try {
		for ( const item of items ) {
			await change( item );
		}
		return { status: 'success', message: success };
	} catch ( failure ) {
		return { status: 'error', message: ( failure as Error ).message };
	}
}

function DeleteConfirmation( {
	items,
	closeModal,
	done,
}: RenderModalProps< RequestItem > & Pick< ActionHandlers, 'done' > ) {
	const [ busy, setBusy ] = useState( false );
	const confirm = async () => {
		setBusy( true );
		const notice = await runEach(
			items,
			( item ) => deleteRequest( item.id ),
			sprintf(
				/* translators: %d: number of requests */
				_n(
					'%d request deleted.',
					'%d requests deleted.',
					items.length,
					'immo-wizards'
				),
				items.length
			)
		);
		closeModal?.();
		done( notice );
	};
	return (
		<>
			<p>
				{ sprintf(
					/* translators: %d: number of requests */
					_n(
						'Delete %d request with its consents and unsent mails? The contact stays. This cannot be undone.',
						'Delete %d requests with their consents and unsent mails? The contacts stay. This cannot be undone.',
						items.length,
						'immo-wizards'
					),
					items.length
				) }
			</p>
			<Flex justify="flex-end">
				<Button
					variant="tertiary"
					onClick={ closeModal }
					disabled={ busy }
				>
					{ __( 'Cancel', 'immo-wizards' ) }
				</Button>
				<Button
					variant="primary"
					isDestructive
					onClick={ confirm }
					isBusy={ busy }
					disabled={ busy }
				>
					{ __( 'Delete', 'immo-wizards' ) }
				</Button>
			</Flex>
		</>
	);
}

/**
 * The list's actions.
 *
 * @param handlers What the list does on open and after a change.
 */
export function requestActions(
	handlers: ActionHandlers
): Action< RequestItem >[] {
	return [
		{
			id: 'open',
			label: __( 'Open', 'immo-wizards' ),
			isPrimary: true,
			callback: ( [ item ] ) => handlers.open( item ),
		},
		{
			id: 'mark-done',
			label: __( 'Mark as done', 'immo-wizards' ),
			supportsBulk: true,
			isEligible: ( item ) => item.workflow !== 'done',
			callback: async ( items ) =>
				handlers.done(
					await runEach(
						items,
						( item ) =>
							updateRequest( item.id, { workflow: 'done' } ),
						sprintf(
							/* translators: %d: number of requests */
							_n(
								'%d request marked as done.',
								'%d requests marked as done.',
								items.length,
								'immo-wizards'
							),
							items.length
						)
					)
				),
		},
		{
			id: 'delete',
			label: __( 'Delete', 'immo-wizards' ),
			supportsBulk: true,
			modalHeader: __( 'Delete requests', 'immo-wizards' ),
			RenderModal: ( props ) => (
				<DeleteConfirmation { ...props } done={ handlers.done } />
			),
		},
	];
}
