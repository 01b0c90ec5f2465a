/**
 * Internal dependencies
 */
import type {
	FieldValue,
	MarketingType,
	ObjectType,
	SavedSearch,
	SearchLocation,
} from '../../api/types';
import type { SharedConfig } from '../../host/shared-config';
import type { Category } from '../shared/types';

export type { Category, MarketingType, ObjectType, SavedSearch };

export type StepKey = 'regions' | 'category' | 'ranges' | 'contact';

export interface SavedSearchWizardConfig extends SharedConfig {
	showSteps: boolean;
	marketingType: MarketingType;
	/** Regions selected at the start; empty: all. */
	preselectedRegions: number[];
	/** The regions as the page knows them (block, shortcode): not fetched again; else fetched. */
	regions?: SearchLocation[];
	submitUrl?: string;
	categories: Category[];
	/** Changes whenever the admin saves the catalogue: cached field configs of another revision are stale. */
	fieldsRevision?: string;
}

/** An existing saved search to edit (portal). */
export interface SavedSearchValue {
	uuid?: string;
	objectType?: ObjectType;
	categoryId?: number | null;
	marketingType?: MarketingType;
	locations?: { locationId: number }[];
	fields?: FieldValue[];
}

/** What the wizard collected; the category may still be missing. */
export type SavedSearchDraft = Omit< SavedSearch, 'categoryId' > & {
	categoryId: number | null;
};
