/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { CookieBanner } from '../components/cookie-banner';
import { normaliseConfig } from './config';
import { RoutePlanner } from './route-planner';
import type { RoutePlannerConfig } from './types';

export interface RoutePlannerAppProps {
	config: Partial< RoutePlannerConfig >;
}

/**
 * The route planner as mounted on a page (block, shortcode).
 *
 * @param props        Props.
 * @param props.config Config from the page.
 */
export function RoutePlannerApp( { config }: RoutePlannerAppProps ) {
	const settings = useMemo( () => normaliseConfig( config ), [ config ] );
	return (
		<>
			{ /* Before the screen: first in tab order, as it is shown. */ }
			<CookieBanner
				required={ settings.consent.required }
				wpConsentApi={ settings.consent.wpConsentApi }
				privacyUrl={ settings.privacyUrl }
			/>
			<RoutePlanner config={ settings } />
		</>
	);
}

export default RoutePlannerApp;
