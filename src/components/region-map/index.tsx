/**
 * WordPress dependencies
 */
import { useEffect, useMemo, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { SearchLocationFeature } from '../../api/types';
import type { MapConfig } from '../../host/shared-config';
import { LocationMap, type MapOverlay } from '../map';
import {
	createRegionLayers,
	drawRegions,
	restyleRegions,
	type RegionLayers,
} from './overlay';

export interface RegionMapProps {
	/** The region outlines. */
	shapes: SearchLocationFeature[];
	/** Selected region ids. */
	selected: number[];
	/** A region was clicked. */
	onToggle: ( id: number ) => void;
	map: MapConfig;
	/** Accessible name of the map. */
	label: string;
}

/**
 * The map of the regions: outlines drawn over the (lazily loaded) map, a
 * click toggles a region, selected regions are filled.
 *
 * @param props The props.
 */
export function RegionMap( props: RegionMapProps ) {
	const { shapes, selected, onToggle, map, label } = props;
	const layers = useRef< RegionLayers >( createRegionLayers() );
	const selectedRef = useRef( selected );
	selectedRef.current = selected;
	const onToggleRef = useRef( onToggle );
	onToggleRef.current = onToggle;
	const fitted = useRef( false );

	// Drawn again only when the outlines change; the selection only restyles.
	const overlay = useMemo< MapOverlay >(
		() =>
			( { map: leafletMap, L } ) => {
				const cleanup = drawRegions( {
					map: leafletMap,
					L,
					shapes,
					isSelected: ( id ) => selectedRef.current.includes( id ),
					onToggle: ( id ) => onToggleRef.current( id ),
					layers: layers.current,
					fit: ! fitted.current,
				} );
				fitted.current = fitted.current || shapes.length > 0;
				return cleanup;
			},
		[ shapes ]
	);

	useEffect( () => {
		restyleRegions( layers.current, selected );
	}, [ selected ] );

	return (
		<LocationMap
			center={ map.center }
			zoom={ map.zoom }
			tileUrl={ map.tileUrl }
			attribution={ map.attribution }
			label={ label }
			overlay={ overlay }
		/>
	);
}

export default RegionMap;
