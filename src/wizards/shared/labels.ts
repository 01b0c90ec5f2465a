/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { MarketingType, ObjectType } from '../../api/types';
import type { WizardMode } from './types';

export function objectTypeOptions(): { value: ObjectType; label: string }[] {
	return [
		{ value: 'LIVING', label: __( 'Residential', 'immo-wizards' ) },
		{ value: 'COMMERCIAL', label: __( 'Commercial', 'immo-wizards' ) },
	];
}

/**
 * Owners sell or let, seekers buy or rent.
 *
 * @param mode Wizard mode.
 */
export function marketingTypeOptions(
	mode: WizardMode
): { value: MarketingType; label: string }[] {
	return mode === 'seeker'
		? [
				{ value: 'buy', label: __( 'Buy', 'immo-wizards' ) },
				{ value: 'rent', label: __( 'Rent', 'immo-wizards' ) },
			]
		: [
				{ value: 'buy', label: __( 'Sell', 'immo-wizards' ) },
				{ value: 'rent', label: __( 'Let', 'immo-wizards' ) },
			];
}
