/**
 * A confirmed owner lead's price indication as the agent sees it: the range with its median, and
 * the comparable listings it comes from (links to them).
 */
/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { RequestValuation } from '../../api/requests';
import { HistoryTable } from './history-table';

type Comparable = RequestValuation[ 'comparables' ][ number ];

const euros = ( value: number ) =>
	new Intl.NumberFormat( 'de-DE', { maximumFractionDigits: 0 } ).format(
		value
	) + ' €';

function statusLabel( status: Comparable[ 'status' ] ): string {
	switch ( status ) {
		case 'sold':
			return __( 'Sold', 'immo-wizards' );
		case 'reserved':
			return __( 'Reserved', 'immo-wizards' );
		default:
			return __( 'Active', 'immo-wizards' );
	}
}

export function RequestValuationTable( {
	valuation,
}: {
	valuation: RequestValuation;
} ) {
	return (
		<HistoryTable< Comparable >
			caption={ sprintf(
				/* translators: 1: lower amount, 2: median, 3: upper amount, 4: number of listings */
				__(
					'Price indication: %1$s – %3$s (median %2$s) from %4$d listings',
					'immo-wizards'
				),
				euros( valuation.low ),
				euros( valuation.median ),
				euros( valuation.high ),
				valuation.count
			) }
			columns={ [
				{
					label: __( 'Listing', 'immo-wizards' ),
					value: ( row ) => <a href={ row.url }>{ row.title }</a>,
				},
				{
					label: __( 'Status', 'immo-wizards' ),
					value: ( row ) => statusLabel( row.status ),
				},
				{
					label: __( 'Price', 'immo-wizards' ),
					value: ( row ) => euros( row.price ),
				},
				{
					label: __( 'Living space', 'immo-wizards' ),
					value: ( row ) => `${ row.livingSpace } m²`,
				},
			] }
			rows={ valuation.comparables }
			empty=""
		/>
	);
}
