/**
 * Names of the mail log's statuses and kinds, as the admin reads them.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { MailKindInfo, MailStatus } from '../../api/mails';

export function statusLabels(): Record< MailStatus, string > {
	return {
		pending: __( 'Waiting', 'immo-wizards' ),
		sent: __( 'Sent', 'immo-wizards' ),
		failed: __( 'Failed', 'immo-wizards' ),
		cancelled: __( 'Cancelled', 'immo-wizards' ),
	};
}

/**
 * The name of a kind as the server names it ('' for mails stored before kinds were recorded).
 *
 * @param kinds The mail kinds.
 * @param kind  Kind of mail.
 */
export function kindLabel( kinds: MailKindInfo[], kind: string ): string {
	return (
		kinds.find( ( info ) => info.kind === kind )?.label ??
		( kind || __( 'Other', 'immo-wizards' ) )
	);
}
