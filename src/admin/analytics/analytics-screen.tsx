/**
 * Immo Wizards → Auswertung: the funnel statistics of a range beside the period before it.
 */
/**
 * WordPress dependencies
 */
import { Notice, Spinner } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { fetchFunnelReport, type FunnelReport } from '../../api/funnel';
import { isAbortError } from '../../api/errors';
import { DataChart } from './data-chart';
import { change, percent } from './labels';
import { RangePicker } from './range-picker';
import { conversion, lastDays, type RangeKey } from './report';
import { ScreenFunnel } from './screen-funnel';
import { SourcesTable } from './sources-table';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The screen.
 *
 * @param props       Props.
 * @param props.today The site's today (Y-m-d): the ranges end there.
 */
export function AnalyticsScreen( { today }: { today: string } ) {
	const [ range, setRange ] = useState< RangeKey >( '30' );
	const [ custom, setCustom ] = useState( lastDays( today, 30 ) );
	const [ report, setReport ] = useState< FunnelReport | null >( null );
	const [ failed, setFailed ] = useState( false );
	const { from, to } =
		range === 'custom' ? custom : lastDays( today, Number( range ) );

	useEffect( () => {
		if ( ! DAY.test( from ) || ! DAY.test( to ) || from > to ) {
			return;
		}
		const controller = new AbortController();
		setFailed( false );
		fetchFunnelReport( from, to, controller.signal ).then(
			setReport,
			( error ) => {
				if ( ! isAbortError( error ) ) {
					setFailed( true );
				}
			}
		);
		return () => controller.abort();
	}, [ from, to ] );

	const totals = (
		key: 'submitted' | 'confirmed',
		period: 'current' | 'previous'
	) =>
		( report?.screens ?? [] ).reduce(
			( sum, screen ) => sum + ( screen[ period ][ key ] ?? 0 ),
			0
		);
	const sent = totals( 'submitted', 'current' );
	const confirmed = totals( 'confirmed', 'current' );
	const sentBefore = totals( 'submitted', 'previous' );
	const confirmedBefore = totals( 'confirmed', 'previous' );

	return (
		<div className="immo-analytics">
			<RangePicker
				range={ range }
				from={ from }
				to={ to }
				onRange={ ( value ) => {
					setCustom( { from, to } );
					setRange( value );
				} }
				onCustom={ ( start, end ) =>
					setCustom( { from: start, to: end } )
				}
			/>
			{ failed && (
				<Notice status="error" isDismissible={ false }>
					{ __(
						'The statistics could not be loaded.',
						'immo-wizards'
					) }
				</Notice>
			) }
			{ ! report && ! failed && <Spinner /> }
			{ report && (
				<>
					<p className="immo-analytics__period">
						{ sprintf(
							/* translators: 1: first day, 2: last day, 3: first day of the previous period, 4: its last day. */
							__(
								'%1$s to %2$s, compared with %3$s to %4$s',
								'immo-wizards'
							),
							report.from,
							report.to,
							report.previous.from,
							report.previous.to
						) }
					</p>
					<ul className="immo-analytics__summary">
						<li>
							{ __( 'Sent', 'immo-wizards' ) }:{ ' ' }
							<strong>{ sent }</strong> (
							{ change( sent, sentBefore ) })
						</li>
						<li>
							{ __( 'Confirmed', 'immo-wizards' ) }:{ ' ' }
							<strong>{ confirmed }</strong> (
							{ change( confirmed, confirmedBefore ) })
						</li>
						<li>
							{ __( 'Conversion', 'immo-wizards' ) }:{ ' ' }
							<strong>
								{ percent( conversion( sent, confirmed ) ) }
							</strong>{ ' ' }
							({ __( 'previous period', 'immo-wizards' ) }:{ ' ' }
							{ percent(
								conversion( sentBefore, confirmedBefore )
							) }
							)
						</li>
					</ul>
					<h2>{ __( 'Funnel per screen', 'immo-wizards' ) }</h2>
					<div className="immo-analytics__screens">
						{ report.screens.map( ( screen ) => (
							<ScreenFunnel
								key={ screen.screen }
								report={ screen }
							/>
						) ) }
					</div>
					<h2>{ __( 'Requests per day', 'immo-wizards' ) }</h2>
					<DataChart
						vertical
						title={ __(
							'Sent and confirmed requests per day',
							'immo-wizards'
						) }
						file="funnel-tage.csv"
						rows={ report.daily }
						// "29.11." under a column; the table and the CSV keep the ISO day.
						name={ ( day ) =>
							`${ day.day.slice( 8, 10 ) }.${ day.day.slice( 5, 7 ) }.`
						}
						series={ [
							{
								label: __( 'Sent', 'immo-wizards' ),
								value: ( day ) => day.submitted,
							},
							{
								label: __( 'Confirmed', 'immo-wizards' ),
								value: ( day ) => day.confirmed,
							},
						] }
						columns={ [
							{
								label: __( 'Day', 'immo-wizards' ),
								cell: ( day ) => day.day,
							},
							{
								label: __( 'Sent', 'immo-wizards' ),
								cell: ( day ) => day.submitted,
							},
							{
								label: __( 'Confirmed', 'immo-wizards' ),
								cell: ( day ) => day.confirmed,
							},
						] }
					/>
					<SourcesTable rows={ report.sources } />
				</>
			) }
		</div>
	);
}
