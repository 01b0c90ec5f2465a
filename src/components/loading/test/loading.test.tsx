/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { LoadingProvider, useLoading, type LoadingApi } from '..';

describe( 'Loading', () => {
	it( 'counts pending promises', async () => {
		let api: LoadingApi | undefined;
		function Probe() {
			api = useLoading();
			return null;
		}
		render(
			<LoadingProvider>
				<Probe />
			</LoadingProvider>
		);
		expect( screen.queryByRole( 'progressbar' ) ).not.toBeInTheDocument();

		let resolveFirst = () => {};
		let rejectSecond = () => {};
		let first: Promise< unknown > = Promise.resolve();
		let second: Promise< unknown > = Promise.resolve();
		act( () => {
			first = api!.track(
				new Promise< void >( ( resolve ) => ( resolveFirst = resolve ) )
			);
			second = api!.track(
				new Promise< void >(
					( _resolve, reject ) =>
						( rejectSecond = () => reject( new Error( 'x' ) ) )
				)
			);
		} );
		expect( api!.isLoading ).toBe( true );
		expect(
			screen.getByRole( 'progressbar', { name: 'Wird geladen …' } )
		).toBeInTheDocument();

		await act( async () => {
			resolveFirst();
			await first;
		} );
		expect( screen.getByRole( 'progressbar' ) ).toBeInTheDocument();

		await act( async () => {
			rejectSecond();
			await second.catch( () => {} );
		} );
		expect( api!.isLoading ).toBe( false );
		expect( screen.queryByRole( 'progressbar' ) ).not.toBeInTheDocument();
	} );

	it( 'passes promises through without a provider', async () => {
		let api: LoadingApi | undefined;
		function Probe() {
			api = useLoading();
			return null;
		}
		render( <Probe /> );
		await expect( api!.track( Promise.resolve( 5 ) ) ).resolves.toBe( 5 );
		expect( api!.isLoading ).toBe( false );
	} );
} );
