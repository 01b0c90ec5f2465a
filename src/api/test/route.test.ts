/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { onApiError } from '../client';
import { ApiError } from '../errors';
import { route } from '../../route-planner/test/fixtures';
import { fetchRoute, isRouteResponse } from '../route';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedApiFetch = apiFetch as unknown as jest.Mock;

describe( 'fetchRoute', () => {
	beforeEach( () => mockedApiFetch.mockReset() );

	it( 'asks the plugin route for the way from the start to the office', async () => {
		mockedApiFetch.mockResolvedValue( route );
		const signal = new AbortController().signal;
		await expect( fetchRoute( 51.1, 13.8, signal ) ).resolves.toEqual(
			route
		);
		expect( mockedApiFetch ).toHaveBeenCalledWith( {
			path: 'immo-wizards/v1/route?lat=51.1&lng=13.8',
			signal,
		} );
	} );

	it( 'rejects with the server message and status, without telling the snackbar', async () => {
		const listener = jest.fn();
		const unsubscribe = onApiError( listener );
		mockedApiFetch.mockRejectedValue( {
			code: 'immo_wizards_routing_unavailable',
			message: 'Die Routenplanung ist gerade nicht verfügbar.',
			data: { status: 502 },
		} );
		const request = fetchRoute( 51.1, 13.8 );
		await expect( request ).rejects.toBeInstanceOf( ApiError );
		await expect( request ).rejects.toMatchObject( {
			code: 'immo_wizards_routing_unavailable',
			message: 'Die Routenplanung ist gerade nicht verfügbar.',
			status: 502,
		} );
		expect( listener ).not.toHaveBeenCalled();
		unsubscribe();
	} );

	it( 'refuses an answer it cannot draw', async () => {
		mockedApiFetch.mockResolvedValue( { ...route, geometry: null } );
		await expect( fetchRoute( 51.1, 13.8 ) ).rejects.toMatchObject( {
			code: 'immo_wizards_routing_unavailable',
			message: 'Die Routenplanung ist gerade nicht verfügbar.',
		} );
	} );

	it( 'passes an abort through', async () => {
		const controller = new AbortController();
		mockedApiFetch.mockImplementation(
			( { signal }: { signal: AbortSignal } ) =>
				new Promise( ( _resolve, reject ) => {
					signal.addEventListener( 'abort', () =>
						reject( new DOMException( 'Aborted', 'AbortError' ) )
					);
				} )
		);
		const request = fetchRoute( 51.1, 13.8, controller.signal );
		controller.abort();
		await expect( request ).rejects.toMatchObject( {
			name: 'AbortError',
		} );
	} );
} );

describe( 'isRouteResponse', () => {
	it( 'accepts a complete route and refuses broken ones', () => {
		expect( isRouteResponse( route ) ).toBe( true );
		expect( isRouteResponse( null ) ).toBe( false );
		expect( isRouteResponse( { ...route, distance: '12' } ) ).toBe( false );
		expect(
			isRouteResponse( {
				...route,
				geometry: { type: 'LineString', coordinates: [] },
			} )
		).toBe( false );
		expect(
			isRouteResponse( {
				...route,
				geometry: { type: 'LineString', coordinates: [ [ 13.8 ] ] },
			} )
		).toBe( false );
		expect( isRouteResponse( { ...route, office: {} } ) ).toBe( false );
	} );
} );
