/**
 * The portal's config (PHP: `ImmoWizards\Blocks\Portal_Config`): the shared settings, the URL that
 * hands out the session's nonce at run time (never a nonce itself: the page could be cached with
 * it), and the config of the saved-search wizard its dialogs embed.
 */
/**
 * Internal dependencies
 */
import type { SharedConfig } from '../host/shared-config';
import { normaliseConfig } from '../wizards/saved-search-wizard/config';
import type { SavedSearchWizardConfig } from '../wizards/saved-search-wizard/types';
import { normaliseSharedConfig } from '../host/shared-config';

export interface PortalConfig extends SharedConfig {
	/** admin-ajax's `rest-nonce` action; null: where api-fetch (or the default) says. */
	nonceEndpoint: string | null;
	/** Whether the page came with a login cookie; false: logged out, nothing to check at start. */
	hasSession: boolean;
	/** The embedded wizard's config; its categories also title the saved-search cards. */
	savedSearchWizard: SavedSearchWizardConfig;
}

export type PortalConfigInput = Partial<
	Omit< PortalConfig, 'savedSearchWizard' >
> & { savedSearchWizard?: Partial< SavedSearchWizardConfig > };

/**
 * The config with every gap filled.
 *
 * @param config The config from the page.
 */
export function normalisePortalConfig(
	config: PortalConfigInput
): PortalConfig {
	const shared = normaliseSharedConfig( config );
	return {
		...shared,
		nonceEndpoint:
			typeof config.nonceEndpoint === 'string' && config.nonceEndpoint
				? config.nonceEndpoint
				: null,
		// Missing (e.g. a page from before the flag): check, as a session may exist.
		hasSession: config.hasSession !== false,
		savedSearchWizard: normaliseConfig( {
			...shared,
			...config.savedSearchWizard,
			// Embedded: the portal's dialog has no step header.
			showSteps: false,
		} ),
	};
}
