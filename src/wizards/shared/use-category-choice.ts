/**
 * WordPress dependencies
 */
import { useCallback } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { MarketingType, ObjectType } from '../../api/types';
import { findCategory, isCategoryVisible } from './categories';
import type { Category, WizardKind } from './types';
import type { WizardActions } from './wizard-state';

interface CategoryChoiceState {
	category: number | null;
	objectType: ObjectType;
}

/**
 * Changing the marketing type: a chosen category the new type hides (the plot
 * is offered for buy only) is void. The object type clears the category in
 * the wizard reducer.
 *
 * @param actions    Wizard actions.
 * @param categories All categories.
 * @param wizard     The wizard asking.
 * @param state      The chosen category and object type.
 */
export function useMarketingTypeChange(
	actions: Pick<
		WizardActions< unknown, unknown >,
		'setMarketingType' | 'setCategory'
	>,
	categories: Category[],
	wizard: WizardKind,
	state: CategoryChoiceState
) {
	const { category, objectType } = state;
	return useCallback(
		( marketingType: MarketingType ) => {
			actions.setMarketingType( marketingType );
			const chosen = findCategory( categories, category );
			if (
				chosen &&
				! isCategoryVisible( chosen, {
					wizard,
					objectType,
					marketingType,
				} )
			) {
				actions.setCategory( null );
			}
		},
		[ actions, categories, wizard, category, objectType ]
	);
}
