/**
 * Internal dependencies
 */
import type { SharedConfig } from '../../../host/shared-config';

/** What the request forms use of the shared config. */
export type RequestFormSettings = Pick<
	SharedConfig,
	'privacyUrl' | 'newsletter' | 'consent'
> & { submitUrl?: string };

/**
 * The shared settings with every gap filled, so a partial config (the editor before the server
 * config arrived, an old block) still renders.
 *
 * @param config The config from the page.
 */
export function normaliseFormSettings(
	config: Partial< RequestFormSettings >
): RequestFormSettings {
	return {
		privacyUrl: config.privacyUrl ?? '',
		newsletter: {
			enabled: config.newsletter?.enabled ?? false,
			required: config.newsletter?.required ?? false,
		},
		consent: { required: config.consent?.required ?? true },
		submitUrl: config.submitUrl || undefined,
	};
}
