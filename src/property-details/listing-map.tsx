/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { CookieBanner } from '../components/cookie-banner';
import { FeatureDisabled } from '../components/feature-disabled';
import { LocationMap, type LatLng } from '../components/map';
import type { SharedConfig } from '../host/shared-config';
import { useConsent } from '../host/use-consent';

/** Street level around the property. */
export const LISTING_ZOOM = 15;

/** What the server prints into the exposé's map container (PHP: `Details_Renderer::map()`). */
export interface ListingMapConfig extends SharedConfig {
	/** The published coordinates of the property. */
	position: LatLng;
}

/**
 * The property on a map, loaded only after consent to third-party services; until then the notice
 * with the way to the cookie settings stands in for it.
 *
 * @param props        Props.
 * @param props.config Config from the container.
 */
export function ListingMap( { config }: { config: ListingMapConfig } ) {
	const { thirdParty } = useConsent( config.consent.required );
	const { position, map } = config;
	return (
		<>
			{ /* Before the map: first in tab order, as it is shown. */ }
			<CookieBanner
				required={ config.consent.required }
				wpConsentApi={ config.consent.wpConsentApi }
				privacyUrl={ config.privacyUrl }
			/>
			{ thirdParty ? (
				<LocationMap
					center={ [ position.lat, position.lng ] }
					zoom={ LISTING_ZOOM }
					tileUrl={ map.tileUrl }
					attribution={ map.attribution }
					position={ position }
					label={ __(
						'Map with the location of the property',
						'immo-wizards'
					) }
				/>
			) : (
				<FeatureDisabled className="immo-wizards-expose__map-disabled" />
			) }
		</>
	);
}

export default ListingMap;
