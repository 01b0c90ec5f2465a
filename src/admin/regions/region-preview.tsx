/**
 * The selected region's shape on the map (a group: its sub-regions' shapes), with the plugin's tiles.
 */
/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Region } from '../../api/regions';
import type { SearchLocationFeature } from '../../api/types';
import { RegionMap } from '../../components/region-map';
import type { MapConfig } from '../../host/shared-config';
import { previewShapes } from './tree';

interface Props {
	regions: Region[];
	selected: Region | null;
	map: MapConfig;
}

const ignoreClick = () => undefined;

export function RegionPreview( { regions, selected, map }: Props ) {
	if ( ! selected ) {
		return (
			<p className="immo-wizards-regions__hint">
				{ __(
					'Select a region to see its shape on the map.',
					'immo-wizards'
				) }
			</p>
		);
	}
	const shapes: SearchLocationFeature[] = previewShapes(
		regions,
		selected
	).map( ( region ) => ( {
		type: 'Feature',
		properties: { locationId: region.id, name: region.name },
		geometry: region.geometry!,
	} ) );
	if ( ! shapes.length ) {
		return (
			<p className="immo-wizards-regions__hint">
				{ __(
					'This region has no shape yet. Upload one as GeoJSON.',
					'immo-wizards'
				) }
			</p>
		);
	}
	return (
		<RegionMap
			// A new map per region and shape, so it zooms to what it shows.
			key={ `${ selected.id }:${ JSON.stringify( shapes ).length }` }
			shapes={ shapes }
			selected={ shapes.map( ( shape ) => shape.properties.locationId ) }
			onToggle={ ignoreClick }
			map={ map }
			label={ sprintf(
				/* translators: %s: region name */
				__( 'Map of %s', 'immo-wizards' ),
				selected.name
			) }
		/>
	);
}
