/**
 * WordPress dependencies
 */
import { Suspense, lazy } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { LocationMapProps } from './types';
import './style.scss';

const LeafletMap = lazy(
	() => import( /* webpackChunkName: "map" */ './leaflet-map' )
);

/**
 * A map with one draggable marker. Leaflet (script and CSS) is loaded only
 * when the first map is shown.
 *
 * @param props Map props.
 */
export function LocationMap( props: LocationMapProps ) {
	return (
		<div className="immo-wizards-map">
			<Suspense
				fallback={
					<div className="immo-wizards-map__placeholder">
						{ __( 'Loading map…', 'immo-wizards' ) }
					</div>
				}
			>
				<LeafletMap { ...props } />
			</Suspense>
		</div>
	);
}

export type { LatLng, LocationMapProps, MapOverlay } from './types';
