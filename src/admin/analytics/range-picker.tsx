/**
 * The Auswertung's range: the last 7, 30 or 90 days, or two days of one's own.
 */
/**
 * WordPress dependencies
 */
import { SelectControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { RangeKey } from './report';

interface Props {
	range: RangeKey;
	from: string;
	to: string;
	onRange: ( range: RangeKey ) => void;
	onCustom: ( from: string, to: string ) => void;
}

/**
 * The range controls.
 *
 * @param props          The range.
 * @param props.range
 * @param props.from
 * @param props.to
 * @param props.onRange
 * @param props.onCustom
 */
export function RangePicker( { range, from, to, onRange, onCustom }: Props ) {
	return (
		<div className="immo-analytics__range">
			<SelectControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Period', 'immo-wizards' ) }
				value={ range }
				options={ [
					{ value: '7', label: __( 'Last 7 days', 'immo-wizards' ) },
					{
						value: '30',
						label: __( 'Last 30 days', 'immo-wizards' ),
					},
					{
						value: '90',
						label: __( 'Last 90 days', 'immo-wizards' ),
					},
					{
						value: 'custom',
						label: __( 'Custom period', 'immo-wizards' ),
					},
				] }
				onChange={ ( value ) => onRange( value as RangeKey ) }
			/>
			{ range === 'custom' && (
				<>
					<TextControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						type="date"
						label={ __( 'First day', 'immo-wizards' ) }
						value={ from }
						max={ to }
						onChange={ ( value ) => onCustom( value, to ) }
					/>
					<TextControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						type="date"
						label={ __( 'Last day', 'immo-wizards' ) }
						value={ to }
						min={ from }
						onChange={ ( value ) => onCustom( from, value ) }
					/>
				</>
			) }
		</div>
	);
}
