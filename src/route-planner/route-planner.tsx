/**
 * WordPress dependencies
 */
import { useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PhotonFeature } from '../api/types';
import { AddressSearch } from '../components/address-search';
import { FeatureDisabled } from '../components/feature-disabled';
import { LocationMap } from '../components/map';
import { useConsent } from '../host/use-consent';
import { featureLabel } from '../wizards/lead-wizard/address-text';
import { ExternalLink } from './external-link';
import { officeMapUrl } from './links';
import { OfficeAddress } from './office-address';
import { createRouteOverlay } from './route-overlay';
import { RouteSummary } from './route-summary';
import type { RoutePlannerConfig } from './types';
import { useRoute } from './use-route';

const BLOCK = 'wp-block-immo-wizards-route-planner';

/** Street level around the office before a route is planned. */
export const OFFICE_ZOOM = 15;

/**
 * "Ihr Weg zu uns": the office on a map and the car route to it from an address the visitor
 * searches. Map, address search and routing need consent to third-party services; without it the
 * office address and a link to it on OpenStreetMap remain.
 *
 * @param props        Props.
 * @param props.config The normalised config.
 */
export function RoutePlanner( { config }: { config: RoutePlannerConfig } ) {
	const { office, map } = config;
	const { thirdParty } = useConsent( config.consent.required );
	const [ startText, setStartText ] = useState( '' );
	const { state, plan } = useRoute();

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

	return (
		<div className={ `${ BLOCK }__planner` }>
			<h2 className={ `${ BLOCK }__title` }>
				{ __( 'Your way to us', 'immo-wizards' ) }
			</h2>
			<OfficeAddress office={ office } />
			{ thirdParty ? (
				<>
					<AddressSearch
						className={ `${ BLOCK }__search` }
						label={ __( 'Your start address', 'immo-wizards' ) }
						selectedText={ startText }
						getOptionLabel={ featureLabel }
						onSelect={ choose }
					/>
					<div className={ `${ BLOCK }__result` } role="status">
						{ state.status === 'loading' && (
							<p className={ `${ BLOCK }__loading` }>
								{ __( 'Calculating route…', 'immo-wizards' ) }
							</p>
						) }
						{ state.status === 'done' && (
							<RouteSummary
								start={ state.start }
								route={ state.route }
							/>
						) }
					</div>
					{ state.status === 'error' && (
						<p className={ `${ BLOCK }__error` } role="alert">
							{ state.message }
						</p>
					) }
					<LocationMap
						center={ [ office.lat, office.lng ] }
						zoom={ OFFICE_ZOOM }
						tileUrl={ map.tileUrl }
						attribution={ map.attribution }
						overlay={ overlay }
						label={ __(
							'Map with the route to our office',
							'immo-wizards'
						) }
					/>
				</>
			) : (
				<>
					<FeatureDisabled className={ `${ BLOCK }__disabled` } />
					<ExternalLink
						className={ `${ BLOCK }__office-link` }
						href={ officeMapUrl( office ) }
					>
						{ __(
							'Show our office on OpenStreetMap',
							'immo-wizards'
						) }
					</ExternalLink>
				</>
			) }
		</div>
	);
}
