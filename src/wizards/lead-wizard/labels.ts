/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Category, StepKey } from './types';

export function stepLabel( key: StepKey ): string {
	switch ( key ) {
		case 'category':
			return __( 'Property', 'immo-wizards' );
		case 'address':
			return __( 'Address', 'immo-wizards' );
		case 'details':
			return __( 'Details', 'immo-wizards' );
		case 'contact':
			return __( 'Contact', 'immo-wizards' );
	}
}

/**
 * ' ' + the category's genitive phrase, or nothing without a category.
 * @param category The chosen category.
 */
function phrase( category: Category | undefined ): string {
	return category?.phrase ? ` ${ category.phrase }` : '';
}

export function addressTitle( category: Category | undefined ): string {
	return sprintf(
		/* translators: %s: ' ' followed by the property in the genitive, e.g. ' of your house' (German: ' Ihres Hauses'), or nothing. */
		__( 'What is the address%s?', 'immo-wizards' ),
		phrase( category )
	);
}

export function detailsTitle( category: Category | undefined ): string {
	return sprintf(
		/* translators: %s: ' ' followed by the property in the genitive, e.g. ' of your house' (German: ' Ihres Hauses'), or nothing. */
		__( 'Details%s', 'immo-wizards' ),
		phrase( category )
	);
}
