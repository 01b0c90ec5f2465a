/**
 * Internal dependencies
 */
import {
	normaliseSharedConfig,
	type SharedConfig,
} from '../../../host/shared-config';

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
	const { privacyUrl, newsletter, consent } = normaliseSharedConfig( config );
	return {
		privacyUrl,
		newsletter,
		consent,
		submitUrl: config.submitUrl || undefined,
	};
}
