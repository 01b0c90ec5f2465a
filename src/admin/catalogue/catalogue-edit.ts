/**
 * The editor's changes to the catalogue document, as pure functions. Lists stay in display order
 * with `order` equal to the position, so a problem's path (`categories[2].label`) names the row
 * on screen.
 */
/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	CATALOGUE_LIMITS,
	type CatalogueCategory,
	type CatalogueDocument,
	type CatalogueField,
	type CatalogueProblem,
	type CategoryField,
	type SelectValue,
} from '../../api/catalogue';

/** Field types a saved search can ask as a range (the server's rule). */
const NUMERIC_TYPES = [ 'currency', 'decimal', 'int', 'number' ];

/**
 * The items sorted by `order` (ties keep their place), renumbered 0, 1, 2 …
 *
 * @param items Items with an order.
 */
export function inOrder< T extends { order: number } >( items: T[] ): T[] {
	return items
		.map( ( item, position ) => ( { item, position } ) )
		.sort(
			( a, b ) => a.item.order - b.item.order || a.position - b.position
		)
		.map( ( { item }, order ) => ( { ...item, order } ) );
}

/**
 * The document with every list in display order.
 *
 * @param document As the server answered it.
 */
export function normalise( document: CatalogueDocument ): CatalogueDocument {
	return {
		...document,
		categories: inOrder( document.categories ).map( ( category ) => ( {
			...category,
			fields: inOrder( category.fields ),
		} ) ),
	};
}

/**
 * Moves one item up (-1) or down (+1); a move past either end changes nothing.
 *
 * @param items Items in display order.
 * @param index Position of the item.
 * @param delta -1 or +1.
 */
export function move< T extends { order: number } >(
	items: T[],
	index: number,
	delta: -1 | 1
): T[] {
	const target = index + delta;
	if ( target < 0 || target >= items.length ) {
		return items;
	}
	const next = [ ...items ];
	[ next[ index ], next[ target ] ] = [ next[ target ], next[ index ] ];
	return next.map( ( item, order ) => ( { ...item, order } ) );
}

export function updateCategory(
	document: CatalogueDocument,
	id: number,
	patch: Partial< Omit< CatalogueCategory, 'id' | 'order' | 'fields' > >
): CatalogueDocument {
	return {
		...document,
		categories: document.categories.map( ( category ) =>
			category.id === id ? { ...category, ...patch } : category
		),
	};
}

export function moveCategory(
	document: CatalogueDocument,
	index: number,
	delta: -1 | 1
): CatalogueDocument {
	return {
		...document,
		categories: move( document.categories, index, delta ),
	};
}

/**
 * Changes the fields of one category.
 *
 * @param document   The document.
 * @param categoryId Category id.
 * @param change     The new list from the old.
 */
export function updateCategoryFields(
	document: CatalogueDocument,
	categoryId: number,
	change: ( fields: CategoryField[] ) => CategoryField[]
): CatalogueDocument {
	return {
		...document,
		categories: document.categories.map( ( category ) =>
			category.id === categoryId
				? { ...category, fields: change( category.fields ) }
				: category
		),
	};
}

export function updateField(
	document: CatalogueDocument,
	id: string,
	patch: Partial< Omit< CatalogueField, 'id' | 'type' > >
): CatalogueDocument {
	return {
		...document,
		fields: document.fields.map( ( field ) =>
			field.id === id ? { ...field, ...patch } : field
		),
	};
}

/**
 * Changes the select values of a field.
 *
 * @param document The document.
 * @param id       Field id.
 * @param change   The new list from the old.
 */
export function updateValues(
	document: CatalogueDocument,
	id: string,
	change: ( values: SelectValue[] ) => SelectValue[]
): CatalogueDocument {
	const field = document.fields.find( ( entry ) => entry.id === id );
	return updateField( document, id, {
		values: change( field?.values ?? [] ),
	} );
}

/**
 * Whether a field can be asked as a range in the saved search.
 *
 * @param field The field.
 */
export function isNumeric( field: CatalogueField | undefined ): boolean {
	return !! field && NUMERIC_TYPES.includes( field.type );
}

/**
 * The problems the server would refuse, with the server's paths (checked before saving).
 *
 * @param document The edited document.
 */
export function problemsOf( document: CatalogueDocument ): CatalogueProblem[] {
	const problems: CatalogueProblem[] = [];
	const text = ( value: string, path: string, max: number ) => {
		if ( value.trim() === '' ) {
			problems.push( {
				path,
				message: __( 'Please enter a text.', 'immo-wizards' ),
			} );
		} else if ( value.length > max ) {
			problems.push( {
				path,
				message: sprintf(
					/* translators: %d: maximum number of characters. */
					__( 'At most %d characters.', 'immo-wizards' ),
					max
				),
			} );
		}
	};
	const byId = new Map( document.fields.map( ( f ) => [ f.id, f ] ) );
	document.categories.forEach( ( category, i ) => {
		text(
			category.label,
			`categories[${ i }].label`,
			CATALOGUE_LIMITS.label
		);
		category.fields.forEach( ( entry, j ) => {
			if ( entry.search && ! isNumeric( byId.get( entry.id ) ) ) {
				problems.push( {
					path: `categories[${ i }].fields[${ j }].search`,
					message: __(
						'Only number fields can be asked as a range in the saved search.',
						'immo-wizards'
					),
				} );
			}
		} );
	} );
	document.fields.forEach( ( field, i ) => {
		const path = `fields[${ i }]`;
		text( field.label, `${ path }.label`, CATALOGUE_LIMITS.label );
		if ( ( field.unit ?? '' ).length > CATALOGUE_LIMITS.unit ) {
			problems.push( {
				path: `${ path }.unit`,
				message: sprintf(
					/* translators: %d: maximum number of characters. */
					__( 'At most %d characters.', 'immo-wizards' ),
					CATALOGUE_LIMITS.unit
				),
			} );
		}
		if ( field.marketingTypeLabel ) {
			text(
				field.marketingTypeLabel.buy,
				`${ path }.marketingTypeLabel.buy`,
				CATALOGUE_LIMITS.label
			);
			text(
				field.marketingTypeLabel.rent,
				`${ path }.marketingTypeLabel.rent`,
				CATALOGUE_LIMITS.label
			);
		}
		const seen = new Set< string >();
		( field.values ?? [] ).forEach( ( option, k ) => {
			text(
				option.value,
				`${ path }.values[${ k }].value`,
				CATALOGUE_LIMITS.value
			);
			text(
				option.label,
				`${ path }.values[${ k }].label`,
				CATALOGUE_LIMITS.label
			);
			if ( seen.has( option.value.trim() ) ) {
				problems.push( {
					path: `${ path }.values[${ k }].value`,
					message: __(
						'This value is listed twice.',
						'immo-wizards'
					),
				} );
			}
			seen.add( option.value.trim() );
		} );
		if ( field.values && field.values.length === 0 ) {
			problems.push( {
				path: `${ path }.values`,
				message: __(
					'Please keep at least one value.',
					'immo-wizards'
				),
			} );
		}
	} );
	return problems;
}

/**
 * The message for one path, if any.
 *
 * @param problems Problems.
 * @param path     Path of the control.
 */
export function problemAt(
	problems: CatalogueProblem[],
	path: string
): string | undefined {
	return problems.find( ( problem ) => problem.path === path )?.message;
}

/**
 * Whether two documents differ (the unsaved-changes warning).
 *
 * @param a One document.
 * @param b The other.
 */
export function differs( a: CatalogueDocument, b: CatalogueDocument ): boolean {
	return (
		JSON.stringify( [ a.categories, a.fields ] ) !==
		JSON.stringify( [ b.categories, b.fields ] )
	);
}
