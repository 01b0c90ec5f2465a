/**
 * A bar chart drawn by Chart.js (only its bar parts are registered, so the Auswertung's chunk carries
 * no more of it): horizontal bars for a funnel, columns for days. The canvas is an image named after
 * the chart; its figures are in the table that follows it (DataChart).
 */
/**
 * External dependencies
 */
import {
	BarController,
	BarElement,
	CategoryScale,
	Chart,
	Legend,
	LinearScale,
	Tooltip,
} from 'chart.js';

/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';

Chart.register(
	BarController,
	BarElement,
	CategoryScale,
	LinearScale,
	Legend,
	Tooltip
);

export interface BarSeries {
	label: string;
	values: number[];
}

interface Props {
	/** The image's accessible name. */
	label: string;
	/** A category's label: one line, or several (a funnel stage with its share). */
	categories: Array< string | string[] >;
	/** The first series is the current one (the admin colour), the second in grey beside it. */
	series: BarSeries[];
	/** Columns side by side (days) instead of bars one below the other. */
	vertical?: boolean;
}

/** Longer lines of a category's label are wrapped at spaces (a narrow card keeps its bars). */
const LINE = 18;

/**
 * A category's label as lines of at most LINE characters where spaces allow.
 *
 * @param label One line or several.
 */
export function wrapLabel( label: string | string[] ): string[] {
	return ( Array.isArray( label ) ? label : [ label ] ).flatMap( ( line ) =>
		line.split( ' ' ).reduce< string[] >( ( lines, word ) => {
			const last = lines[ lines.length - 1 ];
			if ( last !== undefined && last.length + 1 + word.length <= LINE ) {
				lines[ lines.length - 1 ] = `${ last } ${ word }`;
			} else {
				lines.push( word );
			}
			return lines;
		}, [] )
	);
}

/** Grey of the second series: 3.4:1 against white, as graphics need (WCAG 1.4.11). */
const SECOND = '#8c8f94';

/**
 * The admin colour scheme's main colour (WordPress sets it on the page), else WordPress blue.
 */
function themeColor(): string {
	return (
		getComputedStyle( document.body )
			.getPropertyValue( '--wp-admin-theme-color' )
			.trim() || '#2271b1'
	);
}

/**
 * The chart.
 *
 * @param props            The chart's data.
 * @param props.label      The image's accessible name.
 * @param props.categories The categories' labels.
 * @param props.series     The series, current first.
 * @param props.vertical   Columns instead of bars.
 */
export function BarChart( { label, categories, series, vertical }: Props ) {
	const canvas = useRef< HTMLCanvasElement >( null );
	useEffect( () => {
		if ( ! canvas.current ) {
			return;
		}
		// The admin's own font for the axes and the legend.
		Chart.defaults.font.family = getComputedStyle(
			document.body
		).fontFamily;
		Chart.defaults.font.size = 12;
		const chart = new Chart( canvas.current, {
			type: 'bar',
			data: {
				labels: categories.map( wrapLabel ),
				datasets: series.map( ( item, index ) => ( {
					label: item.label,
					data: item.values,
					backgroundColor: index ? SECOND : themeColor(),
					maxBarThickness: 28,
				} ) ),
			},
			options: {
				indexAxis: vertical ? 'x' : 'y',
				responsive: true,
				maintainAspectRatio: false,
				// Figures, not a show: nothing moves (also for reduced motion).
				animation: false,
				scales: {
					[ vertical ? 'y' : 'x' ]: {
						beginAtZero: true,
						ticks: { precision: 0 },
					},
					[ vertical ? 'x' : 'y' ]: {
						// Every stage named; days skip labels where they would overlap.
						ticks: { autoSkip: !! vertical },
						grid: { display: false },
					},
				},
				plugins: {
					legend: {
						display: series.length > 1,
						position: 'bottom',
					},
				},
			},
		} );
		return () => chart.destroy();
	}, [ categories, series, vertical ] );
	// Bars one below the other get room for their bars and their label's lines; columns a fixed height.
	const height = vertical
		? 240
		: 80 +
			categories.reduce(
				( sum, category ) =>
					sum +
					Math.max(
						22 * series.length,
						17 * wrapLabel( category ).length
					),
				0
			);
	return (
		<div className="immo-analytics__canvas" style={ { height } }>
			<canvas ref={ canvas } role="img" aria-label={ label } />
		</div>
	);
}
