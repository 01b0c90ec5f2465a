/**
 * The portal's config (PHP: `ImmoWizards\Blocks\Portal_Config`): the shared settings and the
 * categories the saved-search dialogs offer. It carries no nonce: the session's nonce is fetched at
 * run time, so the page can never be cached with it.
 */
/**
 * Internal dependencies
 */
import type { SharedConfig } from '../host/shared-config';
import { normaliseSharedConfig } from '../wizards/shared/config';
import type { Category } from '../wizards/shared/types';

export interface PortalConfig extends SharedConfig {
	categories: Category[];
}

/**
 * The config with every gap filled.
 *
 * @param config The config from the page.
 */
export function normalisePortalConfig(
	config: Partial< PortalConfig >
): PortalConfig {
	return {
		...normaliseSharedConfig( config ),
		categories: Array.isArray( config.categories ) ? config.categories : [],
	};
}
