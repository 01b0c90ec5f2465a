/**
 * One screen's funnel: its rows as bars with the share of the views and the drop-off from the row
 * before, beside the period before; for forms the conversion of sent to confirmed.
 */
/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { FunnelScreenReport } from '../../api/funnel';
import { DataChart } from './data-chart';
import { change, percent, rowLabel, screenLabel } from './labels';
import { conversion, funnelKeys, funnelRows } from './report';

/**
 * The funnel of a screen.
 *
 * @param props        Props.
 * @param props.report The screen's counters.
 */
export function ScreenFunnel( { report }: { report: FunnelScreenReport } ) {
	const rows = funnelRows(
		funnelKeys( report.screen, report.steps ),
		report.current,
		report.previous
	);
	const sent = report.current.submitted ?? 0;
	const rate = conversion( sent, report.current.confirmed ?? 0 );
	const before = conversion(
		report.previous.submitted ?? 0,
		report.previous.confirmed ?? 0
	);
	const name = screenLabel( report.screen );
	return (
		<div className="immo-analytics__screen">
			<DataChart
				title={ name }
				file={ `funnel-${ report.screen }.csv` }
				rows={ rows }
				series={ [
					{
						label: __( 'This period', 'immo-wizards' ),
						value: ( row ) => row.value,
					},
					{
						label: __( 'Previous period', 'immo-wizards' ),
						value: ( row ) => row.previous,
					},
				] }
				// The count, its share of the views, and what was lost since the stage before.
				note={ ( row ) =>
					row.dropOff === null
						? `${ row.value }`
						: `${ row.value } (${ percent( row.share ) }${
								row.dropOff ? `, −${ row.dropOff }` : ''
							})`
				}
				columns={ [
					{
						label: __( 'Stage', 'immo-wizards' ),
						cell: ( row ) => rowLabel( row.key ),
					},
					{
						label: __( 'Count', 'immo-wizards' ),
						cell: ( row ) => row.value,
					},
					{
						label: __( 'Share of views', 'immo-wizards' ),
						cell: ( row ) => percent( row.share ),
					},
					{
						label: __(
							'Drop-off from the stage before',
							'immo-wizards'
						),
						cell: ( row ) => row.dropOff ?? '–',
					},
					{
						label: __( 'Previous period', 'immo-wizards' ),
						cell: ( row ) => row.previous,
					},
					{
						label: __( 'Change', 'immo-wizards' ),
						cell: ( row ) => change( row.value, row.previous ),
					},
				] }
			/>
			{ report.current.submitted !== undefined ||
			report.previous.submitted !== undefined ? (
				<p className="immo-analytics__conversion">
					{ sprintf(
						/* translators: 1: share of confirmed of sent requests, 2: the same for the previous period. */
						__(
							'Confirmed of sent: %1$s (previous period: %2$s)',
							'immo-wizards'
						),
						percent( rate ),
						percent( before )
					) }
				</p>
			) : null }
		</div>
	);
}
