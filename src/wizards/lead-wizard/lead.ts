/**
 * Internal dependencies
 */
import type { FieldConfig, LeadLocation } from '../../api/types';
import { toFieldValues } from '../shared/field-values';
import type { Address, Category, DetailValues, LeadDraft } from './types';
import type { WizardState } from '../shared/wizard-state';

const TEXT_KEYS = [
	'zip',
	'city',
	'district',
	'street',
	'number',
	'text',
] as const;

/**
 * The location as the API takes it: the contract's keys only, no empty
 * texts. Without consent to the map there may be no coordinates.
 *
 * @param address The address.
 */
function toLeadLocation( address: Address ): LeadDraft[ 'location' ] {
	const location: Partial< LeadLocation > = {};
	for ( const key of TEXT_KEYS ) {
		const value = address[ key ]?.trim();
		if ( value ) {
			location[ key ] = value;
		}
	}
	if ( Number.isFinite( address.lat ) && Number.isFinite( address.lng ) ) {
		location.lat = address.lat;
		location.lng = address.lng;
	}
	return location;
}

/**
 * The lead of the wizard's current input.
 *
 * @param state    Wizard state.
 * @param category The chosen category.
 * @param configs  Field configs by id.
 */
export function buildLeadDraft(
	state: WizardState< Address, DetailValues >,
	category: Category | undefined,
	configs: Record< string, FieldConfig >
): LeadDraft {
	return {
		objectType: state.objectType,
		categoryId: category ? category.id : null,
		marketingType: state.marketingType,
		location: toLeadLocation( state.location ),
		fields: toFieldValues( category?.fields ?? [], state.fields, configs ),
	};
}
