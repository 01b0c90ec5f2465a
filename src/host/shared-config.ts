/**
 * The part of every screen's config that comes from the plugin settings
 * (PHP: `ImmoWizards\Blocks\Shared_Config`), and the one way to fill its gaps.
 */
/**
 * Internal dependencies
 */
import { DEFAULT_ZOOM } from '../components/map/constants';

export interface MapConfig {
	center: [ number, number ];
	zoom: number;
	tileUrl: string;
	attribution: string;
}

export interface SharedConfig {
	map: MapConfig;
	privacyUrl: string;
	newsletter: { enabled: boolean; required: boolean };
	/** `wpConsentApi`: the site's consent plugin decides (WP Consent API), no banner of ours. */
	consent: { required: boolean; wpConsentApi?: boolean };
}

const DEFAULT_CENTER: [ number, number ] = [ 51.1657, 10.4515 ];
const DEFAULT_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const DEFAULT_ATTRIBUTION =
	'&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/**
 * The settings part of a screen config with every gap filled, so a partial
 * config (an old block, the editor before the server config arrived) still
 * renders.
 *
 * @param config The config from the page.
 */
export function normaliseSharedConfig(
	config: Partial< SharedConfig >
): SharedConfig {
	const map: Partial< MapConfig > = config.map ?? {};
	return {
		map: {
			center:
				Array.isArray( map.center ) && map.center.length === 2
					? map.center
					: DEFAULT_CENTER,
			zoom: typeof map.zoom === 'number' ? map.zoom : DEFAULT_ZOOM,
			tileUrl: map.tileUrl || DEFAULT_TILES,
			attribution: map.attribution ?? DEFAULT_ATTRIBUTION,
		},
		privacyUrl: config.privacyUrl ?? '',
		newsletter: {
			enabled: config.newsletter?.enabled ?? false,
			required: config.newsletter?.required ?? false,
		},
		consent: {
			required: config.consent?.required ?? true,
			wpConsentApi: config.consent?.wpConsentApi ?? false,
		},
	};
}
