/**
 * What the inbox calls its views, statuses and workflow steps.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { RequestStatus, RequestType, Workflow } from '../../api/requests';

/** The inbox's views: one per request type (named by the server), then the contacts. */
export type InboxTab = RequestType | 'contacts';

export function statusLabel( status: RequestStatus ): string {
	return status === 'confirmed'
		? __( 'Confirmed', 'immo-wizards' )
		: __( 'Pending', 'immo-wizards' );
}

export function workflowLabel( workflow: Workflow ): string {
	const labels: Record< Workflow, string > = {
		new: __( 'New', 'immo-wizards' ),
		in_progress: __( 'In progress', 'immo-wizards' ),
		done: __( 'Done', 'immo-wizards' ),
	};
	return labels[ workflow ];
}

/**
 * The contact's name as the list shows it ("Anna Beispiel"; the e-mail address when there is none).
 *
 * @param contact           The contact.
 * @param contact.firstname First name.
 * @param contact.lastname  Last name.
 * @param contact.email     E-mail address.
 */
export function contactName( contact: {
	firstname: string;
	lastname: string;
	email: string;
} ): string {
	return (
		[ contact.firstname, contact.lastname ].filter( Boolean ).join( ' ' ) ||
		contact.email
	);
}
