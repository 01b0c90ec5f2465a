/**
 * Internal dependencies
 */
import type { StepKey } from './types';

/**
 * The steps in order; embedded (portal) without the contact step.
 *
 * @param embedded Whether the wizard is embedded.
 */
export function getSteps( embedded: boolean ): StepKey[] {
	const steps: StepKey[] = [ 'regions', 'category', 'ranges', 'contact' ];
	return embedded ? steps.filter( ( key ) => key !== 'contact' ) : steps;
}

export interface StepRuleState {
	hasRegion: boolean;
	hasCategory: boolean;
}

/**
 * Whether a step header entry can be clicked (spec): the regions always; the
 * category once a region is chosen; ranges and contact once a region and a
 * category are chosen.
 *
 * @param key   The step.
 * @param state Whether a region and a category are chosen.
 */
export function isStepEditable( key: StepKey, state: StepRuleState ): boolean {
	switch ( key ) {
		case 'regions':
			return true;
		case 'category':
			return state.hasRegion;
		default:
			return state.hasRegion && state.hasCategory;
	}
}
