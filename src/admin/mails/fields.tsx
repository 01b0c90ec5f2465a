/**
 * The mail log's columns and filters (DataViews fields).
 */
/**
 * External dependencies
 */
import type { Field } from '@wordpress/dataviews';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Mail, MailKindInfo } from '../../api/mails';
import { formatBytes } from '../format';
import { formatDateTime } from '../import/labels';
import { kindLabel, statusLabels } from './labels';

/**
 * Fields the server filters and sorts by; the others only show.
 *
 * @param kinds The mail kinds as the server names them.
 */
export function mailFields( kinds: MailKindInfo[] ): Field< Mail >[] {
	const elements = ( labels: Record< string, string > ) =>
		Object.entries( labels ).map( ( [ value, label ] ) => ( {
			value,
			label,
		} ) );
	const fixed = { enableSorting: false, enableHiding: true };
	return [
		{
			id: 'createdAt',
			label: __( 'Date', 'immo-wizards' ),
			type: 'datetime',
			render: ( { item } ) => <>{ formatDateTime( item.createdAt ) }</>,
			enableHiding: false,
			filterBy: false,
		},
		{
			id: 'subject',
			label: __( 'Subject', 'immo-wizards' ),
			...fixed,
			enableHiding: false,
		},
		{
			id: 'attachment',
			label: __( 'Attachment', 'immo-wizards' ),
			getValue: ( { item } ) => item.attachment?.name ?? '',
			render: ( { item } ) =>
				item.attachment ? (
					<span className="immo-wizards-mails__address">
						{ `${ item.attachment.name } (${ formatBytes(
							item.attachment.size
						) })` }
					</span>
				) : null,
			filterBy: false,
			...fixed,
		},
		{
			id: 'recipient',
			label: __( 'Recipient', 'immo-wizards' ),
			render: ( { item } ) => (
				<span className="immo-wizards-mails__address">
					{ item.recipient }
				</span>
			),
			...fixed,
		},
		{
			id: 'kind',
			label: __( 'Type', 'immo-wizards' ),
			elements: kinds.map( ( info ) => ( {
				value: info.kind,
				label: info.label,
			} ) ),
			filterBy: { operators: [ 'is' ] },
			render: ( { item } ) => (
				<span className="immo-wizards-mails__kind">
					{ kindLabel( kinds, item.kind ) }
					{ item.typeLabel && (
						<span className="immo-wizards-mails__request">
							{ item.typeLabel }
						</span>
					) }
				</span>
			),
			...fixed,
		},
		{
			id: 'status',
			label: __( 'Status', 'immo-wizards' ),
			elements: elements( statusLabels() ),
			filterBy: { operators: [ 'is' ] },
			// The last error under the status: the column for it is hidden at first (tables get wide).
			render: ( { item } ) => (
				<span className="immo-wizards-mails__kind">
					<span
						className={ `immo-wizards-mails__status is-${ item.status }` }
					>
						{ statusLabels()[ item.status ] }
					</span>
					{ item.status !== 'sent' && item.lastError && (
						<span className="immo-wizards-mails__request">
							{ item.lastError }
						</span>
					) }
				</span>
			),
			...fixed,
		},
		{
			id: 'attempts',
			label: __( 'Attempts', 'immo-wizards' ),
			type: 'integer',
			filterBy: false,
			...fixed,
		},
		{
			id: 'lastError',
			label: __( 'Last error', 'immo-wizards' ),
			getValue: ( { item } ) => item.lastError ?? '',
			filterBy: false,
			...fixed,
		},
	];
}
