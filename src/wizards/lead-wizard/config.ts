/**
 * Internal dependencies
 */
import { DEFAULT_ZOOM } from '../../components/map/constants';
import type { LeadWizardConfig } from './types';

const DEFAULT_CENTER: [ number, number ] = [ 51.1657, 10.4515 ];
const DEFAULT_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const DEFAULT_ATTRIBUTION =
	'&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/**
 * The config with every gap filled, so a partial config (an old block, the
 * editor before the server config arrived) still renders.
 *
 * @param config The config from the page.
 */
export function normaliseConfig(
	config: Partial< LeadWizardConfig >
): LeadWizardConfig {
	const map: Partial< LeadWizardConfig[ 'map' ] > = config.map ?? {};
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
