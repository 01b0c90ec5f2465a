/**
 * Views, sent and confirmed requests per source: the page, the website that embeds the screens,
 * the campaign. A table (the busiest first) with a CSV download.
 */
/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { FunnelSourceRow } from '../../api/funnel';
import { download } from './data-chart';
import { percent } from './labels';
import { conversion, toCsv } from './report';

/** Campaign values folded together by the server. */
const OTHER = '(other)';

/**
 * A campaign value as the agency reads it.
 *
 * @param value `utm_source` or `utm_campaign`.
 */
const campaign = ( value: string ) =>
	value === OTHER ? __( 'other', 'immo-wizards' ) : value;

/**
 * The table's cells of a source.
 *
 * @param row The source.
 */
function cells( row: FunnelSourceRow ): ( string | number )[] {
	return [
		row.post ? row.title || `#${ row.post }` : '–',
		row.origin || '–',
		[ campaign( row.utmSource ), campaign( row.utmCampaign ) ]
			.filter( Boolean )
			.join( ' / ' ) || '–',
		row.views,
		row.submitted,
		row.confirmed,
		percent( conversion( row.submitted, row.confirmed ) ),
	];
}

/**
 * The sources.
 *
 * @param props      Props.
 * @param props.rows The sources.
 */
export function SourcesTable( { rows }: { rows: FunnelSourceRow[] } ) {
	const title = __( 'By source', 'immo-wizards' );
	const head = [
		__( 'Page', 'immo-wizards' ),
		__( 'Embedding website', 'immo-wizards' ),
		__( 'Campaign (source / name)', 'immo-wizards' ),
		__( 'Views', 'immo-wizards' ),
		__( 'Sent', 'immo-wizards' ),
		__( 'Confirmed', 'immo-wizards' ),
		__( 'Conversion', 'immo-wizards' ),
	];
	return (
		<section className="immo-analytics__sources">
			<h2>{ title }</h2>
			{ rows.length ? (
				<table className="widefat striped">
					<caption className="screen-reader-text">{ title }</caption>
					<thead>
						<tr>
							{ head.map( ( label ) => (
								<th scope="col" key={ label }>
									{ label }
								</th>
							) ) }
						</tr>
					</thead>
					<tbody>
						{ rows.map( ( row, index ) => {
							const [ page, ...rest ] = cells( row );
							return (
								<tr key={ index }>
									<th scope="row">
										{ row.link ? (
											<a href={ row.link }>{ page }</a>
										) : (
											page
										) }
									</th>
									{ rest.map( ( cell, column ) => (
										<td key={ column }>{ cell }</td>
									) ) }
								</tr>
							);
						} ) }
					</tbody>
				</table>
			) : (
				<p>{ __( 'No visits in this period.', 'immo-wizards' ) }</p>
			) }
			<Button
				variant="secondary"
				size="compact"
				// The visible words are part of the name (WCAG 2.5.3); the name says which table.
				aria-label={ sprintf(
					/* translators: %s: name of a chart or table. */
					__( '%s as CSV download', 'immo-wizards' ),
					title
				) }
				onClick={ () =>
					download(
						'funnel-quellen.csv',
						toCsv( [ head, ...rows.map( cells ) ] )
					)
				}
			>
				{ __( 'CSV download', 'immo-wizards' ) }
			</Button>
		</section>
	);
}
