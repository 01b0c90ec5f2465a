/**
 * The settings screen's tab "Markt": the count of buyers waiting that owners see in the lead wizard,
 * and the price indication confirmed owners get.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { FieldKind, FieldSpec, TabSpec } from './field-spec';

function marketField(
	key: string,
	label: string,
	kind: FieldKind,
	extra: Partial< FieldSpec > = {}
): FieldSpec {
	return { option: 'immo_wizards_market', key, label, kind, ...extra };
}

export function marketTab(): TabSpec {
	return {
		name: 'market',
		title: __( 'Market', 'immo-wizards' ),
		fields: [
			marketField(
				'buyers_enabled',
				__(
					'Show owners how many prospective buyers are waiting',
					'immo-wizards'
				),
				'toggle',
				{
					help: __(
						'At the end of the owner lead wizard: the number of confirmed, active search profiles that match the property. Only a number, never who.',
						'immo-wizards'
					),
				}
			),
			marketField(
				'buyers_threshold',
				__( 'Shown from (search profiles)', 'immo-wizards' ),
				'number',
				{
					help: __(
						'At least 3. Below it, owners see nothing.',
						'immo-wizards'
					),
				}
			),
			marketField(
				'buyers_text',
				__( 'Own text', 'immo-wizards' ),
				'textarea',
				{
					help: __(
						'{count} stands for the number. Leave empty for the shipped text.',
						'immo-wizards'
					),
				}
			),
			marketField(
				'valuation_enabled',
				__(
					'Show confirmed owners a price indication from our listings',
					'immo-wizards'
				),
				'toggle',
				{
					help: __(
						'Only after the double opt-in: the range of comparable listings of the agency (active, reserved, sold) in the region. It is no valuation.',
						'immo-wizards'
					),
				}
			),
			marketField(
				'valuation_min_comparables',
				__( 'Shown from (comparable listings)', 'immo-wizards' ),
				'number'
			),
			marketField(
				'valuation_months',
				__( 'Listings of the last months', 'immo-wizards' ),
				'number'
			),
			marketField(
				'valuation_tolerance',
				__( 'Living space within ± %', 'immo-wizards' ),
				'number'
			),
			marketField(
				'valuation_correction',
				__( 'Correction factor (%)', 'immo-wizards' ),
				'number'
			),
		],
	};
}
