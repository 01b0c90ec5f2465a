/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { StepKey } from './types';

export function stepLabel( key: StepKey ): string {
	switch ( key ) {
		case 'regions':
			return __( 'Regions', 'immo-wizards' );
		case 'category':
			return __( 'Property', 'immo-wizards' );
		case 'ranges':
			return __( 'Key facts', 'immo-wizards' );
		case 'contact':
			return __( 'Contact', 'immo-wizards' );
	}
}

export function stepTitle( key: StepKey ): string {
	switch ( key ) {
		case 'regions':
			return __( 'Where are you looking?', 'immo-wizards' );
		case 'category':
			return __( 'What exactly are you looking for?', 'immo-wizards' );
		case 'ranges':
			return __( 'Key facts and details', 'immo-wizards' );
		case 'contact':
			return __( 'Your contact details', 'immo-wizards' );
	}
}

/**
 * The save button: editing an existing saved search saves changes.
 *
 * @param editing Whether a saved search with a uuid is edited.
 */
export function saveLabel( editing: boolean ): string {
	return editing
		? __( 'Save changes', 'immo-wizards' )
		: __( 'Create search profile', 'immo-wizards' );
}
