/**
 * What the route planner draws on the map: the office marker and, once planned, the route.
 * Runs with the Leaflet the map loaded lazily, so Leaflet stays out of the initial bundle.
 */
/**
 * External dependencies
 */
import type * as Leaflet from 'leaflet';

/**
 * Internal dependencies
 */
import type { MapOverlay } from '../components/map';
import { MARKER_SIZE } from '../components/map/constants';
import { markerIconUrl, primaryColor } from '../components/map/marker-icon';
import type { RouteLineString } from '../api/route';
import { officeAddressLines } from './format';
import type { Office } from './types';

const BLOCK = 'wp-block-immo-wizards-route-planner';

/** Room for the pin above the route and a margin on the other sides, in pixels. */
const FIT_PADDING_TOP_LEFT: [ number, number ] = [ 32, MARKER_SIZE[ 1 ] + 8 ];
const FIT_PADDING_BOTTOM_RIGHT: [ number, number ] = [ 32, 32 ];

export interface RouteOverlayOptions {
	office: Office;
	/** The planned route, if any. */
	route?: RouteLineString | null;
}

/**
 * Name and address of the office as DOM nodes: set as text, never parsed as HTML.
 *
 * @param office The office.
 */
function officeContent( office: Office ): HTMLElement {
	const box = document.createElement( 'div' );
	box.className = `${ BLOCK }__popup`;
	const name = document.createElement( 'strong' );
	name.textContent = office.name;
	box.append( name );
	for ( const line of officeAddressLines( office ) ) {
		box.append( document.createElement( 'br' ), line );
	}
	return box;
}

function officeMarker(
	L: typeof Leaflet,
	office: Office,
	color: string
): Leaflet.Marker {
	const [ width, height ] = MARKER_SIZE;
	const marker = L.marker( [ office.lat, office.lng ], {
		draggable: false,
		alt: office.name,
		title: office.name,
		icon: L.icon( {
			iconUrl: markerIconUrl( color ),
			iconSize: [ width, height ],
			iconAnchor: [ width / 2, height ],
			popupAnchor: [ 0, -height ],
			tooltipAnchor: [ 0, -height ],
		} ),
	} );
	const label = document.createElement( 'span' );
	label.textContent = office.name;
	marker.bindTooltip( label, { direction: 'top' } );
	marker.bindPopup( officeContent( office ) );
	return marker;
}

/**
 * The overlay for the route planner's map. Create it once per office and route (memoise it):
 * each new overlay replaces the layers of the previous one.
 *
 * @param options        Options.
 * @param options.office The office (the marker; the end of the route).
 * @param options.route  The route to draw and fit the view to.
 */
export function createRouteOverlay( {
	office,
	route,
}: RouteOverlayOptions ): MapOverlay {
	return ( { map, L } ) => {
		const color = primaryColor( map.getContainer() );
		const layers: Leaflet.Layer[] = [ officeMarker( L, office, color ) ];
		const points = ( route?.coordinates ?? [] ).map(
			( [ lng, lat ] ): [ number, number ] => [ lat, lng ]
		);
		if ( points.length > 0 ) {
			const line = L.polyline( points, {
				className: `${ BLOCK }__route`,
				color,
				weight: 5,
				opacity: 0.85,
			} );
			const start = L.circleMarker( points[ 0 ], {
				className: `${ BLOCK }__start`,
				radius: 7,
				color,
				weight: 3,
				fillColor: '#fff',
				fillOpacity: 1,
			} );
			layers.push( line, start );
			map.fitBounds(
				line.getBounds().extend( [ office.lat, office.lng ] ),
				{
					paddingTopLeft: FIT_PADDING_TOP_LEFT,
					paddingBottomRight: FIT_PADDING_BOTTOM_RIGHT,
				}
			);
		}
		layers.forEach( ( layer ) => layer.addTo( map ) );
		return () => layers.forEach( ( layer ) => layer.remove() );
	};
}
