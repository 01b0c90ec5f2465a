/**
 * External dependencies
 */
import type * as Leaflet from 'leaflet';

export interface LatLng {
	lat: number;
	lng: number;
}

export interface LocationMapProps {
	/** Start centre [ lat, lng ] when no position is set. */
	center: [ number, number ];
	/** Start zoom (narrow windows start at 10). */
	zoom: number;
	tileUrl: string;
	attribution: string;
	/** The marked point; a point set from outside is zoomed to. */
	position?: LatLng | null;
	/** A click on the map or a dragged marker. */
	onPick?: ( position: LatLng ) => void;
	/** Accessible name of the map region. */
	label: string;
	/**
	 * Draws extra layers (region polygons, a route, an office marker) with the lazily loaded Leaflet.
	 * Runs again whenever its identity changes (memoise it); the returned function removes the layers.
	 */
	overlay?: MapOverlay;
}

export type MapOverlay = ( context: {
	map: Leaflet.Map;
	L: typeof Leaflet;
} ) => ( () => void ) | void;
