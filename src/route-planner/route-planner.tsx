/**
 * WordPress dependencies
 */
import { useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PhotonFeature } from '../api/types';
import { FeatureDisabled } from '../components/feature-disabled';
import { LocationMap } from '../components/map';
import { useConsent } from '../host/use-consent';
import { featureLabel } from '../wizards/lead-wizard/address-text';
import { ExternalLink } from './external-link';
import { officeMapUrl } from './links';
import { OfficeAddress } from './office-address';
import { createRouteOverlay } from './route-overlay';
import { RouteSearch } from './route-search';
import type { RoutePlannerConfig } from './types';
import { useRoute } from './use-route';
import { useRouteFunnel } from './use-route-funnel';

const BLOCK = 'wp-block-immo-wizards-route-planner';

/** Street level around the office before a route is planned. */
const OFFICE_ZOOM = 15;

/**
 * "Ihr Weg zu uns": the office on a map and the car route to it from an address the visitor
 * searches. Map, address search and routing need consent to third-party services; without it the
 * office address and a link to it on OpenStreetMap remain. Without a routing service (site
 * settings) there is no route search: the office on the map and the link remain.
 *
 * @param props        Props.
 * @param props.config The normalised config.
 */
export function RoutePlanner( { config }: { config: RoutePlannerConfig } ) {
	const { office, map, routing } = config;
	const { thirdParty } = useConsent( config.consent.required );
	const [ startText, setStartText ] = useState( '' );
	const { state, plan } = useRoute();
	const openRoute = useRouteFunnel(
		thirdParty && routing.enabled,
		state.status
	);

	const route = state.status === 'done' ? state.route : null;
	const overlay = useMemo(
		() => createRouteOverlay( { office, route: route?.geometry } ),
		[ office, route ]
	);

	const choose = ( feature: PhotonFeature ) => {
		const [ lng, lat ] = feature.geometry.coordinates;
		setStartText( featureLabel( feature ) );
		plan( { lat, lng } );
	};

	const officeLink = (
		<ExternalLink
			className={ `${ BLOCK }__office-link` }
			href={ officeMapUrl( office ) }
		>
			{ __( 'Show our office on OpenStreetMap', 'immo-wizards' ) }
		</ExternalLink>
	);

	return (
		<div className={ `${ BLOCK }__planner` }>
			<h2 className={ `${ BLOCK }__title` }>
				{ __( 'Your way to us', 'immo-wizards' ) }
			</h2>
			<OfficeAddress office={ office } />
			{ thirdParty ? (
				<>
					{ routing.enabled && (
						<RouteSearch
							state={ state }
							start={ startText }
							onSelect={ choose }
							onOpenRoute={ openRoute }
						/>
					) }
					<LocationMap
						center={ [ office.lat, office.lng ] }
						zoom={ OFFICE_ZOOM }
						tileUrl={ map.tileUrl }
						attribution={ map.attribution }
						overlay={ overlay }
						label={
							routing.enabled
								? __(
										'Map with the route to our office',
										'immo-wizards'
									)
								: __( 'Map with our office', 'immo-wizards' )
						}
					/>
					{ ! routing.enabled && officeLink }
				</>
			) : (
				<>
					<FeatureDisabled className={ `${ BLOCK }__disabled` } />
					{ officeLink }
				</>
			) }
		</div>
	);
}
