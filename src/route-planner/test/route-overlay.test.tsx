/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';
import L from 'leaflet';

/**
 * Internal dependencies
 */
import LeafletMap from '../../components/map/leaflet-map';
import { captureMap } from '../../components/map/test/fixtures/capture-map';
import { createRouteOverlay } from '../route-overlay';
import type { Office } from '../types';
import { office as fixtureOffice } from './fixtures';

const office: Office = {
	...fixtureOffice,
	name: 'Immo <b>Wizards</b> Musterbüro',
};

const route = {
	type: 'LineString' as const,
	coordinates: [
		[ 13.8, 51.1 ],
		[ 13.77, 51.07 ],
		[ 13.7373, 51.0455 ],
	] as [ number, number ][],
};

const props = {
	center: [ office.lat, office.lng ] as [ number, number ],
	zoom: 15,
	tileUrl: 'https://tile.example.org/{z}/{x}/{y}.png',
	attribution: '© OpenStreetMap',
	label: 'Karte',
};

function layersOf( map: L.Map ) {
	const layers: L.Layer[] = [];
	map.eachLayer( ( layer ) => {
		layers.push( layer );
	} );
	return {
		markers: layers.filter( ( l ) => l instanceof L.Marker ) as L.Marker[],
		// Circle markers are paths too: count the route lines on their own.
		lines: layers.filter(
			( l ) => l instanceof L.Polyline
		) as L.Polyline[],
		circles: layers.filter( ( l ) => l instanceof L.CircleMarker ),
	};
}

afterEach( () => jest.restoreAllMocks() );

describe( 'route overlay', () => {
	it( 'marks the office with a fixed pin that names it, its address as text', () => {
		const maps = captureMap();
		render(
			<LeafletMap
				{ ...props }
				overlay={ createRouteOverlay( { office } ) }
			/>
		);
		const [ map ] = maps;
		const { markers, lines } = layersOf( map );
		expect( markers ).toHaveLength( 1 );
		expect( lines ).toHaveLength( 0 );
		const [ marker ] = markers;
		expect( marker.getLatLng() ).toEqual( L.latLng( 51.0455, 13.7373 ) );
		expect( marker.options.draggable ).toBe( false );
		const icon = marker.options.icon as L.Icon;
		expect( icon.options.iconSize ).toEqual( [ 54, 67 ] );
		expect( icon.options.iconAnchor ).toEqual( [ 27, 67 ] );
		expect(
			screen.getByRole( 'button', { name: office.name } )
		).toBeInTheDocument();

		act( () => {
			marker.openPopup();
		} );
		const popup = marker.getPopup()?.getElement();
		expect( popup ).toHaveTextContent(
			'Immo <b>Wizards</b> MusterbüroPrager Straße 1001069 Dresden'
		);
		// Set as text: markup in the settings is shown, never parsed.
		expect( popup?.querySelector( 'b' ) ).toBeNull();
		expect( marker.getTooltip()?.getContent() ).toHaveTextContent(
			office.name
		);
	} );

	it( 'draws the route with its start and fits the view to it', () => {
		const maps = captureMap();
		const fitBounds = jest.spyOn( L.Map.prototype, 'fitBounds' );
		render(
			<LeafletMap
				{ ...props }
				overlay={ createRouteOverlay( { office, route } ) }
			/>
		);
		const [ map ] = maps;
		const { markers, lines, circles } = layersOf( map );
		expect( markers ).toHaveLength( 1 );
		expect( circles ).toHaveLength( 1 );
		const line = lines.find(
			( layer ) => ! ( layer instanceof L.CircleMarker )
		) as L.Polyline;
		expect( line.getLatLngs() ).toEqual( [
			L.latLng( 51.1, 13.8 ),
			L.latLng( 51.07, 13.77 ),
			L.latLng( 51.0455, 13.7373 ),
		] );
		expect( fitBounds ).toHaveBeenCalledTimes( 1 );
		const bounds = fitBounds.mock.calls[ 0 ][ 0 ] as L.LatLngBounds;
		expect( bounds.contains( L.latLng( 51.1, 13.8 ) ) ).toBe( true );
		expect( bounds.contains( L.latLng( 51.0455, 13.7373 ) ) ).toBe( true );
	} );

	it( 'replaces its layers when the route changes', () => {
		const maps = captureMap();
		const { rerender } = render(
			<LeafletMap
				{ ...props }
				overlay={ createRouteOverlay( { office, route } ) }
			/>
		);
		rerender(
			<LeafletMap
				{ ...props }
				overlay={ createRouteOverlay( { office, route: null } ) }
			/>
		);
		const { markers, lines } = layersOf( maps[ 0 ] );
		expect( markers ).toHaveLength( 1 );
		expect( lines ).toHaveLength( 0 );
	} );
} );
