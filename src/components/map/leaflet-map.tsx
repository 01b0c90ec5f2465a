/**
 * The Leaflet part of the map. Loaded on demand (see index.tsx), so Leaflet
 * and its CSS stay out of the initial bundle.
 */
/**
 * External dependencies
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';

/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { prefersReducedMotion } from '../../host/motion';
import {
	FOCUS_ZOOM,
	MARKER_SIZE,
	MAX_NATIVE_ZOOM,
	MAX_ZOOM,
	MIN_ZOOM,
	TILE_SIZE,
	initialZoom,
} from './constants';
import { markerIconUrl, primaryColor } from './marker-icon';
import type { LatLng, LocationMapProps } from './types';

const key = ( position: LatLng ) => `${ position.lat },${ position.lng }`;

/** Leaflet's zoom animation state, which it keeps private. */
type AnimatedMap = L.Map & {
	_animatingZoom?: boolean;
	_onZoomTransitionEnd?: () => void;
};

/**
 * Removes a map, ending a running zoom animation first: Leaflet ends it from a timer that outlives
 * remove() and then reads the removed panes (a visitor who zooms and goes on at once).
 *
 * @param map The map.
 */
function removeMap( map: AnimatedMap ): void {
	if ( map._animatingZoom ) {
		map._onZoomTransitionEnd?.();
	}
	map.remove();
}

export default function LeafletMap( {
	center,
	zoom,
	tileUrl,
	attribution,
	position,
	onPick,
	label,
	overlay,
}: LocationMapProps ) {
	const containerRef = useRef< HTMLDivElement >( null );
	const mapRef = useRef< L.Map | null >( null );
	const markerRef = useRef< L.Marker | null >( null );
	// The last point this map reported: echoing it back must not re-zoom.
	const pickedRef = useRef( '' );
	const onPickRef = useRef( onPick );
	onPickRef.current = onPick;

	useEffect( () => {
		const container = containerRef.current;
		if ( ! container ) {
			return;
		}
		// With reduced motion asked for, zooms jump instead of gliding, tiles and markers do not
		// fade or scale, and a drag stops where it ends.
		const animate = ! prefersReducedMotion();
		const map = L.map( container, {
			minZoom: MIN_ZOOM,
			maxZoom: MAX_ZOOM,
			center,
			zoom: initialZoom( zoom, window.innerWidth ),
			zoomAnimation: animate,
			fadeAnimation: animate,
			markerZoomAnimation: animate,
			inertia: animate,
		} );
		L.tileLayer( tileUrl, {
			attribution,
			tileSize: TILE_SIZE,
			minZoom: MIN_ZOOM,
			maxZoom: MAX_ZOOM,
			maxNativeZoom: MAX_NATIVE_ZOOM,
		} ).addTo( map );
		map.on( 'click', ( event: L.LeafletMouseEvent ) => {
			const picked = { lat: event.latlng.lat, lng: event.latlng.lng };
			pickedRef.current = key( picked );
			onPickRef.current?.( picked );
		} );
		mapRef.current = map;

		// The map may be shown or resized after creation (layout, window).
		const observer =
			typeof ResizeObserver === 'function'
				? new ResizeObserver( () => map.invalidateSize() )
				: null;
		observer?.observe( container );
		return () => {
			observer?.disconnect();
			removeMap( map );
			mapRef.current = null;
			markerRef.current = null;
		};
		// The tile source and start view are fixed for the map's lifetime.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	useEffect( () => {
		const map = mapRef.current;
		return map && overlay ? overlay( { map, L } ) || undefined : undefined;
	}, [ overlay ] );

	const lat = position?.lat;
	const lng = position?.lng;
	useEffect( () => {
		const map = mapRef.current;
		if ( ! map ) {
			return;
		}
		if ( lat === undefined || lng === undefined ) {
			markerRef.current?.remove();
			markerRef.current = null;
			return;
		}
		if ( markerRef.current ) {
			markerRef.current.setLatLng( [ lat, lng ] );
		} else {
			const [ width, height ] = MARKER_SIZE;
			const marker = L.marker( [ lat, lng ], {
				draggable: true,
				alt: __( 'Location of the property', 'immo-wizards' ),
				icon: L.icon( {
					iconUrl: markerIconUrl(
						primaryColor( containerRef.current ?? document.body )
					),
					iconSize: [ width, height ],
					iconAnchor: [ width / 2, height ],
				} ),
			} );
			marker.on( 'dragend', () => {
				const { lat: newLat, lng: newLng } = marker.getLatLng();
				const picked = { lat: newLat, lng: newLng };
				pickedRef.current = key( picked );
				onPickRef.current?.( picked );
			} );
			marker.addTo( map );
			markerRef.current = marker;
		}
		if ( key( { lat, lng } ) !== pickedRef.current ) {
			map.setView( [ lat, lng ], FOCUS_ZOOM );
		}
	}, [ lat, lng ] );

	return (
		<div
			ref={ containerRef }
			className="immo-wizards-map__canvas"
			role="region"
			aria-label={ label }
		/>
	);
}
