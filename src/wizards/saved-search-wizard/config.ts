/**
 * Internal dependencies
 */
import { normaliseSharedConfig } from '../../host/shared-config';
import type { SavedSearchWizardConfig } from './types';

/**
 * Region ids from the config: a list of ids, or the block attribute's
 * comma-separated text ("1,2").
 *
 * @param value The configured value.
 */
export function parseRegionIds( value: unknown ): number[] {
	const parts = Array.isArray( value )
		? value
		: String( value ?? '' ).split( ',' );
	const ids = parts
		.map( ( part ) => Number( String( part ).trim() ) )
		.filter( ( id ) => Number.isInteger( id ) && id > 0 );
	return [ ...new Set( ids ) ];
}

/**
 * The config with every gap filled.
 *
 * @param config The config from the page.
 */
export function normaliseConfig(
	config: Partial< SavedSearchWizardConfig >
): SavedSearchWizardConfig {
	return {
		showSteps: config.showSteps ?? true,
		marketingType: config.marketingType === 'rent' ? 'rent' : 'buy',
		preselectedRegions: parseRegionIds( config.preselectedRegions ),
		regions: Array.isArray( config.regions ) ? config.regions : undefined,
		submitUrl: config.submitUrl || undefined,
		categories: Array.isArray( config.categories ) ? config.categories : [],
		fieldsRevision: String( config.fieldsRevision ?? '' ),
		...normaliseSharedConfig( config ),
	};
}
