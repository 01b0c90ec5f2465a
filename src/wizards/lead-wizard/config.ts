/**
 * Internal dependencies
 */
import { normaliseSharedConfig } from '../../host/shared-config';
import type { LeadWizardConfig } from './types';

/**
 * The config with every gap filled, so a partial config (an old block, the
 * editor before the server config arrived) still renders.
 *
 * @param config The config from the page.
 */
export function normaliseConfig(
	config: Partial< LeadWizardConfig >
): LeadWizardConfig {
	return {
		mode: config.mode === 'seeker' ? 'seeker' : 'owner',
		stepOrder:
			config.stepOrder === 'address-first'
				? 'address-first'
				: 'category-first',
		showSteps: config.showSteps ?? true,
		contactForm: config.contactForm ?? true,
		marketingType: config.marketingType === 'rent' ? 'rent' : 'buy',
		submitUrl: config.submitUrl || undefined,
		categories: Array.isArray( config.categories ) ? config.categories : [],
		fieldsRevision: String( config.fieldsRevision ?? '' ),
		...normaliseSharedConfig( config ),
	};
}
