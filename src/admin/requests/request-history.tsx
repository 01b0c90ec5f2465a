/**
 * The detail view's records: the consent (text version, requested and confirmed at, truncated IP),
 * the mails the request caused and the webhook deliveries.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { MailKindInfo } from '../../api/mails';
import type {
	RequestConsent,
	RequestDetail,
	RequestMail,
	RequestWebhook,
} from '../../api/requests';
import { formatDateTime } from '../format';
import { kindLabel, statusLabels } from '../mails/labels';
import { deliveryStatusLabel, eventLabel } from '../webhooks/labels';
import { HistoryTable, type HistoryColumn } from './history-table';

/**
 * A date of a record, or a dash when it has none (not confirmed, not sent).
 *
 * @param value RFC 3339 date or null.
 */
function when( value: string | null ): string {
	return value ? formatDateTime( value ) : '–';
}

function consentColumns(): HistoryColumn< RequestConsent >[] {
	return [
		{ label: __( 'Consent', 'immo-wizards' ), value: ( row ) => row.label },
		{
			label: __( 'Text', 'immo-wizards' ),
			value: ( row ) => (
				<details>
					<summary>
						{ __( 'Version', 'immo-wizards' ) } { row.textVersion }
					</summary>
					<p className="immo-wizards-requests__text">{ row.text }</p>
				</details>
			),
		},
		{
			label: __( 'Requested', 'immo-wizards' ),
			value: ( row ) => when( row.requestedAt ),
		},
		{
			label: __( 'Confirmed', 'immo-wizards' ),
			value: ( row ) => when( row.confirmedAt ),
		},
		{ label: __( 'IP address', 'immo-wizards' ), value: ( row ) => row.ip },
	];
}

function mailColumns( kinds: MailKindInfo[] ): HistoryColumn< RequestMail >[] {
	const statuses = statusLabels();
	return [
		{
			label: __( 'Type', 'immo-wizards' ),
			value: ( row ) => kindLabel( kinds, row.kind ),
		},
		{
			label: __( 'Subject', 'immo-wizards' ),
			value: ( row ) => row.subject,
		},
		{
			label: __( 'Status', 'immo-wizards' ),
			value: ( row ) => statuses[ row.status ] ?? row.status,
		},
		{
			label: __( 'Attempts', 'immo-wizards' ),
			value: ( row ) => row.attempts,
		},
		{
			label: __( 'Last error', 'immo-wizards' ),
			value: ( row ) => row.lastError ?? '–',
		},
		{
			label: __( 'Queued at', 'immo-wizards' ),
			value: ( row ) => when( row.createdAt ),
		},
		{
			label: __( 'Sent', 'immo-wizards' ),
			value: ( row ) => when( row.sentAt ),
		},
	];
}

function webhookColumns(): HistoryColumn< RequestWebhook >[] {
	return [
		{
			label: __( 'Event', 'immo-wizards' ),
			value: ( row ) => eventLabel( row.event ),
		},
		{
			label: __( 'Status', 'immo-wizards' ),
			value: ( row ) => deliveryStatusLabel( row.status ),
		},
		{
			label: __( 'Attempts', 'immo-wizards' ),
			value: ( row ) => row.attempts,
		},
		{
			label: __( 'Response', 'immo-wizards' ),
			value: ( row ) => row.responseCode ?? '–',
		},
		{
			label: __( 'Last error', 'immo-wizards' ),
			value: ( row ) => row.lastError ?? '–',
		},
		{
			label: __( 'Queued at', 'immo-wizards' ),
			value: ( row ) => when( row.createdAt ),
		},
	];
}

export function RequestHistory( {
	request,
	mailKinds,
}: {
	request: RequestDetail;
	mailKinds: MailKindInfo[];
} ) {
	return (
		<>
			<HistoryTable
				caption={ __( 'Consent', 'immo-wizards' ) }
				columns={ consentColumns() }
				rows={ request.consents }
				empty={ __( 'No consent recorded.', 'immo-wizards' ) }
			/>
			<HistoryTable
				caption={ __( 'Mails', 'immo-wizards' ) }
				columns={ mailColumns( mailKinds ) }
				rows={ request.mails }
				empty={ __( 'No mails.', 'immo-wizards' ) }
			/>
			<HistoryTable
				caption={ __( 'Webhooks', 'immo-wizards' ) }
				columns={ webhookColumns() }
				rows={ request.webhooks }
				empty={ __( 'No webhook deliveries.', 'immo-wizards' ) }
			/>
		</>
	);
}
