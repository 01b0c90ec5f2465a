/**
 * A small read-only table of the detail view (submitted rows, consents, mails, webhooks), named by
 * its heading. Every cell is text: React escapes it, nothing a visitor submitted is ever read as HTML.
 */
/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { useId } from '@wordpress/element';

export interface HistoryColumn< T > {
	label: string;
	value: ( row: T ) => ReactNode;
}

export interface HistoryTableProps< T > {
	caption: string;
	columns: HistoryColumn< T >[];
	rows: T[];
	/** What the table says when there are no rows. */
	empty: string;
}

export function HistoryTable< T >( {
	caption,
	columns,
	rows,
	empty,
}: HistoryTableProps< T > ) {
	const heading = useId();
	return (
		<section className="immo-wizards-requests__section">
			<h2 id={ heading }>{ caption }</h2>
			{ rows.length === 0 ? (
				<p>{ empty }</p>
			) : (
				<div className="immo-wizards-requests__scroll">
					<table
						className="widefat striped"
						aria-labelledby={ heading }
					>
						<thead>
							<tr>
								{ columns.map( ( column ) => (
									<th key={ column.label } scope="col">
										{ column.label }
									</th>
								) ) }
							</tr>
						</thead>
						<tbody>
							{ rows.map( ( row, index ) => (
								<tr key={ index }>
									{ columns.map( ( column ) => (
										<td key={ column.label }>
											{ column.value( row ) }
										</td>
									) ) }
								</tr>
							) ) }
						</tbody>
					</table>
				</div>
			) }
		</section>
	);
}
