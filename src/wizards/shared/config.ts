/**
 * Internal dependencies
 */
import { DEFAULT_ZOOM } from '../../components/map/constants';
import type { SharedConfig } from '../../host/shared-config';

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
	const map: Partial< SharedConfig[ 'map' ] > = config.map ?? {};
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
		newsletter: config.newsletter ?? { enabled: false, required: false },
		consent: config.consent ?? { required: true },
	};
}
