/**
 * Internal dependencies
 */
import type { WizardState } from '../shared/wizard-state';
import {
	toRangeFieldValues,
	type RangeKinds,
	type RangeValues,
} from './ranges';
import type { Category, SavedSearchDraft } from './types';

/**
 * The saved search of the wizard's current input.
 *
 * @param state        Wizard state (location: selected region ids).
 * @param category     The chosen category.
 * @param searchFields Field ids of the category's ranges.
 * @param uuid         The uuid of an edited saved search.
 * @param kinds        Range kinds from the field configs.
 */
export function buildSavedSearch(
	state: WizardState< number[], RangeValues >,
	category: Category | undefined,
	searchFields: string[],
	uuid?: string,
	kinds: RangeKinds = {}
): SavedSearchDraft {
	return {
		...( uuid ? { uuid } : {} ),
		objectType: state.objectType,
		categoryId: category ? category.id : null,
		marketingType: state.marketingType,
		locations: state.location.map( ( locationId ) => ( { locationId } ) ),
		fields: toRangeFieldValues( searchFields, state.fields, kinds ),
	};
}
