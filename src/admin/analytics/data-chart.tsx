/**
 * A chart with its table: bars drawn by Chart.js for the eye (an image named after the chart), the
 * same figures as a table for screen readers, and the table as a CSV download.
 */
/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useMemo } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { BarChart } from './bar-chart';
import { toCsv } from './report';

export interface Column< Row > {
	label: string;
	cell: ( row: Row ) => string | number;
}

interface Props< Row > {
	title: string;
	rows: Row[];
	/** The table's columns; the first names the row (and its bars). */
	columns: Column< Row >[];
	/** The bars of each row: the current figure first, then the one to compare with. */
	series: Array< { label: string; value: ( row: Row ) => number } >;
	/** A row's name in the chart (default: its first cell). */
	name?: ( row: Row ) => string;
	/** A second line under a row's name (e.g. a funnel stage's share and drop-off). */
	note?: ( row: Row ) => string;
	/** Columns side by side (a time series) instead of bars one below the other. */
	vertical?: boolean;
	/** The CSV file's name. */
	file: string;
}

/**
 * Offers a text as a file download.
 *
 * @param name The file's name.
 * @param text Its content.
 */
export function download( name: string, text: string ): void {
	const url = URL.createObjectURL(
		new Blob( [ text ], { type: 'text/csv;charset=utf-8' } )
	);
	const link = document.createElement( 'a' );
	link.href = url;
	link.download = name;
	link.click();
	URL.revokeObjectURL( url );
}

/**
 * The chart, its table and its download.
 *
 * @param props The chart.
 */
export function DataChart< Row >( props: Props< Row > ) {
	const { title, rows, columns, series, name, note, vertical, file } = props;
	const table = [
		columns.map( ( column ) => column.label ),
		...rows.map( ( row ) =>
			columns.map( ( column ) => column.cell( row ) )
		),
	];
	const drawn = {
		categories: rows.map( ( row ) => {
			const label = name?.( row ) ?? String( columns[ 0 ].cell( row ) );
			return note ? [ label, note( row ) ] : label;
		} ),
		series: series.map( ( item ) => ( {
			label: item.label,
			values: rows.map( item.value ),
		} ) ),
	};
	// Drawn again only when a figure changed (the rows are new objects on every render).
	const key = JSON.stringify( drawn );
	// eslint-disable-next-line react-hooks/exhaustive-deps
	const chart = useMemo( () => drawn, [ key ] );
	return (
		<section className="immo-analytics__chart">
			<h3>{ title }</h3>
			<BarChart
				label={ sprintf(
					/* translators: %s: name of a chart. */
					__(
						'%s (chart; its figures follow as a table)',
						'immo-wizards'
					),
					title
				) }
				categories={ chart.categories }
				series={ chart.series }
				vertical={ vertical }
			/>
			{ /* A table is as wide as its cells whatever its class says: the clipping box is a div. */ }
			<div className="screen-reader-text">
				<table>
					<caption>{ title }</caption>
					<thead>
						<tr>
							{ table[ 0 ].map( ( label ) => (
								<th scope="col" key={ label }>
									{ label }
								</th>
							) ) }
						</tr>
					</thead>
					<tbody>
						{ table.slice( 1 ).map( ( cells, index ) => (
							<tr key={ index }>
								<th scope="row">{ cells[ 0 ] }</th>
								{ cells.slice( 1 ).map( ( cell, column ) => (
									<td key={ column }>{ cell }</td>
								) ) }
							</tr>
						) ) }
					</tbody>
				</table>
			</div>
			<Button
				variant="secondary"
				size="compact"
				// The visible words are part of the name (WCAG 2.5.3); the name says which table.
				aria-label={ sprintf(
					/* translators: %s: name of a chart or table. */
					__( '%s as CSV download', 'immo-wizards' ),
					title
				) }
				onClick={ () => download( file, toCsv( table ) ) }
			>
				{ __( 'CSV download', 'immo-wizards' ) }
			</Button>
		</section>
	);
}
