/**
 * A chart with its table: bars drawn with CSS for the eye (hidden from screen readers), the same
 * figures as a table for screen readers, and the table as a CSV download.
 */
/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { toCsv } from './report';

export interface Column< Row > {
	label: string;
	cell: ( row: Row ) => string | number;
}

interface Props< Row > {
	title: string;
	rows: Row[];
	/** The table's columns; the first names the row. */
	columns: Column< Row >[];
	/** The bar's length and its visible text. */
	bar: ( row: Row ) => { value: number; text: string };
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
	const { title, rows, columns, bar, vertical, file } = props;
	const bars = rows.map( bar );
	const max = Math.max( 1, ...bars.map( ( item ) => item.value ) );
	const table = [
		columns.map( ( column ) => column.label ),
		...rows.map( ( row ) =>
			columns.map( ( column ) => column.cell( row ) )
		),
	];
	return (
		<section className="immo-analytics__chart">
			<h3>{ title }</h3>
			<div
				className={ `immo-analytics__bars${ vertical ? ' is-vertical' : '' }` }
				aria-hidden="true"
			>
				{ bars.map( ( item, index ) => (
					<div className="immo-analytics__bar-row" key={ index }>
						<span className="immo-analytics__bar-label">
							{ table[ index + 1 ][ 0 ] }
						</span>
						<span className="immo-analytics__bar-track">
							<span
								className="immo-analytics__bar"
								style={ {
									[ vertical ? 'height' : 'width' ]: `${
										( item.value / max ) * 100
									}%`,
								} }
							/>
						</span>
						<span className="immo-analytics__bar-text">
							{ item.text }
						</span>
					</div>
				) ) }
			</div>
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
