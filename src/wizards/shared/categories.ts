/**
 * Internal dependencies
 */
import type { MarketingType, ObjectType } from '../../api/types';
import type { Category, WizardKind } from './types';

export interface CategoryFilter {
	wizard: WizardKind;
	objectType: ObjectType;
	marketingType: MarketingType;
}

/**
 * Whether a category is offered (contract "Category filtering"): a category
 * must belong to the wizard; one with an object type shows under that object
 * type; one with a marketing type (the plot) shows only for that marketing
 * type and only under LIVING.
 *
 * @param category             The category.
 * @param filter               Current wizard, object type and marketing type.
 * @param filter.wizard        The wizard asking.
 * @param filter.objectType    The chosen object type.
 * @param filter.marketingType The chosen marketing type.
 */
export function isCategoryVisible(
	category: Category,
	{ wizard, objectType, marketingType }: CategoryFilter
): boolean {
	if ( ! category.wizards.includes( wizard ) ) {
		return false;
	}
	if ( category.objectType && category.objectType !== objectType ) {
		return false;
	}
	if ( category.marketingType ) {
		return (
			category.marketingType === marketingType && objectType === 'LIVING'
		);
	}
	return true;
}

export function filterCategories(
	categories: Category[],
	filter: CategoryFilter
): Category[] {
	return categories.filter( ( category ) =>
		isCategoryVisible( category, filter )
	);
}

export function findCategory(
	categories: Category[],
	id: number | null
): Category | undefined {
	return id === null
		? undefined
		: categories.find( ( category ) => category.id === id );
}
