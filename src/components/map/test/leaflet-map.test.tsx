/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';
import L from 'leaflet';

/**
 * Internal dependencies
 */
import LeafletMap from '../leaflet-map';
import { captureMap } from './fixtures/capture-map';

const props = {
	center: [ 52.5, 13.4 ] as [ number, number ],
	zoom: 12,
	tileUrl: 'https://tile.example.org/{z}/{x}/{y}.png',
	attribution: '© OpenStreetMap',
	label: 'Karte',
};

afterEach( () => jest.restoreAllMocks() );

describe( 'LeafletMap', () => {
	it( 'starts at the configured view within zoom 6–20', () => {
		const maps = captureMap();
		render( <LeafletMap { ...props } /> );
		const [ map ] = maps;
		expect( map.getZoom() ).toBe( 12 );
		expect( map.getMinZoom() ).toBe( 6 );
		expect( map.getMaxZoom() ).toBe( 20 );
		expect( screen.getByRole( 'region', { name: 'Karte' } ) ).toBeVisible();
	} );

	it( 'moves without animations when the visitor asks for reduced motion', () => {
		const matchMedia = jest.fn( ( query: string ) => ( {
			matches: query === '(prefers-reduced-motion: reduce)',
		} ) );
		Object.defineProperty( window, 'matchMedia', {
			configurable: true,
			value: matchMedia,
		} );
		const maps = captureMap();
		render( <LeafletMap { ...props } /> );
		const { options } = maps[ 0 ];
		expect( options.zoomAnimation ).toBe( false );
		expect( options.fadeAnimation ).toBe( false );
		expect( options.markerZoomAnimation ).toBe( false );
		expect( options.inertia ).toBe( false );
		delete ( window as { matchMedia?: unknown } ).matchMedia;
	} );

	it( 'reports clicks without zooming, and zooms to points set from outside', () => {
		const maps = captureMap();
		const onPick = jest.fn();
		const { rerender } = render(
			<LeafletMap { ...props } onPick={ onPick } />
		);
		const [ map ] = maps;
		act( () => {
			map.fire( 'click', { latlng: L.latLng( 52.1, 13.1 ) } );
		} );
		expect( onPick ).toHaveBeenCalledWith( { lat: 52.1, lng: 13.1 } );

		const setView = jest.spyOn( map, 'setView' );
		rerender(
			<LeafletMap
				{ ...props }
				onPick={ onPick }
				position={ { lat: 52.1, lng: 13.1 } }
			/>
		);
		expect( setView ).not.toHaveBeenCalled();
		expect(
			screen.getByRole( 'button', { name: 'Lage der Immobilie' } )
		).toBeInTheDocument();

		rerender(
			<LeafletMap
				{ ...props }
				onPick={ onPick }
				position={ { lat: 48.1, lng: 11.5 } }
			/>
		);
		expect( setView ).toHaveBeenCalledWith( [ 48.1, 11.5 ], 18 );
	} );

	it( 'draws overlays with the loaded Leaflet and removes them when they change', () => {
		const maps = captureMap();
		const removed = jest.fn();
		const overlay = jest.fn( ( { map, L: leaflet } ) => {
			const line = leaflet
				.polyline( [
					[ 52.5, 13.4 ],
					[ 52.6, 13.5 ],
				] )
				.addTo( map );
			return () => {
				line.remove();
				removed();
			};
		} );
		const { rerender } = render(
			<LeafletMap { ...props } overlay={ overlay } />
		);
		const [ map ] = maps;
		expect( overlay ).toHaveBeenCalledWith( { map, L } );
		let lines = 0;
		map.eachLayer( ( layer ) => {
			lines += layer instanceof L.Polyline ? 1 : 0;
		} );
		expect( lines ).toBe( 1 );

		rerender( <LeafletMap { ...props } overlay={ undefined } /> );
		expect( removed ).toHaveBeenCalledTimes( 1 );
	} );
} );
