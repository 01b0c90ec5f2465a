/**
 * External dependencies
 */
import { act, render } from '@testing-library/react';
import L from 'leaflet';

/**
 * Internal dependencies
 */
import LeafletMap from '../../map/leaflet-map';
import type { MapOverlay } from '../../map';
import type { SearchLocationFeature } from '../../../api/types';
import {
	createRegionLayers,
	drawRegions,
	restyleRegions,
	type RegionLayers,
} from '../overlay';

const shape = ( id: number, lng: number ): SearchLocationFeature => ( {
	type: 'Feature',
	properties: { locationId: id, name: `Region ${ id }` },
	geometry: {
		type: 'Polygon',
		coordinates: [
			[
				[ lng, 51 ],
				[ lng + 0.01, 51 ],
				[ lng + 0.01, 51.01 ],
				[ lng, 51 ],
			],
		],
	},
} );

const shapes = [ shape( 11, 13.7 ), shape( 12, 13.72 ) ];

function renderWithOverlay( overlay: MapOverlay ) {
	const maps: L.Map[] = [];
	const original = L.map;
	jest.spyOn( L, 'map' ).mockImplementation( ( ...args ) => {
		const map = original( ...args );
		maps.push( map );
		return map;
	} );
	const view = render(
		<LeafletMap
			center={ [ 51, 13.7 ] }
			zoom={ 12 }
			tileUrl="https://tile.example.org/{z}/{x}/{y}.png"
			attribution="© OpenStreetMap"
			label="Karte"
			overlay={ overlay }
		/>
	);
	return { ...view, map: maps[ 0 ] };
}

afterEach( () => jest.restoreAllMocks() );

describe( 'region overlay', () => {
	it( 'draws the regions, highlights the selected ones and toggles on click', () => {
		const layers: RegionLayers = createRegionLayers();
		const onToggle = jest.fn();
		const mapClick = jest.fn();
		const overlay: MapOverlay = ( { map, L: leaflet } ) =>
			drawRegions( {
				map,
				L: leaflet,
				shapes,
				isSelected: ( id ) => id === 11,
				onToggle,
				layers,
			} );
		const { map, unmount } = renderWithOverlay( overlay );
		map.on( 'click', mapClick );

		expect( [ ...layers.paths.keys() ] ).toEqual( [ 11, 12 ] );
		const active = layers.paths.get( 11 ) as L.Polygon;
		const inactive = layers.paths.get( 12 ) as L.Polygon;
		expect( map.hasLayer( active ) ).toBe( true );
		expect( active.options.fillOpacity ).toBe( 0.4 );
		expect( inactive.options.fillOpacity ).toBe( 0.08 );

		act( () => {
			inactive.fire( 'click', {
				latlng: L.latLng( 51.001, 13.721 ),
				originalEvent: new MouseEvent( 'click' ),
			} );
		} );
		expect( onToggle ).toHaveBeenCalledWith( 12 );

		restyleRegions( layers, [ 12 ] );
		expect( active.options.fillOpacity ).toBe( 0.08 );
		expect( inactive.options.fillOpacity ).toBe( 0.4 );

		unmount();
		expect( layers.paths.size ).toBe( 0 );
	} );

	it( 'zooms to the regions when asked', () => {
		const layers = createRegionLayers();
		const fitBounds = jest.spyOn( L.Map.prototype, 'fitBounds' );
		renderWithOverlay( ( { map, L: leaflet } ) =>
			drawRegions( {
				map,
				L: leaflet,
				shapes,
				isSelected: () => true,
				onToggle: jest.fn(),
				layers,
				fit: true,
			} )
		);
		expect( fitBounds ).toHaveBeenCalledTimes( 1 );
		const [ bounds ] = fitBounds.mock.calls[ 0 ] as [ L.LatLngBounds ];
		expect( bounds.getWest() ).toBeCloseTo( 13.7 );
		expect( bounds.getEast() ).toBeCloseTo( 13.73 );
	} );
} );
