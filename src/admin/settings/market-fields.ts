/**
 * The settings screen's tab "Markt": the count of buyers waiting that owners see in the lead wizard.
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
		],
	};
}
