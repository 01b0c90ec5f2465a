/**
 * A confirmed owner lead's buyers in hand: how many saved searches match the property and who made
 * them, so the agent can call the owner with them (names and addresses as text, mailto links).
 */
/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { RequestBuyers } from '../../api/requests';
import { formatDateTime } from '../format';
import { HistoryTable } from './history-table';

type Contact = RequestBuyers[ 'contacts' ][ number ];

export function RequestBuyersTable( { buyers }: { buyers: RequestBuyers } ) {
	const caption =
		buyers.count === null
			? __( 'Buyers waiting for this home', 'immo-wizards' )
			: sprintf(
					/* translators: %d: number of matching search profiles */
					__(
						'Buyers waiting for this home: %d search profiles',
						'immo-wizards'
					),
					buyers.count
				);
	return (
		<HistoryTable< Contact >
			caption={ caption }
			columns={ [
				{
					label: __( 'Name', 'immo-wizards' ),
					value: ( row ) => row.name,
				},
				{
					label: __( 'E-mail', 'immo-wizards' ),
					value: ( row ) => (
						<a href={ `mailto:${ row.email }` }>{ row.email }</a>
					),
				},
				{
					label: __( 'Search profile', 'immo-wizards' ),
					value: ( row ) => row.title,
				},
				{
					label: __( 'Confirmed', 'immo-wizards' ),
					value: ( row ) => formatDateTime( row.confirmedAt ),
				},
			] }
			rows={ buyers.contacts }
			empty={ __(
				'No search profiles match this property yet.',
				'immo-wizards'
			) }
		/>
	);
}
