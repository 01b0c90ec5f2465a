/**
 * Internal dependencies
 */
import type { MarketingType, ObjectType } from '../../api/types';

/** Owners sell or let; seekers buy or rent. */
export type WizardMode = 'owner' | 'seeker';

/** The wizards a category is offered in. */
export type WizardKind = 'lead' | 'search';

export interface Category {
	id: number;
	/** Icon and translation key, e.g. 'wohnung'. */
	text: string;
	name: string;
	/** Icon shown in the grid (one of the shipped icons; defaults to `text`). */
	icon?: string;
	/** Translated display text. */
	label: string;
	/** Translated genitive phrase for titles, e.g. 'Ihrer Wohnung'. */
	phrase: string;
	objectType?: ObjectType;
	marketingType?: MarketingType;
	wizards: WizardKind[];
	/** Field ids shown in the lead wizard's details step. */
	fields: string[];
	/** Field ids of the saved search's ranges step. */
	searchFields?: string[];
}

/** Raw form values keyed by field id. */
export type DetailValues = Record< string, string | number | null | undefined >;
