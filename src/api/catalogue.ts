/**
 * The catalogue (administrators): the wizards' categories and fields as the admin screen edits
 * them. PUT takes the whole document; a refused document answers every problem with its path.
 */
/**
 * Internal dependencies
 */
import { apiRequest } from './client';
import { ApiError } from './errors';
import { v1Catalogue } from './rest-routes/v1-catalogue';

const PATH = 'immo-wizards/v1/catalogue';

const args = v1Catalogue.PUT.args;
const fieldArgs = args.fields.items.properties;

/** The server's limits, mirrored by the editor's own checks. */
export const CATALOGUE_LIMITS = {
	label: args.categories.items.properties.label.maxLength,
	unit: fieldArgs.unit.maxLength,
	values: fieldArgs.values.maxItems,
	value: fieldArgs.values.items.properties.value.maxLength,
} as const;

export type RangeKind = ( typeof fieldArgs.searchRange.enum )[ number ];

export const RANGE_KINDS: readonly RangeKind[] = fieldArgs.searchRange.enum;

/** A field as one category uses it: shown in the lead wizard, asked as a range in the saved search. */
export interface CategoryField {
	id: string;
	order: number;
	lead: boolean;
	search: boolean;
}

export interface CatalogueCategory {
	id: number;
	label: string;
	icon: string;
	order: number;
	/** Offered in the lead wizard. */
	lead: boolean;
	/** Offered in the saved-search wizard. */
	search: boolean;
	fields: CategoryField[];
}

export interface SelectValue {
	value: string;
	label: string;
}

export interface CatalogueField {
	id: string;
	/** Read only: currency, decimal, int, select, bool … */
	type: string;
	label: string;
	unit: string | null;
	searchRange: RangeKind;
	/** The price's labels per marketing type (e.g. 'Preisvorstellung' when selling). */
	marketingTypeLabel?: { buy: string; rent: string };
	/** Select fields only. */
	values?: SelectValue[];
}

export interface CatalogueDocument {
	categories: CatalogueCategory[];
	fields: CatalogueField[];
	/** The shipped category icons, named after their category (read only). */
	icons: { value: string; label: string }[];
}

/** One problem of a refused document, e.g. path `categories[2].label`. */
export interface CatalogueProblem {
	path: string;
	message: string;
}

export function fetchCatalogue(): Promise< CatalogueDocument > {
	return apiRequest< CatalogueDocument >( { path: PATH } );
}

/**
 * Saves the whole document; answers it as stored.
 *
 * @param document The edited document.
 */
export function saveCatalogue(
	document: CatalogueDocument
): Promise< CatalogueDocument > {
	return apiRequest< CatalogueDocument >( {
		path: PATH,
		method: 'PUT',
		data: { categories: document.categories, fields: document.fields },
		hideError: true,
	} );
}

/** Back to the shipped categories and fields. */
export function resetCatalogue(): Promise< CatalogueDocument > {
	return apiRequest< CatalogueDocument >( {
		path: `${ PATH }/reset`,
		method: 'POST',
		hideError: true,
	} );
}

/**
 * The problems a refused save names (none for other errors).
 *
 * @param error What the save rejected with.
 */
export function catalogueProblems( error: unknown ): CatalogueProblem[] {
	const data =
		error instanceof ApiError
			? ( error.data as { errors?: unknown } | undefined )
			: undefined;
	return Array.isArray( data?.errors )
		? ( data.errors as CatalogueProblem[] )
		: [];
}
