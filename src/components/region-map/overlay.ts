/**
 * External dependencies
 */
import type * as Leaflet from 'leaflet';

/**
 * Internal dependencies
 */
import type { SearchLocationFeature } from '../../api/types';
import { primaryColor } from '../map/marker-icon';

const REGION_CLASS = 'immo-wizards-region-map__region';

/** The drawn regions by location id, and the colour of selected ones. */
export interface RegionLayers {
	paths: Map< number, Leaflet.Path >;
	color: string;
}

export function createRegionLayers(): RegionLayers {
	return { paths: new Map(), color: '' };
}

export interface RegionOverlayOptions {
	map: Leaflet.Map;
	L: typeof Leaflet;
	shapes: SearchLocationFeature[];
	isSelected: ( id: number ) => boolean;
	onToggle: ( id: number ) => void;
	/** Filled with the drawn layers (for restyling on selection changes). */
	layers: RegionLayers;
	/** Zoom to the regions (the first time they are drawn). */
	fit?: boolean;
}

/**
 * Colours a region by its state: selected regions are filled with the
 * theme's primary colour, the others only outlined.
 *
 * @param layer   The region's layer.
 * @param active  Whether the region is selected.
 * @param primary The colour of selected regions.
 */
function styleRegion(
	layer: Leaflet.Path,
	active: boolean,
	primary: string
): void {
	layer.setStyle(
		active
			? {
					color: primary,
					weight: 2,
					fillColor: primary,
					fillOpacity: 0.4,
				}
			: {
					color: '#5f6368',
					weight: 1,
					fillColor: '#5f6368',
					fillOpacity: 0.08,
				}
	);
	const element = layer.getElement?.();
	element?.classList.toggle( 'is-active', active );
}

/**
 * Draws the region outlines; a click toggles a region. Returns the cleanup.
 *
 * @param options The map, Leaflet and the regions.
 */
export function drawRegions( options: RegionOverlayOptions ): () => void {
	const { map, L, shapes, isSelected, onToggle, layers, fit } = options;
	const group = L.featureGroup().addTo( map );
	layers.color = primaryColor( map.getContainer() );
	for ( const shape of shapes ) {
		const id = shape.properties?.locationId;
		if ( typeof id !== 'number' ) {
			continue;
		}
		const geo = L.geoJSON(
			shape as unknown as Parameters< typeof L.geoJSON >[ 0 ],
			{
				style: () => ( { className: REGION_CLASS } ),
			}
		);
		geo.eachLayer( ( layer ) => {
			const path = layer as Leaflet.Path;
			path.on( 'click', ( event: Leaflet.LeafletMouseEvent ) => {
				// The map's own click (setting a point) must not fire as well.
				L.DomEvent.stopPropagation( event );
				onToggle( id );
			} );
			// A node with textContent: Leaflet would insert a string as HTML, and region names are data.
			const tooltip = document.createElement( 'span' );
			tooltip.textContent = shape.properties.name;
			path.bindTooltip( tooltip, { sticky: true } );
			path.addTo( group );
			const element = path.getElement?.();
			// A named picture of the region for assistive technology; choosing regions by keyboard
			// is the regions dropdown's job (the map is its pointer alternative).
			element?.setAttribute( 'role', 'img' );
			element?.setAttribute( 'aria-label', shape.properties.name );
			element?.setAttribute( 'data-location-id', String( id ) );
			styleRegion( path, isSelected( id ), layers.color );
			layers.paths.set( id, path );
		} );
	}
	if ( fit && layers.paths.size ) {
		const bounds = group.getBounds();
		if ( bounds.isValid() ) {
			map.fitBounds( bounds, { padding: [ 16, 16 ] } );
		}
	}
	return () => {
		group.remove();
		layers.paths.clear();
	};
}

/**
 * Restyles the drawn regions after the selection changed.
 *
 * @param layers   The drawn regions.
 * @param selected Selected ids.
 */
export function restyleRegions(
	layers: RegionLayers,
	selected: number[]
): void {
	layers.paths.forEach( ( layer, id ) =>
		styleRegion( layer, selected.includes( id ), layers.color )
	);
}
