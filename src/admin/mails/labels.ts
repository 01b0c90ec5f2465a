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
import type { MailStatus } from '../../api/mails';

export function statusLabels(): Record< MailStatus, string > {
	return {
		pending: __( 'Waiting', 'immo-wizards' ),
		sent: __( 'Sent', 'immo-wizards' ),
		failed: __( 'Failed', 'immo-wizards' ),
		cancelled: __( 'Cancelled', 'immo-wizards' ),
	};
}

/** The kinds of mail the plugin writes (Outbox rows name theirs). */
export function kindLabels(): Record< string, string > {
	return {
		confirmation: __( 'Confirmation request', 'immo-wizards' ),
		agency_notification: __( 'Agency notification', 'immo-wizards' ),
		login_link: __( 'Login link', 'immo-wizards' ),
		email_change: __( 'E-mail change', 'immo-wizards' ),
		email_changed_notice: __( 'E-mail changed notice', 'immo-wizards' ),
		search_alert: __( 'Search profile alert', 'immo-wizards' ),
		crm_feedback: __( 'CRM import (OpenImmo-Feedback)', 'immo-wizards' ),
		test_mail: __( 'Test mail', 'immo-wizards' ),
	};
}

/**
 * The name of a kind ('' for mails stored before kinds were recorded).
 *
 * @param kind Kind of mail.
 */
export function kindLabel( kind: string ): string {
	return kindLabels()[ kind ] ?? ( kind || __( 'Other', 'immo-wizards' ) );
}
